import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { DEMO_PROVIDER, type DemoDelivery, type DemoHistoryRun, type DemoInbound } from './demo-history.policy';

type RunRow = Omit<DemoHistoryRun, 'steps'> & { steps: DemoHistoryRun['steps'] | null };

/** The demo mail history's SQL; every statement joins the seeder's transaction. */
@Injectable()
export class DemoHistoryRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  /** Whether any demo delivery exists (the history was seeded once). */
  async anyDemoDelivery(): Promise<boolean> {
    const rows: unknown[] = await this.db.tx.query(`SELECT 1 FROM deliveries WHERE provider = $1 LIMIT 1`, [DEMO_PROVIDER]);
    return rows.length > 0;
  }

  /**
   * The runs of the named sequences that have no delivery yet (none seeded, none really sent), in the sequences'
   * order and then as enrolled, with their steps' templates and subjects.
   */
  async runsWithoutDeliveries(sequenceNames: readonly string[]): Promise<DemoHistoryRun[]> {
    const rows: RunRow[] = await this.db.tx.query(
      `SELECT e.id, e.sequence_id AS "sequenceId", e.contact_id AS "contactId", c.email, nullif(c.first_name, '') AS "firstName",
              (SELECT o.tracking_number FROM opportunities o WHERE o.contact_id = e.contact_id ORDER BY o.created_at DESC, o.id DESC LIMIT 1) AS "trackingNumber",
              s.stop_on_reply AS "stopOnReply", e.status, e.current_step AS "currentStep", e.end_reason AS "endReason", coalesce(e.started_at, e.created_at) AS "startedAt", e.ended_at AS "endedAt",
              (SELECT json_agg(json_build_object('templateId', st.template_id, 'subject', coalesce(st.subject_override, t.subject, '')) ORDER BY st.step_order)
                 FROM sequence_steps st LEFT JOIN email_templates t ON t.id = st.template_id WHERE st.sequence_id = e.sequence_id) AS steps
         FROM sequence_enrollments e
         JOIN sequences s ON s.id = e.sequence_id AND s.deleted_at IS NULL
         JOIN contacts c ON c.id = e.contact_id
        WHERE lower(s.name) = ANY($1::text[]) AND c.email IS NOT NULL AND btrim(c.email) <> ''
          AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.enrollment_id = e.id)
        ORDER BY array_position($1::text[], lower(s.name)), e.created_at, e.id`,
      [sequenceNames.map((name) => name.toLowerCase())],
    );
    return rows.map((row) => ({ ...row, steps: row.steps ?? [] }));
  }

  /** Inserts the deliveries (a key already used is left alone); answers how many were added. */
  async insertDeliveries(rows: readonly DemoDelivery[], from: { email: string; mailbox: string }): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted: unknown[] = await this.db.tx.query(
      `INSERT INTO deliveries (kind, idempotency_key, template_id, contact_id, to_email, from_email, subject, provider, message_id, status, error,
                               created_at, sent_at, sequence_id, enrollment_id, step_order, mailbox, attempts)
       SELECT 'sequence', x.key, x.template_id, x.contact_id, x.to_email, $1, left(x.subject, 998), $3, x.message_id, x.status, x.error,
              x.sent_at, CASE WHEN x.status = 'sent' THEN x.sent_at END, x.sequence_id, x.enrollment_id, x.step_order, $2, 1
         FROM unnest($4::text[], $5::uuid[], $6::uuid[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::uuid[], $14::uuid[], $15::int[])
              AS x(key, template_id, contact_id, to_email, subject, message_id, status, error, sent_at, sequence_id, enrollment_id, step_order)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [
        from.email, from.mailbox, DEMO_PROVIDER,
        rows.map((r) => r.idempotencyKey), rows.map((r) => r.templateId), rows.map((r) => r.contactId), rows.map((r) => r.toEmail), rows.map((r) => r.subject),
        rows.map((r) => r.messageId), rows.map((r) => r.status), rows.map((r) => r.error), rows.map((r) => r.sentAt.toISOString()),
        rows.map((r) => r.sequenceId), rows.map((r) => r.enrollmentId), rows.map((r) => r.stepOrder),
      ],
    );
    return inserted.length;
  }

  /** Inserts the inbound messages, each matched to the delivery it answers (a Message-ID already stored is left alone). */
  async insertInbound(rows: readonly DemoInbound[], mailbox: string): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted: unknown[] = await this.db.tx.query(
      `INSERT INTO inbound_messages (message_id, mailbox, received_at, from_email, subject, kind, classification, matched_by, enrollment_id, delivery_id,
                                     contact_id, effect, raw_size, created_at)
       SELECT x.message_id, $1, x.received_at, x.from_email, left(x.subject, 998), x.kind, x.classification, 'in_reply_to', x.enrollment_id,
              (SELECT d.id FROM deliveries d WHERE d.message_id = x.in_reply_to), x.contact_id, x.effect, 0, x.received_at
         FROM unnest($2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::uuid[], $9::text[], $10::uuid[], $11::text[])
              AS x(message_id, received_at, from_email, subject, kind, classification, enrollment_id, in_reply_to, contact_id, effect)
       ON CONFLICT (message_id) DO NOTHING
       RETURNING id`,
      [
        mailbox, rows.map((r) => r.messageId), rows.map((r) => r.receivedAt.toISOString()), rows.map((r) => r.fromEmail), rows.map((r) => r.subject),
        rows.map((r) => r.kind), rows.map((r) => JSON.stringify(r.classification)), rows.map((r) => r.enrollmentId), rows.map((r) => r.inReplyTo),
        rows.map((r) => r.contactId), rows.map((r) => r.effect),
      ],
    );
    return inserted.length;
  }

  /** Sets each run's last send where none is recorded. */
  async setLastSent(lastSent: ReadonlyMap<string, Date>): Promise<void> {
    if (lastSent.size === 0) return;
    await this.db.tx.query(
      `UPDATE sequence_enrollments e SET last_sent_at = x.sent_at
         FROM unnest($1::uuid[], $2::timestamptz[]) AS x(id, sent_at)
        WHERE e.id = x.id AND e.last_sent_at IS NULL`,
      [[...lastSent.keys()], [...lastSent.values()].map((at) => at.toISOString())],
    );
  }
}
