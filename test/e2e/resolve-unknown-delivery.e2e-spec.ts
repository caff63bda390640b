import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { SmtpCatcher } from 'src/modules/delivery/smtp-catcher.service';
import type { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertDelivery, insertOpenRule, insertOpportunity, insertRun, insertSequence, insertTemplate, sql } from './support/factories';

interface RunRow {
  status: string;
  current_step: number;
  next_run_at: Date | null;
  hold_reason: string | null;
  pause_reason: string | null;
  last_error: string | null;
  last_sent_at: Date | null;
  end_reason: string | null;
  locked_until: Date | null;
}
interface DeliveryRow {
  id: string;
  status: string;
  idempotency_key: string;
  error: string | null;
  sent_at: Date | null;
  attempt_started_at: Date | null;
  resolution: string | null;
  resolved_at: Date | null;
  resolved_by_user_id: string | null;
  resolution_note: string | null;
}
interface Answer {
  success: boolean;
  error?: string;
  message?: string;
  error_code?: string;
  status?: string;
  errors?: Record<string, string>;
  delivery?: { id: string; status: string; error: string | null; resolution: { outcome: string; at: string; by: string | null; note: string | null } | null };
  run?: { id: string; status: string; current_step: number; next_run_at: string | null; moved: boolean } | null;
}

/**
 * An operator resolves a send the engine could not confirm: a crashed SMTP attempt (started, never finished, past its
 * lease) that the real sender marks `unknown` and the advancer answers by pausing the run as `delivery_unknown`.
 */
describe('Resolve an unknown delivery: POST /api/deliveries/{id}/resolve', () => {
  let t: TestApp;
  let db: DataSource;
  let advancer: AdvancerService;
  let catcher: SmtpCatcher;
  let templateId = '';
  let adminId = '';
  let adminName = '';
  let n = 0;
  const bearer: Record<'admin' | 'staff', Record<string, string>> = { admin: {}, staff: {} };

  const resolve = async (id: string, body: unknown, who: 'admin' | 'staff' | null = 'admin'): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}/api/deliveries/${id}/resolve`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(who ? bearer[who] : {}) }, body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const run = async (id: string): Promise<RunRow> =>
    ((await db.query(`SELECT status, current_step, next_run_at, hold_reason, pause_reason, last_error, last_sent_at, end_reason, locked_until FROM sequence_enrollments WHERE id = $1`, [id])) as RunRow[])[0];
  const deliveriesOf = async (runId: string): Promise<DeliveryRow[]> =>
    (await db.query(
      `SELECT id, status, idempotency_key, error, sent_at, attempt_started_at, resolution, resolved_at, resolved_by_user_id, resolution_note
         FROM deliveries WHERE enrollment_id = $1 ORDER BY created_at, id`,
      [runId],
    )) as DeliveryRow[];
  const caught = (email: string): number => catcher.list().filter((mail) => mail.to.includes(email)).length;
  const events = async (runId: string): Promise<string[]> =>
    ((await db.query(`SELECT event_type, payload->>'action' AS action FROM outbox_events WHERE payload->>'enrollmentId' = $1 ORDER BY created_at, id`, [runId])) as { event_type: string; action: string | null }[])
      .map((e) => (e.action ? `${e.event_type}:${e.action}` : e.event_type)).sort();
  const timeline = async (email: string): Promise<string[]> =>
    ((await db.query(
      `SELECT a.kind FROM opportunity_activity a JOIN opportunities o ON o.id = a.opportunity_id JOIN contacts c ON c.id = o.contact_id WHERE c.email = $1 ORDER BY a.id`,
      [email],
    )) as { kind: string }[]).map((a) => a.kind);

  /**
   * A run of `steps` steps (1 h apart, always-open window) whose step 1 was attempted 10 minutes ago by a worker that
   * died mid-call: the advancer finds it, the sender cannot confirm it over SMTP, and the run pauses for an operator.
   */
  const unknownSend = async (steps: number): Promise<{ runId: string; deliveryId: string; email: string; attemptAt: Date }> => {
    n += 1;
    const email = `unknown${n}@example.com`;
    const { id: sequenceId } = await insertSequence(db, { name: `Unknown ${n}` }, Array.from({ length: steps }, () => ({ template_id: templateId, delay_seconds: 3600 })));
    const rule = await insertOpenRule(db, sequenceId);
    const { id: contactId } = await insertContact(db, { email, consent_status: 'opted_in' });
    await insertOpportunity(db, { tracking_number: `UNK-${n}`, contact_id: contactId });
    const { id: runId } = await insertRun(db, { sequence_id: sequenceId, contact_id: contactId, rule_id: rule.id, next_run_at: sql("now() - interval '11 minutes'") });
    const { id: deliveryId, attempt_started_at: attemptAt } = await insertDelivery(db, {
      idempotency_key: `seq:${runId}:1`, template_id: templateId, contact_id: contactId, sequence_id: sequenceId, enrollment_id: runId, step_order: 1,
      to_email: email, from_email: 'no-reply@movingco.example', subject: 'Hello', message_id: `<unknown-${n}@movingco.example>`,
      mailbox: 'no-reply@movingco.example', attempts: 1, attempt_started_at: sql("now() - interval '10 minutes'"),
    });
    await advancer.drain(10_000);
    return { runId, deliveryId, email, attemptAt: attemptAt! };
  };

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAIL_CATCHER_KEEP: '10000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    catcher = t.app.get(SmtpCatcher);
    advancer = advancerWith(t.app, sequenceSender(t.app, db));
    const tokens = t.app.get(ApiTokenService);
    bearer.admin = { authorization: `Bearer ${(await tokens.create({ email: 'dana.resolve@movingco.example', days: 1, role: UserRole.Admin })).token}` };
    bearer.staff = { authorization: `Bearer ${(await tokens.create({ email: 'sam.resolve@movingco.example', days: 1 })).token}` };
    [{ id: adminId, name: adminName }] = (await db.query(
      `SELECT id, coalesce(nullif(display_name, ''), email) AS name FROM users WHERE email = 'dana.resolve@movingco.example'`,
    )) as { id: string; name: string }[];
    ({ id: templateId } = await insertTemplate(db, { name: 'Resolve', subject: 'Hello', html: '<p>Hi</p>' }));
  });
  afterAll(() => t.close());

  it('should leave a crashed, unconfirmable send unknown and its run paused for an operator, with nothing sent', async () => {
    const { runId, deliveryId, email } = await unknownSend(2);
    expect(await deliveriesOf(runId)).toEqual([expect.objectContaining({ id: deliveryId, status: 'unknown', resolution: null })]);
    expect(await run(runId)).toMatchObject({
      status: 'paused', current_step: 1, hold_reason: 'delivery_unknown', last_error: `Delivery ${deliveryId}: outcome unknown`, locked_until: null,
    });
    expect((await run(runId)).next_run_at).not.toBeNull();
    await advancer.drain(10_000);
    expect(caught(email)).toBe(0);
  });

  it("should mark it sent at its attempt time and move the run on exactly as a send does ('sent')", async () => {
    const { runId, deliveryId, email, attemptAt } = await unknownSend(2);
    const answer = await resolve(deliveryId, { outcome: 'sent', note: '  Found it in the Sent folder ' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, delivery: { id: deliveryId, status: 'sent', error: null }, run: { id: runId, status: 'active', current_step: 1, moved: true } });
    expect(answer.body.delivery?.resolution).toMatchObject({ outcome: 'sent', by: adminName, note: 'Found it in the Sent folder' });
    const [row] = await deliveriesOf(runId);
    expect(row).toMatchObject({ status: 'sent', idempotency_key: `seq:${runId}:1`, error: null, resolution: 'sent', resolved_by_user_id: adminId, resolution_note: 'Found it in the Sent folder' });
    expect(row.sent_at?.getTime()).toBe(attemptAt.getTime());
    const after = await run(runId);
    expect(after).toMatchObject({ status: 'active', current_step: 2, hold_reason: null, pause_reason: null, last_error: null, locked_until: null });
    expect(after.last_sent_at?.getTime()).toBe(attemptAt.getTime());
    // The next step's delay counts from the send, as after any send.
    expect((after.next_run_at as Date).getTime() - attemptAt.getTime()).toBe(3600_000);
    expect(await events(runId)).toEqual(['sequence_run.paused', 'sequence_run.step_sent', 'enrollment.run_action:delivery_marked_sent'].sort());
    expect(await timeline(email)).toEqual(['sequence_run_paused', 'sequence_email_sent']);

    // Step 1 is never sent again; step 2 goes when due, once, and the run completes.
    await advancer.drain(10_000);
    expect(caught(email)).toBe(0);
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1`, [runId]);
    await advancer.drain(10_000);
    await advancer.drain(10_000);
    expect(caught(email)).toBe(1);
    expect(await run(runId)).toMatchObject({ status: 'completed', end_reason: 'completed' });
    expect((await deliveriesOf(runId)).map((d) => [d.idempotency_key, d.status])).toEqual([[`seq:${runId}:1`, 'sent'], [`seq:${runId}:2`, 'sent']]);
  });

  it("should complete the run when the confirmed send was its last step ('sent')", async () => {
    const { runId, deliveryId, email } = await unknownSend(1);
    const answer = await resolve(deliveryId, { outcome: 'sent' });
    expect(answer.status).toBe(200);
    expect(answer.body.run).toMatchObject({ status: 'completed', next_run_at: null, moved: true });
    expect(await run(runId)).toMatchObject({ status: 'completed', end_reason: 'completed', next_run_at: null, hold_reason: null });
    expect(await events(runId)).toEqual(['sequence_run.paused', 'sequence_run.step_sent', 'sequence_run.ended', 'enrollment.run_action:delivery_marked_sent'].sort());
    expect(await timeline(email)).toEqual(['sequence_run_paused', 'sequence_email_sent', 'sequence_run_completed']);
    expect((await deliveriesOf(runId))[0].resolution_note).toBeNull();
  });

  it("should mark it failed with who and why and send the step again exactly once ('not_sent')", async () => {
    const { runId, deliveryId, email } = await unknownSend(2);
    const answer = await resolve(deliveryId, { outcome: 'not_sent', note: 'Not in Sent Items; the customer got nothing' });
    const error = `Marked not sent by ${adminName}: Not in Sent Items; the customer got nothing`;

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, delivery: { id: deliveryId, status: 'failed', error }, run: { id: runId, status: 'active', current_step: 0, moved: true } });
    const [retired] = await deliveriesOf(runId);
    expect(retired).toMatchObject({ status: 'failed', idempotency_key: `seq:${runId}:1:not-sent:${deliveryId}`, error, resolution: 'not_sent', resolved_by_user_id: adminId });
    const before = await run(runId);
    // Due now (the window is always open), waiting for nobody, the operator's words as its last error.
    expect(before).toMatchObject({ status: 'active', current_step: 1, hold_reason: null, pause_reason: null, last_error: error, locked_until: null });
    expect((before.next_run_at as Date).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await events(runId)).toEqual(['sequence_run.paused', 'enrollment.run_action:delivery_marked_not_sent'].sort());

    await advancer.drain(10_000);
    await advancer.drain(10_000);
    expect(caught(email)).toBe(1);
    expect((await deliveriesOf(runId)).map((d) => [d.idempotency_key, d.status])).toEqual([
      [`seq:${runId}:1:not-sent:${deliveryId}`, 'failed'],
      [`seq:${runId}:1`, 'sent'],
    ]);
    expect(await run(runId)).toMatchObject({ status: 'active', current_step: 2, last_error: null });
  });

  it('should refuse a delivery that is not unknown (409) and leave it as it is', async () => {
    const { runId, deliveryId } = await unknownSend(2);
    expect((await resolve(deliveryId, { outcome: 'sent' })).status).toBe(200);
    const again = await resolve(deliveryId, { outcome: 'not_sent' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false, error_code: 'DELIVERY_NOT_UNKNOWN', status: 'sent',
      error: 'Only a delivery whose outcome is unknown can be marked as sent or not sent; this one is sent',
    });
    expect(again.body.message).toBe(again.body.error);
    expect((await deliveriesOf(runId)).map((d) => [d.status, d.resolution])).toEqual([['sent', 'sent']]);
    expect((await run(runId)).current_step).toBe(2);
  });

  it('should let only admins resolve (403 for staff, 401 signed out), changing nothing', async () => {
    const { runId, deliveryId } = await unknownSend(2);
    const staff = await resolve(deliveryId, { outcome: 'not_sent' }, 'staff');
    expect(staff.status).toBe(403);
    expect(staff.body).toMatchObject({ success: false, error_code: expect.any(String) as string, message: 'Administrator access required' });
    expect((await resolve(deliveryId, { outcome: 'sent' }, null)).status).toBe(401);
    expect((await deliveriesOf(runId)).map((d) => d.status)).toEqual(['unknown']);
    expect(await run(runId)).toMatchObject({ status: 'paused', hold_reason: 'delivery_unknown' });
  });

  it('should answer 400 for a bad body or id and 404 for a delivery that does not exist', async () => {
    const { runId, deliveryId } = await unknownSend(1);
    for (const body of [{}, { outcome: 'maybe' }, { outcome: 'sent', note: 42 }, { outcome: 'sent', note: 'x'.repeat(501) }, '{"outcome":']) {
      const answer = await resolve(deliveryId, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error_code: expect.any(String) as string });
    }
    const invalid = await resolve(deliveryId, { outcome: 'maybe' });
    expect(invalid.body.errors).toMatchObject({ outcome: 'outcome must be one of sent, not_sent' });
    const badId = await resolve('not-a-uuid', { outcome: 'sent' });
    expect(badId.status).toBe(400);
    expect(badId.body.success).toBe(false);
    const missing = await resolve('00000000-0000-4000-8000-000000000000', { outcome: 'sent' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error_code: 'DELIVERY_NOT_FOUND' });
    expect((await deliveriesOf(runId)).map((d) => d.status)).toEqual(['unknown']);
  });

  it('should show the decision in the deliveries list', async () => {
    const { deliveryId, email } = await unknownSend(1);
    await resolve(deliveryId, { outcome: 'not_sent', note: 'Bounced mailbox check' });
    const response = await fetch(`${t.url}/api/deliveries?email=${encodeURIComponent(email)}`, { headers: bearer.admin });
    const body = (await response.json()) as { deliveries: NonNullable<Answer['delivery']>[] };
    const listed = body.deliveries.find((d) => d.id === deliveryId);
    expect(listed?.resolution).toMatchObject({ outcome: 'not_sent', by: adminName, note: 'Bounced mailbox check' });
    expect(Date.parse(listed?.resolution?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});
