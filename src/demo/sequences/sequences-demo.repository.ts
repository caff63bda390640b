import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { StepAnchor } from 'src/modules/sequences/schedule/step-anchor.policy';

export interface NewDemoStep {
  templateId: string | null;
  delaySeconds: number;
  waitUntil: StepAnchor | null;
  subjectOverride: string | null;
  type: string;
  config: Record<string, unknown> | null;
  skipIf: Record<string, unknown> | null;
  stopIf: Record<string, unknown> | null;
}

export interface NewDemoRule {
  sequenceId: string;
  name: string;
  description: string;
  status: string;
  dateField: string;
  startDate: string;
  endDate: string | null;
  includeFuture: boolean;
  criteria: unknown;
  timezone: string;
  ownerId: string | null;
}

export interface NewDemoEnrollment {
  sequenceId: string;
  contactId: string;
  ruleId: string | null;
  status: string;
  currentStep: number;
  retryCount: number;
  nextRunAt: Date | null;
  enrolledAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  enrolledBy: string | null;
}

/** The demo sequences' SQL; every statement joins the seeder's transaction. */
@Injectable()
export class SequencesDemoRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Whether any sequence was ever created (deleted ones count: a demo database is never reseeded over edits). */
  async anySequence(): Promise<boolean> {
    const rows: unknown[] = await this.db.tx.query(`SELECT 1 FROM sequences LIMIT 1`);
    return rows.length > 0;
  }

  async sequenceId(name: string): Promise<string | null> {
    const rows: { id: string }[] = await this.db.tx.query(`SELECT id FROM sequences WHERE lower(name) = lower($1) AND deleted_at IS NULL`, [name]);
    return rows[0]?.id ?? null;
  }

  /** Live templates by lower-cased name (the oldest one when a name is used twice). */
  async templateIds(names: string[]): Promise<Map<string, string>> {
    const rows: { key: string; id: string }[] = await this.db.tx.query(
      `SELECT DISTINCT ON (lower(name)) lower(name) AS key, id FROM email_templates
        WHERE lower(name) = ANY($1::text[]) AND deleted_at IS NULL ORDER BY lower(name), created_at, id`,
      [names.map((n) => n.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  /** The demo owner: the first admin, else the first user, else none. */
  async ownerId(): Promise<string | null> {
    const rows: { id: string }[] = await this.db.tx.query(`SELECT id FROM users ORDER BY (role = 'admin') DESC, created_at, id LIMIT 1`);
    return rows[0]?.id ?? null;
  }

  async insertSequence(
    seq: { name: string; description: string; stopOnReply: boolean; ownerId: string | null; goalMoveDatePassed: boolean; replyStep: number | null },
    steps: NewDemoStep[],
  ): Promise<string> {
    const rows: { id: string }[] = await this.db.tx.query(
      `INSERT INTO sequences (name, description, stop_on_reply, owner_user_id, goal_move_date_passed) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [seq.name, seq.description, seq.stopOnReply, seq.ownerId, seq.goalMoveDatePassed],
    );
    const id = rows[0].id;
    const json = (value: unknown): string | null => (value ? JSON.stringify(value) : null);
    await this.db.tx.query(
      `INSERT INTO sequence_steps (sequence_id, step_order, type, template_id, delay_seconds, wait_until, subject_override, config, skip_if, stop_if)
       SELECT $1::uuid, x.ord, x.type, x.template_id, x.delay_seconds, x.wait_until, x.subject_override, x.config, x.skip_if, x.stop_if
         FROM unnest($2::int[], $3::text[], $4::uuid[], $5::int[], $6::jsonb[], $7::text[], $8::jsonb[], $9::jsonb[], $10::jsonb[])
              AS x(ord, type, template_id, delay_seconds, wait_until, subject_override, config, skip_if, stop_if)`,
      [
        id,
        steps.map((_, i) => i + 1),
        steps.map((s) => s.type),
        steps.map((s) => s.templateId),
        steps.map((s) => s.delaySeconds),
        steps.map((s) => json(s.waitUntil)),
        steps.map((s) => s.subjectOverride),
        steps.map((s) => json(s.config)),
        steps.map((s) => json(s.skipIf)),
        steps.map((s) => json(s.stopIf)),
      ],
    );
    if (seq.replyStep !== null) {
      await this.db.tx.query(
        `UPDATE sequences SET on_reply_next_step_id = (SELECT st.id FROM sequence_steps st WHERE st.sequence_id = $1 AND st.step_order = $2) WHERE id = $1`,
        [id, seq.replyStep],
      );
    }
    return id;
  }

  /** The sequence's live rules by name. */
  async ruleIds(sequenceId: string): Promise<Map<string, string>> {
    const rows: { name: string; id: string }[] = await this.db.tx.query(`SELECT name, id FROM enrollment_rules WHERE sequence_id = $1 AND deleted_at IS NULL`, [sequenceId]);
    return new Map(rows.map((r) => [r.name, r.id]));
  }

  /** A rule as it stands after its history (a started rule keeps its start as activated_at). */
  async insertRule(rule: NewDemoRule): Promise<string> {
    const rows: { id: string }[] = await this.db.tx.query(
      `INSERT INTO enrollment_rules (sequence_id, name, description, status, date_field, start_date, end_date, include_future,
                                     criteria_json, timezone, owner_user_id, activated_at)
       VALUES ($1, $2, $3, $4::text, $5, $6::date, $7::date, $8, $9::jsonb, $10, $11, CASE WHEN $4::text = 'draft' THEN NULL ELSE $6::date::timestamptz END)
       RETURNING id`,
      [rule.sequenceId, rule.name, rule.description, rule.status, rule.dateField, rule.startDate, rule.endDate, rule.includeFuture,
        JSON.stringify(rule.criteria), rule.timezone, rule.ownerId],
    );
    return rows[0].id;
  }

  async hasEnrollments(sequenceId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.tx.query(`SELECT 1 FROM sequence_enrollments WHERE sequence_id = $1 LIMIT 1`, [sequenceId]);
    return rows.length > 0;
  }

  /**
   * Contacts a run could really email (an address that is not a placeholder, no opt-out, unsubscribe or bounce) and
   * not in any sequence yet, leaving out `exclude`; with `futureMoveFirst`, those whose lead moves later come first.
   */
  async eligibleContacts(limit: number, exclude: string[], futureMoveFirst: boolean): Promise<string[]> {
    const rows: { id: string }[] = await this.db.tx.query(
      `SELECT c.id FROM contacts c
        WHERE c.email IS NOT NULL AND btrim(c.email) <> '' AND c.email !~* '\\.invalid$'
          AND c.consent_status <> 'opted_out' AND c.unsubscribed_at IS NULL AND c.bounced_at IS NULL
          AND NOT (c.id = ANY($1::uuid[]))
          AND NOT EXISTS (SELECT 1 FROM sequence_enrollments se WHERE se.contact_id = c.id)
        ORDER BY CASE WHEN $2::boolean THEN EXISTS (SELECT 1 FROM opportunities o WHERE o.contact_id = c.id AND o.move_date > current_date) ELSE false END DESC,
                 c.created_at, c.id
        LIMIT $3`,
      [exclude, futureMoveFirst, limit],
    );
    return rows.map((r) => r.id);
  }

  async insertEnrollments(rows: NewDemoEnrollment[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted: unknown[] = await this.db.tx.query(
      `INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, retry_count, next_run_at,
                                         started_at, created_at, updated_at, ended_at, end_reason, enrolled_by_user_id)
       SELECT x.sequence_id, x.contact_id, x.rule_id, x.status, x.current_step, x.retry_count, x.next_run_at,
              x.enrolled_at, x.enrolled_at, coalesce(x.ended_at, x.enrolled_at), x.ended_at, x.end_reason, x.enrolled_by
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::int[], $7::timestamptz[], $8::timestamptz[],
                     $9::timestamptz[], $10::text[], $11::uuid[])
              AS x(sequence_id, contact_id, rule_id, status, current_step, retry_count, next_run_at, enrolled_at, ended_at, end_reason, enrolled_by)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        rows.map((r) => r.sequenceId), rows.map((r) => r.contactId), rows.map((r) => r.ruleId), rows.map((r) => r.status),
        rows.map((r) => r.currentStep), rows.map((r) => r.retryCount), rows.map((r) => r.nextRunAt?.toISOString() ?? null),
        rows.map((r) => r.enrolledAt.toISOString()), rows.map((r) => r.endedAt?.toISOString() ?? null), rows.map((r) => r.endReason),
        rows.map((r) => r.enrolledBy),
      ],
    );
    return inserted.length;
  }
}
