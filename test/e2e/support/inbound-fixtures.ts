import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { DUE_NOW, insertContact, insertOpenRule, insertOpportunity, insertRun, insertSequence, insertTemplate } from './factories';

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
  const template = await insertTemplate(db, { name, subject: 'Hello', html: '<p>Hi</p>' });
  const steps = Array.from({ length: flags.steps ?? 2 }, (_, i) => ({ template_id: template.id, delay_seconds: i === 0 ? 0 : 3600, from_override: flags.from ?? null }));
  const sequence = await insertSequence(db, {
    name, stop_on_reply: flags.stop_on_reply ?? true, stop_on_ooo: flags.stop_on_ooo ?? false, stop_on_bounce: flags.stop_on_bounce ?? true, reply_lookback_hours: 72,
  }, steps);
  const rule = await insertOpenRule(db, sequence.id);
  const { id: contactId } = await insertContact(db, { email, consent_status: 'opted_in' });
  const { id: opportunityId } = await insertOpportunity(db, { tracking_number: `IF-${process.pid}-${made}`, contact_id: contactId });
  const { id: runId } = await insertRun(db, { sequence_id: sequence.id, contact_id: contactId, rule_id: rule.id, next_run_at: DUE_NOW });
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

/** The sending mailbox the inbound tests' app sends from. */
export const INBOUND_MAILBOX = 'sales@movingco.example';

/** The app settings of the inbound tests: one sending mailbox, no rate limits or holidays, an advancer that only runs when a test drains it. */
export const INBOUND_APP_ENV = { SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0', MAIL_SEND_MAILBOXES: INBOUND_MAILBOX };

export interface InboundClient {
  db: DataSource;
  token: string;
  /** Posts a raw message to the Inbox endpoint as the admin: the HTTP status and the parsed answer. */
  post: <T>(raw: string | Buffer) => Promise<{ status: number; body: T }>;
  /** The address's active suppressions, by source. */
  suppressed: (email: string) => Promise<{ source: string }[]>;
}

/** An admin's API token on a started app, and the calls the inbound tests make with it. */
export async function inboundClient(t: { app: INestApplication; url: string }, admin: string): Promise<InboundClient> {
  const db = t.app.get(DataSource);
  const { token } = await t.app.get(ApiTokenService).create({ email: admin, role: UserRole.Admin, days: 1 });
  const post = async <T>(raw: string | Buffer) => {
    const response = await fetch(`${t.url}/api/mail/inbound`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' }, body: typeof raw === 'string' ? raw : new Uint8Array(raw) });
    return { status: response.status, body: (await response.json()) as T };
  };
  const suppressed = async (email: string) => (await db.query(`SELECT source FROM suppressions WHERE email = $1 AND removed_at IS NULL`, [email])) as { source: string }[];
  return { db, token, post, suppressed };
}
