import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { SuppressionSource } from './suppression.policy';

export interface SuppressionRow {
  id: string;
  email: string;
  contact_id: string | null;
  source: SuppressionSource;
  reason: string | null;
  created_at: Date;
  created_by: string;
  removed_at: Date | null;
  removed_by: string | null;
  removed_reason: string | null;
}

const COLUMNS = 'id, email, contact_id, source, reason, created_at, created_by, removed_at, removed_by, removed_reason';
/** The postgres driver answers an UPDATE ... RETURNING as [rows, affected count]. */
const updated = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]));
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The suppressions table, and the contact columns an entry sets or clears. Joins the caller's transaction. */
@Injectable()
export class SuppressionRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Inserts an active entry; null when the address already has one (the partial unique index). */
  async insert(entry: { email: string; contactId: string | null; source: SuppressionSource; reason: string | null; createdBy: string }): Promise<SuppressionRow | null> {
    const rows: SuppressionRow[] = await this.db.tx.query(
      `INSERT INTO suppressions (email, contact_id, source, reason, created_by)
       VALUES ($1::text, COALESCE($2::uuid, (SELECT c.id FROM contacts c WHERE lower(c.email) = $1::text LIMIT 1)), $3, $4, $5)
       ON CONFLICT (email) WHERE removed_at IS NULL DO NOTHING
       RETURNING ${COLUMNS}`,
      [entry.email, entry.contactId, entry.source, entry.reason, entry.createdBy],
    );
    return rows[0] ?? null;
  }

  async contactEmail(contactId: string): Promise<string | null> {
    const rows: { email: string | null }[] = await this.db.tx.query(`SELECT email FROM contacts WHERE id = $1`, [contactId]);
    return rows[0]?.email ?? null;
  }

  async active(email: string): Promise<SuppressionRow | null> {
    const rows: SuppressionRow[] = await this.db.tx.query(`SELECT ${COLUMNS} FROM suppressions WHERE email = $1 AND removed_at IS NULL`, [email]);
    return rows[0] ?? null;
  }

  async byId(id: string): Promise<SuppressionRow | null> {
    const rows: SuppressionRow[] = await this.db.tx.query(`SELECT ${COLUMNS} FROM suppressions WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Marks an active entry removed; null when it was not active. */
  async remove(id: string, reason: string, removedBy: string): Promise<SuppressionRow | null> {
    return updated<SuppressionRow>(await this.db.tx.query(
      `UPDATE suppressions SET removed_at = now(), removed_by = $3, removed_reason = $2
        WHERE id = $1 AND removed_at IS NULL RETURNING ${COLUMNS}`,
      [id, reason, removedBy],
    ))[0] ?? null;
  }

  /** Active entries, newest first, optionally those whose address contains `q`. */
  async page(offset: number, limit: number, q: string | null): Promise<{ rows: SuppressionRow[]; total: number }> {
    const where = `removed_at IS NULL AND ($1::text IS NULL OR email LIKE $1 ESCAPE '\\')`;
    const pattern = q === null ? null : likePattern(q.toLowerCase());
    const rows: SuppressionRow[] = await this.db.tx.query(
      `SELECT ${COLUMNS} FROM suppressions WHERE ${where} ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
      [pattern, offset, limit],
    );
    const [{ total }]: { total: number }[] = await this.db.tx.query(`SELECT count(*)::int AS total FROM suppressions WHERE ${where}`, [pattern]);
    return { rows, total };
  }

  /** Sets the contact columns of the address's contacts (each only when not set already). */
  async flagContacts(email: string, flags: { unsubscribed: boolean; bounced: boolean; optedOut: boolean }): Promise<void> {
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

  /** Clears what flagContacts set (an operator lifted the entry): opted out becomes unknown. */
  async unflagContacts(email: string, flags: { unsubscribed: boolean; bounced: boolean; optedOut: boolean }): Promise<void> {
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

  /** The contact an unsubscribe link names: its address and whether it is unsubscribed already. */
  async contact(id: string): Promise<{ id: string; email: string | null; unsubscribed: boolean } | null> {
    const rows: { id: string; email: string | null; unsubscribed: boolean }[] = await this.db.tx.query(
      `SELECT id, email, unsubscribed_at IS NOT NULL AS unsubscribed FROM contacts WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Marks one contact unsubscribed and opted out (a contact without an address still stops being mailed). */
  async unsubscribeContact(id: string): Promise<void> {
    await this.db.tx.query(
      `UPDATE contacts SET unsubscribed_at = COALESCE(unsubscribed_at, now()), consent_status = 'opted_out', updated_at = now() WHERE id = $1`,
      [id],
    );
  }
}
