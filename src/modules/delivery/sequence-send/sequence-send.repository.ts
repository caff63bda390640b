import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { statementBatcher } from 'src/database/statement-batcher';
import { RedisClient } from 'src/queue/redis-client.provider';
import type { DeliveryStatus } from '../delivery.entity';
import { returnedRows } from 'src/database/returned-rows';

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
  /** The A/B variant this run gets ('A' the step itself, 'B', 'C'); null for a step without variants. */
  variant: string | null;
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

const HELD_ANSWER_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The A/B variant a run gets at step `s` (email-variants.policy.ts in the runs module describes the config): the chosen
 * winner, else version 1 + hash(run, step) mod the number of versions — deterministic (a retry sends the same one)
 * and even over many runs. Version A is the step's own template and subject; B and C come from config.variants.
 */
const VARIANT_PICK = `
  SELECT v.variant, v.template_id, v.subject_override, v.versions FROM (
    SELECT x.variant, x.template_id, x.subject_override, count(*) OVER () AS versions, x.i
      FROM (SELECT 'A' AS variant, s.template_id, s.subject_override, 0::bigint AS i
            UNION ALL
            SELECT chr(65 + a.i::int), (a.v->>'template_id')::uuid, nullif(a.v->>'subject_override', ''), a.i
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(s.config->'variants') = 'array' THEN s.config->'variants' ELSE '[]'::jsonb END)
                   WITH ORDINALITY AS a(v, i)
             WHERE s.type = 'email') x) v
   WHERE v.variant = coalesce(s.config->>'winner', chr(65 + (abs(hashtext(e.id::text || ':' || s.step_order)) % v.versions)::int))
   LIMIT 1`;

const ROW = `id, status, provider, message_id, mailbox, attempts, attempt_started_at, next_attempt_at, sent_at, error`;

/**
 * Checked in the statement that inserts a step's deliveries row, the last moment before the provider is called: the
 * run is still active and its contact's newest opportunity has not reached one of the sequence's goal statuses
 * (`sequences.goal_statuses`; the runs module ends such runs as conversions). The advancer decided to send when it
 * claimed the run, up to a batch's sends earlier; a lead booked since then gets nothing more. The same newest-
 * opportunity reading as the advancer's.
 */
const RUN_STILL_SENDS = `EXISTS (SELECT 1 FROM sequence_enrollments e JOIN sequences s ON s.id = e.sequence_id
                WHERE e.id = v.enrollment_id AND e.status = 'active'
                  AND NOT EXISTS (SELECT 1 FROM (SELECT o.status FROM opportunities o WHERE o.contact_id = e.contact_id ORDER BY o.created_at DESC, o.id DESC LIMIT 1) g
                                   WHERE g.status = ANY(s.goal_statuses)))`;

/** Which run and step a send is for, and its deliveries row's key. */
interface ContextKey {
  enrollmentId: string;
  stepOrder: number;
  key: string;
}

/** What the provider answered for a sent row. */
export interface SentFields {
  provider: string;
  messageId: string;
  requestId: string | null;
  savedToSent: boolean;
}

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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisClient,
  ) {}

  /**
   * A provider's answer the database could not record yet (it was unavailable), kept in Redis for a week: a later
   * attempt of the same row records it instead of calling the send unknown.
   */
  async holdSentAnswer(id: string, fields: SentFields): Promise<void> {
    await this.redis.redis.set(this.redis.key('delivery', id, 'sent-answer'), JSON.stringify(fields), 'EX', HELD_ANSWER_TTL_SECONDS);
  }

  async heldSentAnswer(id: string): Promise<SentFields | null> {
    const raw = await this.redis.redis.get(this.redis.key('delivery', id, 'sent-answer'));
    return raw ? (JSON.parse(raw) as SentFields) : null;
  }

  async forgetSentAnswer(id: string): Promise<void> {
    await this.redis.redis.del(this.redis.key('delivery', id, 'sent-answer'));
  }

  /**
   * The run with its step `stepOrder` and its template's version (null when either is gone) and the step's
   * deliveries row under `key` (null before the first attempt). Concurrent sends share one statement.
   */
  contextAndRow(enrollmentId: string, stepOrder: number, key: string): Promise<{ context: SendContext | null; existing: SequenceDeliveryRow | null }> {
    return this.readContexts({ enrollmentId, stepOrder, key });
  }

  private readonly readContexts = statementBatcher(async (keys: readonly ContextKey[]) => {
    const rows = (await this.dataSource.query(
      `SELECT q.n, to_jsonb(ctx) AS context, d.id, d.status, d.provider, d.message_id, d.mailbox, d.attempts, d.attempt_started_at, d.next_attempt_at, d.sent_at, d.error
       FROM unnest($1::uuid[], $2::int[], $3::text[]) WITH ORDINALITY AS q(enrollment_id, step_order, key, n)
       LEFT JOIN LATERAL (
         SELECT e.id AS enrollment_id, e.sequence_id, e.contact_id, s.step_order, pick.template_id, pick.subject_override, s.from_override, c.email AS to_email,
                (SELECT t.updated_at FROM email_templates t WHERE t.id = pick.template_id AND t.deleted_at IS NULL) AS template_version,
                CASE WHEN pick.versions > 1 THEN pick.variant END AS variant
         FROM sequence_enrollments e
         JOIN sequence_steps s ON s.sequence_id = e.sequence_id AND s.step_order = q.step_order
         JOIN contacts c ON c.id = e.contact_id
         CROSS JOIN LATERAL (${VARIANT_PICK}) pick
         WHERE e.id = q.enrollment_id) ctx ON true
       LEFT JOIN deliveries d ON d.idempotency_key = q.key`,
      [keys.map((k) => k.enrollmentId), keys.map((k) => k.stepOrder), keys.map((k) => k.key)],
    )) as (SequenceDeliveryRow & { n: string; context: SendContext | null })[];
    const byN = new Map(rows.map(({ n, context, ...delivery }) => [Number(n), { context, existing: delivery.id === null ? null : delivery }]));
    return keys.map((_, i) => byN.get(i + 1) ?? { context: null, existing: null });
  });

  async byKey(key: string): Promise<SequenceDeliveryRow | null> {
    const rows = (await this.dataSource.query(`SELECT ${ROW} FROM deliveries WHERE idempotency_key = $1`, [key])) as SequenceDeliveryRow[];
    return rows[0] ?? null;
  }

  /**
   * Inserts the pending row with its first attempt started (committed at once, one statement: the same as inserting
   * it and then starting the attempt, with no moment between the two for another caller); a row another caller
   * inserted first is answered instead (`inserted: false`), and this caller must start an attempt of its own.
   * Concurrent sends' rows go in one statement. `row` null: nothing was inserted because the run no longer sends
   * (see RUN_STILL_SENDS).
   */
  async insertStarted(fields: NewSequenceDelivery & { mailbox: string }): Promise<{ row: SequenceDeliveryRow | null; inserted: boolean }> {
    const inserted = await this.insertRows(fields);
    if (inserted) return { row: inserted, inserted: true };
    return { row: await this.byKey(fields.key), inserted: false };
  }

  private readonly insertRows = statementBatcher(async (all: readonly (NewSequenceDelivery & { mailbox: string })[]) => {
    const column = <T>(pick: (fields: NewSequenceDelivery & { mailbox: string }) => T): T[] => all.map(pick);
    const rows = (await this.dataSource.query(
      `INSERT INTO deliveries (kind, idempotency_key, template_id, contact_id, sequence_id, enrollment_id, step_order, to_email, from_email, subject, message_id, status,
                               mailbox, attempts, attempt_started_at, variant)
       SELECT 'sequence', v.key, v.template_id, v.contact_id, v.sequence_id, v.enrollment_id, v.step_order, v.to_email, v.from_email, v.subject, v.message_id,
              'pending', v.mailbox, 1, clock_timestamp(), v.variant
         FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
              AS v(key, template_id, contact_id, sequence_id, enrollment_id, step_order, to_email, from_email, subject, message_id, mailbox, variant)
        WHERE ${RUN_STILL_SENDS}
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING idempotency_key, ${ROW}`,
      [column((f) => f.key), column((f) => f.context.template_id), column((f) => f.context.contact_id), column((f) => f.context.sequence_id),
        column((f) => f.context.enrollment_id), column((f) => f.context.step_order), column((f) => f.toEmail), column((f) => f.fromEmail),
        column((f) => f.subject.slice(0, 998)), column((f) => f.messageId), column((f) => f.mailbox), column((f) => f.context.variant)],
    )) as (SequenceDeliveryRow & { idempotency_key: string })[];
    // A key twice in one batch (two callers racing for one step): only the first is told it inserted the row.
    const byKey = new Map(rows.map(({ idempotency_key, ...row }) => [idempotency_key, row]));
    return all.map((fields) => {
      const row = byKey.get(fields.key) ?? null;
      byKey.delete(fields.key);
      return row;
    });
  });

  /**
   * Records (and commits) that the provider is about to be called, from which mailbox, with what; 0 when another
   * caller started an attempt first (or the row is no longer pending): then this caller must not call the provider.
   */
  async startAttempt(id: string, fields: { mailbox: string; fromEmail: string; subject: string; messageId: string }): Promise<number> {
    const rows = returnedRows<{ attempts: number }>(await this.dataSource.query(
      `UPDATE deliveries SET attempt_started_at = clock_timestamp(), attempts = attempts + 1, next_attempt_at = NULL,
         mailbox = $2, from_email = $3, subject = $4, message_id = $5
       WHERE id = $1 AND status = 'pending' AND attempt_started_at IS NULL RETURNING attempts`,
      [id, fields.mailbox, fields.fromEmail, fields.subject.slice(0, 998), fields.messageId],
    ));
    return rows[0]?.attempts ?? 0;
  }

  /** The row is sent (committed at once; concurrent sends' rows in one statement): answers its sent_at. */
  markSent(id: string, fields: SentFields): Promise<Date> {
    return this.markRowsSent({ id, ...fields });
  }

  private readonly markRowsSent = statementBatcher(async (all: readonly (SentFields & { id: string })[]) => {
    const rows = returnedRows<{ id: string; sent_at: Date }>(await this.dataSource.query(
      `UPDATE deliveries d SET status = 'sent', provider = v.provider, message_id = v.message_id, request_id = v.request_id, saved_to_sent = v.saved,
              sent_at = clock_timestamp(), error = NULL
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS v(id, provider, message_id, request_id, saved)
        WHERE d.id = v.id
       RETURNING d.id, d.sent_at`,
      [all.map((f) => f.id), all.map((f) => f.provider), all.map((f) => f.messageId), all.map((f) => f.requestId), all.map((f) => f.savedToSent)],
    ));
    const sentAt = new Map(rows.map((row) => [row.id, row.sent_at]));
    return all.map((f) => sentAt.get(f.id) ?? new Error(`Delivery ${f.id} not found`));
  });

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
