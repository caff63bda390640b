import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { returnedRows } from 'src/database/returned-rows';

export interface ContactFlags {
  unsubscribed: boolean;
  bounced: boolean;
  optedOut: boolean;
}

/** The contact columns the suppression ledger and the unsubscribe link set or clear. Joins the caller's transaction. */
@Injectable()
export class ContactFlagsRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Sets the flags on the address's contacts (`email` lower-cased; each timestamp only when not set already). */
  async flagByEmail(email: string, flags: ContactFlags): Promise<void> {
    await this.db.tx.query(
      `UPDATE contacts SET
          unsubscribed_at = CASE WHEN $2::boolean THEN COALESCE(unsubscribed_at, now()) ELSE unsubscribed_at END,
          bounced_at = CASE WHEN $3::boolean THEN COALESCE(bounced_at, now()) ELSE bounced_at END,
          consent_status = CASE WHEN $4::boolean THEN 'opted_out' ELSE consent_status END,
          updated_at = now()
        WHERE lower(email) = $1`,
      [email, flags.unsubscribed, flags.bounced, flags.optedOut],
    );
  }

  /** Clears what flagByEmail set: opted out becomes unknown. */
  async unflagByEmail(email: string, flags: ContactFlags): Promise<void> {
    await this.db.tx.query(
      `UPDATE contacts SET
          unsubscribed_at = CASE WHEN $2::boolean THEN NULL ELSE unsubscribed_at END,
          bounced_at = CASE WHEN $3::boolean THEN NULL ELSE bounced_at END,
          consent_status = CASE WHEN $4::boolean AND consent_status = 'opted_out' THEN 'unknown' ELSE consent_status END,
          updated_at = now()
        WHERE lower(email) = $1`,
      [email, flags.unsubscribed, flags.bounced, flags.optedOut],
    );
  }

  /** A contact's address and whether it is unsubscribed already. */
  async unsubscribeState(id: string): Promise<{ id: string; email: string | null; unsubscribed: boolean } | null> {
    const rows: { id: string; email: string | null; unsubscribed: boolean }[] = await this.db.tx.query(
      `SELECT id, email, unsubscribed_at IS NOT NULL AS unsubscribed FROM contacts WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Marks one contact bounced (the first time only); true when it was not already. */
  async markBounced(id: string): Promise<boolean> {
    const result: unknown = await this.db.tx.query(
      `UPDATE contacts SET bounced_at = now(), updated_at = now() WHERE id = $1 AND bounced_at IS NULL RETURNING id`,
      [id],
    );
    return returnedRows(result).length > 0;
  }

  /** Marks one contact unsubscribed and opted out. */
  async unsubscribe(id: string): Promise<void> {
    await this.db.tx.query(
      `UPDATE contacts SET unsubscribed_at = COALESCE(unsubscribed_at, now()), consent_status = 'opted_out', updated_at = now() WHERE id = $1`,
      [id],
    );
  }
}
