import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

/** Timeline kinds the sequence engine writes (opportunity_activity.kind, at most 32 characters). */
export type RunActivityKind = 'sequence_email_sent' | 'sequence_run_completed' | 'sequence_run_ended' | 'sequence_run_paused' | 'sequence_reply_received';

/**
 * The narrow port from the sequence engine to the opportunity timeline: one line on the contact's newest
 * opportunity (a contact without one has no timeline, so nothing is written). Joins the caller's transaction, so the
 * line commits with the run change it describes. Enrollment does not import the leads module for this.
 */
@Injectable()
export class RunActivityRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  async append(contactId: string, kind: RunActivityKind, title: string, detail: string | null): Promise<void> {
    await this.db.tx.query(
      `INSERT INTO opportunity_activity (opportunity_id, kind, title, detail, actor)
       SELECT o.id, $2, $3, $4, 'Sequence engine' FROM opportunities o
        WHERE o.contact_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
      [contactId, kind, title, detail],
    );
  }
}
