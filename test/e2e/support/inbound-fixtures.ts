import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdvancerService } from 'src/modules/runs/advancer/advancer.service';

export interface SequenceFlags {
  stop_on_reply?: boolean;
  stop_on_ooo?: boolean;
  stop_on_bounce?: boolean;
  /** Steps in the sequence, each an hour after the one before (2 unless said). */
  steps?: number;
  /** The steps' From (a pool mailbox sends as itself); the pool's choice when absent. */
  from?: string;
}

export interface SentRunFixture {
  runId: string;
  contactId: string;
  opportunityId: string;
  /** How many steps the app's advancer sent while setting up (1 normally; 0 when nothing could send). */
  sent: number;
  /** Step 1's sent delivery, or null when it was not sent. */
  delivery: { message_id: string; mailbox: string; provider: string } | null;
}

let made = 0;

/**
 * What the inbound-mail tests answer: a two-step sequence (step 2 an hour after step 1, reply lookback 72 h, open every
 * hour of every day) with one run for a new contact and its opportunity, and the app's own advancer drained once so
 * step 1 is sent through whatever provider the app runs with.
 */
export async function sentRunFixture(app: INestApplication, email: string, flags: SequenceFlags = {}): Promise<SentRunFixture> {
  made += 1;
  const db = app.get(DataSource);
  const name = `Inbound fixture ${made} ${email}`;
  const [{ id: templateId }] = (await db.query(`INSERT INTO email_templates (name, subject, html) VALUES ($1, 'Hello', '<p>Hi</p>') RETURNING id`, [name])) as { id: string }[];
  const [{ id: sequenceId }] = (await db.query(
    `INSERT INTO sequences (name, stop_on_reply, stop_on_ooo, stop_on_bounce, reply_lookback_hours) VALUES ($1, $2, $3, $4, 72) RETURNING id`,
    [name, flags.stop_on_reply ?? true, flags.stop_on_ooo ?? false, flags.stop_on_bounce ?? true],
  )) as { id: string }[];
  for (let step = 1; step <= (flags.steps ?? 2); step += 1) {
    await db.query(
      `INSERT INTO sequence_steps (sequence_id, step_order, template_id, delay_seconds, from_override) VALUES ($1, $2, $3, $4, $5)`,
      [sequenceId, step, templateId, step === 1 ? 0 : 3600, flags.from ?? null],
    );
  }
  const [{ id: ruleId }] = (await db.query(
    `INSERT INTO enrollment_rules (sequence_id, name, status, start_date, send_window_json, timezone)
     VALUES ($1, 'r', 'active', '2026-01-01', '{"days":[1,2,3,4,5,6,7],"start_hour":0,"end_hour":24}', 'UTC') RETURNING id`,
    [sequenceId],
  )) as { id: string }[];
  const [{ id: contactId }] = (await db.query(`INSERT INTO contacts (email, consent_status) VALUES ($1, 'opted_in') RETURNING id`, [email])) as { id: string }[];
  const [{ id: opportunityId }] = (await db.query(`INSERT INTO opportunities (tracking_number, contact_id, status) VALUES ($1, $2, 'new') RETURNING id`, [`IF-${process.pid}-${made}`, contactId])) as { id: string }[];
  const [{ id: runId }] = (await db.query(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, next_run_at) VALUES ($1, $2, $3, 'active', 1, now() - interval '1 second') RETURNING id`,
    [sequenceId, contactId, ruleId],
  )) as { id: string }[];
  const { sent } = await app.get(AdvancerService).drain(10_000);
  const [delivery] = (await db.query(`SELECT message_id, mailbox, provider FROM deliveries WHERE enrollment_id = $1 AND status = 'sent'`, [runId])) as SentRunFixture['delivery'][];
  return { runId, contactId, opportunityId, sent, delivery: delivery ?? null };
}

/** Makes the run's next step due now and drains the app's advancer once: the Message-ID of the step it sent, or null. */
export async function sendNextStep(app: INestApplication, runId: string): Promise<string | null> {
  const db = app.get(DataSource);
  const [{ current_step: step }] = (await db.query(`SELECT current_step FROM sequence_enrollments WHERE id = $1`, [runId])) as { current_step: number }[];
  await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1`, [runId]);
  await app.get(AdvancerService).drain(10_000);
  const rows = (await db.query(`SELECT message_id FROM deliveries WHERE enrollment_id = $1 AND step_order = $2 AND status = 'sent'`, [runId, step])) as { message_id: string }[];
  return rows[0]?.message_id ?? null;
}
