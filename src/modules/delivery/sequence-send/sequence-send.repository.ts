import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryStatus } from '../delivery.entity';

/** What one step's send needs: the run, its step and template, the contact's address. */
export interface SendContext {
  enrollment_id: string;
  sequence_id: string;
  contact_id: string;
  step_order: number;
  template_id: string | null;
  /** The live template's updated_at (null when it is deleted): lets the renderer reuse a template it already read. */
  template_version: string | null;
  subject_override: string | null;
  from_override: string | null;
  to_email: string | null;
}

export type SequenceDeliveryStatus = DeliveryStatus;

/** A sequence step's deliveries row, as the sender reads it. */
export interface SequenceDeliveryRow {
  id: string;
  status: SequenceDeliveryStatus;
  provider: string | null;
  message_id: string | null;
  mailbox: string | null;
  attempts: number;
  attempt_started_at: Date | null;
  next_attempt_at: Date | null;
  sent_at: Date | null;
  error: string | null;
}

/** TypeORM answers an UPDATE ... RETURNING as [rows, rowCount]. */
const returned = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]));

const ROW = `id, status, provider, message_id, mailbox, attempts, attempt_started_at, next_attempt_at, sent_at, error`;

export interface NewSequenceDelivery {
  key: string;
  context: SendContext;
  toEmail: string;
  fromEmail: string;
  subject: string;
  messageId: string;
}

/**
 * The deliveries rows of sequence step sends. Each statement commits on its own (no connection or transaction is
 * held across the provider call): the row and the start of an attempt are durable before the provider is called,
 * and starting an attempt is a conditional update only one caller can win.
 */
@Injectable()
export class SequenceSendRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * In one round trip: the run with its step `stepOrder` and its template's version (null when either is gone) and
   * the step's deliveries row under `key` (null before the first attempt).
   */
  async contextAndRow(enrollmentId: string, stepOrder: number, key: string): Promise<{ context: SendContext | null; existing: SequenceDeliveryRow | null }> {
    const [row] = (await this.dataSource.query(
      `SELECT to_jsonb(ctx) AS context, d.id, d.status, d.provider, d.message_id, d.mailbox, d.attempts, d.attempt_started_at, d.next_attempt_at, d.sent_at, d.error
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         SELECT e.id AS enrollment_id, e.sequence_id, e.contact_id, s.step_order, s.template_id, s.subject_override, s.from_override, c.email AS to_email,
                (SELECT t.updated_at FROM email_templates t WHERE t.id = s.template_id AND t.deleted_at IS NULL) AS template_version
         FROM sequence_enrollments e
         JOIN sequence_steps s ON s.sequence_id = e.sequence_id AND s.step_order = $2
         JOIN contacts c ON c.id = e.contact_id
         WHERE e.id = $1) ctx ON true
       LEFT JOIN deliveries d ON d.idempotency_key = $3`,
      [enrollmentId, stepOrder, key],
    )) as (SequenceDeliveryRow & { context: SendContext | null })[];
    const { context, ...delivery } = row;
    return { context, existing: delivery.id === null ? null : delivery };
  }

  async byKey(key: string): Promise<SequenceDeliveryRow | null> {
    const rows = (await this.dataSource.query(`SELECT ${ROW} FROM deliveries WHERE idempotency_key = $1`, [key])) as SequenceDeliveryRow[];
    return rows[0] ?? null;
  }

  /**
   * Inserts the pending row with its first attempt started (committed at once, one statement: the same as inserting
   * it and then starting the attempt, with no moment between the two for another caller); a row another caller
   * inserted first is answered instead (`inserted: false`), and this caller must start an attempt of its own.
   */
  async insertStarted(fields: NewSequenceDelivery & { mailbox: string }): Promise<{ row: SequenceDeliveryRow; inserted: boolean }> {
    const { context } = fields;
    const inserted = (await this.dataSource.query(
      `INSERT INTO deliveries (kind, idempotency_key, template_id, contact_id, sequence_id, enrollment_id, step_order, to_email, from_email, subject, message_id, status,
                               mailbox, attempts, attempt_started_at)
       VALUES ('sequence', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, 1, clock_timestamp())
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${ROW}`,
      [fields.key, context.template_id, context.contact_id, context.sequence_id, context.enrollment_id, context.step_order, fields.toEmail, fields.fromEmail,
        fields.subject.slice(0, 998), fields.messageId, fields.mailbox],
    )) as SequenceDeliveryRow[];
    if (inserted[0]) return { row: inserted[0], inserted: true };
    return { row: (await this.byKey(fields.key)) as SequenceDeliveryRow, inserted: false };
  }

  /**
   * Records (and commits) that the provider is about to be called, from which mailbox, with what; 0 when another
   * caller started an attempt first (or the row is no longer pending): then this caller must not call the provider.
   */
  async startAttempt(id: string, fields: { mailbox: string; fromEmail: string; subject: string; messageId: string }): Promise<number> {
    const rows = returned<{ attempts: number }>(await this.dataSource.query(
      `UPDATE deliveries SET attempt_started_at = clock_timestamp(), attempts = attempts + 1, next_attempt_at = NULL,
         mailbox = $2, from_email = $3, subject = $4, message_id = $5
       WHERE id = $1 AND status = 'pending' AND attempt_started_at IS NULL RETURNING attempts`,
      [id, fields.mailbox, fields.fromEmail, fields.subject.slice(0, 998), fields.messageId],
    ));
    return rows[0]?.attempts ?? 0;
  }

  async markSent(id: string, fields: { provider: string; messageId: string; requestId: string | null; savedToSent: boolean }): Promise<Date> {
    const rows = returned<{ sent_at: Date }>(await this.dataSource.query(
      `UPDATE deliveries SET status = 'sent', provider = $2, message_id = $3, request_id = $4, saved_to_sent = $5, sent_at = clock_timestamp(), error = NULL
       WHERE id = $1 RETURNING sent_at`,
      [id, fields.provider, fields.messageId, fields.requestId, fields.savedToSent],
    ));
    return rows[0].sent_at;
  }

  /**
   * The attempt is over and did not go: the row waits for the next one (which may send). A throttled attempt is
   * given back (`throttled`): the provider asked us to wait, which must not use up the attempts transient failures get.
   */
  async markRetry(id: string, fields: { provider: string; error: string; at: Date; throttled: boolean }): Promise<void> {
    await this.dataSource.query(
      `UPDATE deliveries SET provider = $2, error = $3, next_attempt_at = $4, attempt_started_at = NULL,
         attempts = CASE WHEN $5 THEN greatest(attempts - 1, 0) ELSE attempts END
       WHERE id = $1`,
      [id, fields.provider, fields.error, fields.at, fields.throttled],
    );
  }

  async markFailed(id: string, fields: { provider: string | null; error: string }): Promise<void> {
    await this.dataSource.query(`UPDATE deliveries SET status = 'failed', provider = COALESCE($2, provider), error = $3, attempt_started_at = NULL WHERE id = $1`, [
      id,
      fields.provider,
      fields.error,
    ]);
  }

  async markUnknown(id: string, error: string): Promise<void> {
    await this.dataSource.query(`UPDATE deliveries SET status = 'unknown', error = $2 WHERE id = $1`, [id, error]);
  }
}
