import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { DUE_NOW, insertContact, insertDelivery, insertOpenRule, insertOpportunity, insertRun, insertSequence, insertTemplate, sql } from './support/factories';

interface Answer {
  success: boolean;
  id?: string;
  kind?: string;
  matched_by?: string | null;
  effect?: string;
  duplicate?: boolean;
  error_code?: string;
  message?: string;
}

const tokenFor = async (t: TestApp, email: string, role: UserRole): Promise<string> =>
  (await t.app.get(ApiTokenService).create({ email, role, days: 1 })).token;

const postReply = async (t: TestApp, runId: string, token: string): Promise<{ status: number; body: Answer }> => {
  const response = await fetch(`${t.url}/api/demo/runs/${runId}/reply`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Answer };
};

/** A two-step sequence with one run for a new contact (and their opportunity); `send` lets the advancer send step 1. */
const makeRun = async (t: TestApp, name: string, email: string, send: boolean) => {
  const db = t.app.get(DataSource);
  const template = await insertTemplate(db, { name, subject: 'Your moving quote', html: '<p>Hi</p>' });
  const sequence = await insertSequence(db, { name, stop_on_reply: true }, [{ template_id: template.id }, { template_id: template.id, delay_seconds: 3600 }]);
  const rule = await insertOpenRule(db, sequence.id);
  const { id: contactId } = await insertContact(db, { email, first_name: 'Demo', last_name: 'Contact', consent_status: 'opted_in' });
  const { id: opportunityId } = await insertOpportunity(db, { tracking_number: `DEMO-${name}`, contact_id: contactId });
  const { id: runId } = await insertRun(db, {
    sequence_id: sequence.id, contact_id: contactId, rule_id: rule.id, next_run_at: send ? DUE_NOW : sql("now() + interval '1 day'"),
  });
  if (send) expect((await t.app.get(AdvancerService).drain(10_000)).sent).toBeGreaterThanOrEqual(1);
  return { runId, opportunityId, contactId };
};

/** Simulated replies in demo mode: the mail is caught in-process (no mail settings, not production). */
describe('POST /api/demo/runs/{id}/reply (demo mode)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    admin = await tokenFor(t, 'demo.admin@movingco.example', UserRole.Admin);
  });
  afterAll(() => t.close());

  it('reports demo mode in the settings', async () => {
    const response = await fetch(`${t.url}/api/settings`, { headers: { authorization: `Bearer ${admin}` } });
    expect(((await response.json()) as { data: { demo_mode: boolean } }).data.demo_mode).toBe(true);
  });

  it('makes the contact reply to the last email: the run completes, the opportunity is replied and the message is stored', async () => {
    const { runId, opportunityId } = await makeRun(t, 'reply', 'demo.replier@example.com', true);
    const [sent] = (await db.query(`SELECT message_id, subject FROM deliveries WHERE enrollment_id = $1 AND status = 'sent'`, [runId])) as { message_id: string; subject: string }[];

    const answer = await postReply(t, runId, admin);
    expect(answer).toMatchObject({ status: 200, body: { success: true, kind: 'human_reply', matched_by: 'in_reply_to', effect: 'run_stopped', duplicate: false } });

    const [run] = (await db.query(`SELECT status, end_reason FROM sequence_enrollments WHERE id = $1`, [runId])) as { status: string; end_reason: string }[];
    expect(run).toEqual({ status: 'completed', end_reason: 'reply_received' });
    const [opportunity] = (await db.query(`SELECT status FROM opportunities WHERE id = $1`, [opportunityId])) as { status: string }[];
    expect(opportunity.status).toBe('replied');
    const [stored] = (await db.query(
      `SELECT from_email, subject, kind, enrollment_id, effect, classification->>'in_reply_to' AS in_reply_to, mailbox FROM inbound_messages WHERE id = $1`,
      [answer.body.id],
    )) as Record<string, string>[];
    expect(stored).toMatchObject({ from_email: 'demo.replier@example.com', subject: `Re: ${sent.subject}`, kind: 'human_reply', enrollment_id: runId, effect: 'run_stopped', in_reply_to: sent.message_id });
    // Sent to the Reply-To of our email: the sender's address carrying the run's reply token.
    expect(stored.mailbox).toMatch(/\+r-[a-z0-9]+@/);

    const timeline = await fetch(`${t.url}/api/opportunities/${opportunityId}/activity`, { headers: { authorization: `Bearer ${admin}` } });
    const events = ((await timeline.json()) as { data: { kind: string; detail: string | null }[] }).data;
    expect(events.some((event) => event.kind === 'inbound_reply' || event.kind === 'sequence_reply_received')).toBe(true);
    // The run's end is worded for agents, not shown as the engine's code.
    expect(events.find((event) => event.kind === 'sequence_run_completed')?.detail).toBe('Stopped by Reply');
  });

  it('answers 409 for a run that has sent nothing yet, and 404 for an unknown run', async () => {
    const { runId } = await makeRun(t, 'unsent', 'demo.unsent@example.com', false);
    expect(await postReply(t, runId, admin)).toMatchObject({ status: 409, body: { success: false, error_code: 'DEMO_REPLY_NOTHING_SENT' } });
    expect(await postReply(t, '00000000-0000-4000-8000-000000000000', admin)).toMatchObject({ status: 404, body: { success: false, error_code: 'DEMO_REPLY_RUN_NOT_FOUND' } });
    expect((await db.query(`SELECT count(*)::int AS n FROM inbound_messages WHERE from_email = 'demo.unsent@example.com'`))[0].n).toBe(0);
  });

  it('refuses staff with 403', async () => {
    const { runId } = await makeRun(t, 'staff', 'demo.staff@example.com', true);
    const staff = await tokenFor(t, 'demo.staff@movingco.example', UserRole.Staff);
    expect(await postReply(t, runId, staff)).toMatchObject({ status: 403, body: { success: false } });
    const [run] = (await db.query(`SELECT status FROM sequence_enrollments WHERE id = $1`, [runId])) as { status: string }[];
    expect(run.status).toBe('active');
  });
});

/** With real mail settings the route is inert: 404 with the error envelope, nothing received. */
describe('POST /api/demo/runs/{id}/reply (demo mode off)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ MAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', SEQUENCE_ADVANCER_EVERY_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
    delete process.env.MAIL_PROVIDER;
    delete process.env.SMTP_HOST;
    delete process.env.SMTP_PORT;
  });

  it('answers 404 and reports demo mode off', async () => {
    const admin = await tokenFor(t, 'live.admin@movingco.example', UserRole.Admin);
    const { runId, contactId } = await makeRun(t, 'off', 'live.contact@example.com', false);
    await insertDelivery(t.app.get(DataSource), {
      kind: 'sequence', idempotency_key: 'demo-off-1', contact_id: contactId, to_email: 'live.contact@example.com', from_email: 'sales@movingco.example',
      subject: 'Your moving quote', message_id: '<live-1@movingco.example>', status: 'sent', enrollment_id: runId, step_order: 1, sent_at: sql('now()'),
    });
    expect(await postReply(t, runId, admin)).toMatchObject({ status: 404, body: { success: false, error_code: 'DEMO_MODE_OFF', message: expect.any(String) } });
    expect((await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM inbound_messages`))[0].n).toBe(0);
    const settings = await fetch(`${t.url}/api/settings`, { headers: { authorization: `Bearer ${admin}` } });
    expect(((await settings.json()) as { data: { demo_mode: boolean } }).data.demo_mode).toBe(false);
  });
});
