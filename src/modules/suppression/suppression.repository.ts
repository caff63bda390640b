import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { SuppressionSource } from './suppression.policy';
import { returnedRows } from 'src/database/returned-rows';

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
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The suppressions table. Joins the caller's transaction. */
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
    return returnedRows<SuppressionRow>(await this.db.tx.query(
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
}
