import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

/** A delivery as the decision needs it, locked for the transaction. */
export interface LockedDelivery {
  id: string;
  status: string;
  idempotency_key: string;
  enrollment_id: string | null;
  /** 1-based; null for test sends. */
  step_order: number | null;
  attempt_started_at: Date | null;
}

/** The deliveries row of an operator's decision; every statement joins the caller's transaction. */
@Injectable()
export class ResolveUnknownRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** The delivery, locked until the transaction ends (a second decision waits, then finds it no longer unknown). */
  async lock(id: string): Promise<LockedDelivery | null> {
    const rows = (await this.db.tx.query(
      `SELECT id, status, idempotency_key, enrollment_id, step_order, attempt_started_at FROM deliveries WHERE id = $1 FOR UPDATE`,
      [id],
    )) as LockedDelivery[];
    return rows[0] ?? null;
  }

  /** Sent at `sentAt`, as decided by `userId` with the note. */
  async markSent(id: string, decision: { sentAt: Date; userId: string; note: string | null }): Promise<void> {
    await this.db.tx.query(
      `UPDATE deliveries SET status = 'sent', sent_at = $2, error = NULL,
              resolution = 'sent', resolved_at = now(), resolved_by_user_id = $3, resolution_note = $4
        WHERE id = $1`,
      [id, decision.sentAt, decision.userId, decision.note],
    );
  }

  /** Failed with `error`, as decided by `userId`; it gives up its idempotency key for `retiredKey`. */
  async markNotSent(id: string, decision: { retiredKey: string; error: string; userId: string; note: string | null }): Promise<void> {
    await this.db.tx.query(
      `UPDATE deliveries SET status = 'failed', idempotency_key = $2, error = $3,
              resolution = 'not_sent', resolved_at = now(), resolved_by_user_id = $4, resolution_note = $5
        WHERE id = $1`,
      [id, decision.retiredKey, decision.error, decision.userId, decision.note],
    );
  }
}
