import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { RunControlService } from 'src/modules/runs/control/run-control.service';
import { SmtpCatcher } from 'src/modules/delivery/smtp-catcher.service';
import { AdvancerRepository } from 'src/modules/runs/advancer/advancer.repository';
import type { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { startTestApp, type TestApp } from '../utils/test-app';
import { type ContactFields, DUE_NOW, insertContact, insertOpenRule, insertOpportunity, insertRun, insertSequence, insertTemplate } from './support/factories';

interface RunRow {
  status: string;
  current_step: number;
  next_run_at: Date | null;
  end_reason: string | null;
  hold_reason: string | null;
  retry_count: number;
  locked_until: Date | null;
  last_sent_at: Date | null;
}

/** The advancer against a real database and the real SMTP catcher: claims, checks at send time, sends, advances. */
describe('Sequence advancer', () => {
  let t: TestApp;
  let db: DataSource;
  let advancer: AdvancerService;
  let catcher: SmtpCatcher;
  let templateId = '';
  let n = 0;
  let bearer: Record<string, string> = {};

  /** A sequence of `steps` steps (1 h apart) with an always-open rule, and `runs` contacts enrolled and due now. */
  const scenario = async (opts: { runs?: number; steps?: number; window?: Record<string, unknown>; contact?: ContactFields } = {}): Promise<{ sequenceId: string; ruleId: string; runs: string[]; emails: string[] }> => {
    n += 1;
    const steps = Array.from({ length: opts.steps ?? 2 }, () => ({ template_id: templateId, delay_seconds: 3600 }));
    const { id: sequenceId } = await insertSequence(db, { name: `Advancer ${n}` }, steps);
    const { id: ruleId } = await insertOpenRule(db, sequenceId, { send_window_json: opts.window });
    const runs: string[] = [];
    const emails: string[] = [];
    for (let i = 0; i < (opts.runs ?? 1); i += 1) {
      const email = `adv${n}-${i}@example.com`;
      const { id: contactId } = await insertContact(db, { email, consent_status: 'opted_in', ...opts.contact });
      await insertOpportunity(db, { tracking_number: `ADV-${n}-${i}`, contact_id: contactId });
      const { id } = await insertRun(db, { sequence_id: sequenceId, contact_id: contactId, rule_id: ruleId, next_run_at: DUE_NOW });
      runs.push(id);
      emails.push(email);
    }
    return { sequenceId, ruleId, runs, emails };
  };
  const run = async (id: string): Promise<RunRow> =>
    ((await db.query(`SELECT status, current_step, next_run_at, end_reason, hold_reason, retry_count, locked_until, last_sent_at FROM sequence_enrollments WHERE id = $1`, [id])) as RunRow[])[0];
  const caught = (email: string): number => catcher.list().filter((mail) => mail.to.includes(email)).length;
  const dueNow = (id: string): Promise<unknown> => db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1`, [id]);
  interface Explanation { state: string; due_at: string | null; summary: string; reasons: { code: string; text: string; until?: string }[]; last_error: string | null }
  const explain = async (id: string): Promise<{ status: number; explain: Explanation }> => {
    const response = await fetch(`${t.url}/api/enrollments/${id}/explain`, { headers: bearer });
    const body = (await response.json()) as { explain: Explanation };
    return { status: response.status, explain: body.explain };
  };
  /** Batches until nothing due is left (the app's own scheduled advancer runs hourly here: at boot only). */
  const drain = async (): Promise<void> => {
    await advancer.drain(10_000);
  };

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_DAILY_SEQUENCE_SEND_CAP: '3', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAIL_CATCHER_KEEP: '10000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    catcher = t.app.get(SmtpCatcher);
    advancer = advancerWith(t.app, sequenceSender(t.app, db));
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'advancer.ops@movingco.example', days: 1 })).token}` };
    ({ id: templateId } = await insertTemplate(db, { name: 'Advancer', subject: 'Hello', html: '<p>Hi</p>' }));
  });
  afterAll(() => t.close());

  it('should send a due step once, advance to the next step from the actual send, and complete after the last', async () => {
    const { runs: [id], emails: [email] } = await scenario({ steps: 2 });
    await drain();
    const afterFirst = await run(id);
    expect(afterFirst).toMatchObject({ status: 'active', current_step: 2, hold_reason: null, locked_until: null, retry_count: 0 });
    expect((afterFirst.next_run_at as Date).getTime() - (afterFirst.last_sent_at as Date).getTime()).toBe(3600_000);
    expect(caught(email)).toBe(1);
    await drain();
    expect(caught(email)).toBe(1);

    await dueNow(id);
    await drain();
    expect(await run(id)).toMatchObject({ status: 'completed', end_reason: 'completed', next_run_at: null });
    expect(caught(email)).toBe(2);
    const events = (await db.query(`SELECT event_type FROM outbox_events WHERE payload->>'enrollmentId' = $1 ORDER BY created_at`, [id])) as { event_type: string }[];
    expect(events.map((e) => e.event_type)).toEqual(['sequence_run.step_sent', 'sequence_run.step_sent', 'sequence_run.ended']);
    const timeline = (await db.query(
      `SELECT a.kind FROM opportunity_activity a JOIN opportunities o ON o.id = a.opportunity_id JOIN contacts c ON c.id = o.contact_id WHERE c.email = $1 ORDER BY a.id`,
      [email],
    )) as { kind: string }[];
    expect(timeline.map((a) => a.kind)).toEqual(['sequence_email_sent', 'sequence_email_sent', 'sequence_run_completed']);
    const deliveries = (await db.query(`SELECT idempotency_key, status FROM deliveries WHERE idempotency_key LIKE $1 ORDER BY idempotency_key`, [`seq:${id}:%`])) as { idempotency_key: string; status: string }[];
    expect(deliveries).toEqual([{ idempotency_key: `seq:${id}:1`, status: 'sent' }, { idempotency_key: `seq:${id}:2`, status: 'sent' }]);
  });

  it('should send nothing for paused, cancelled or suppressed runs, and end the suppressed ones with the reason', async () => {
    const paused = await scenario();
    await db.query(`UPDATE sequence_enrollments SET status = 'paused' WHERE id = $1`, [paused.runs[0]]);
    const cancelled = await scenario();
    await db.query(`UPDATE sequence_enrollments SET status = 'canceled', ended_at = now(), end_reason = 'operator' WHERE id = $1`, [cancelled.runs[0]]);
    const unsubscribed = await scenario({ contact: { unsubscribed_at: new Date() } });
    const optedOut = await scenario({ contact: { consent_status: 'opted_out' } });
    const pausedSequence = await scenario();
    await db.query(`UPDATE sequences SET state = 'paused' WHERE id = $1`, [pausedSequence.sequenceId]);
    const pausedRule = await scenario();
    await db.query(`UPDATE enrollment_rules SET status = 'paused' WHERE id = $1`, [pausedRule.ruleId]);
    await drain();
    for (const s of [paused, cancelled, unsubscribed, optedOut, pausedSequence, pausedRule]) expect(caught(s.emails[0])).toBe(0);
    expect(await run(paused.runs[0])).toMatchObject({ status: 'paused' });
    expect(await run(cancelled.runs[0])).toMatchObject({ status: 'canceled', end_reason: 'operator' });
    expect(await run(unsubscribed.runs[0])).toMatchObject({ status: 'canceled', end_reason: 'unsubscribed', next_run_at: null });
    expect(await run(optedOut.runs[0])).toMatchObject({ status: 'canceled', end_reason: 'opted_out' });
    expect(await run(pausedSequence.runs[0])).toMatchObject({ status: 'paused', hold_reason: 'paused_sequence' });
    const held = await run(pausedRule.runs[0]);
    expect(held).toMatchObject({ status: 'active', hold_reason: 'paused_rule', current_step: 1 });
    expect((held.next_run_at as Date).getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });

  it('should slide a run whose window is closed to the next opening and keep the reason', async () => {
    const today = new Date().getUTCDay() || 7;
    const tomorrow = (today % 7) + 1;
    const { runs: [id], emails: [email] } = await scenario({ window: { days: [tomorrow], start_hour: 9, end_hour: 10 } });
    await drain();
    const held = await run(id);
    expect(caught(email)).toBe(0);
    expect(held).toMatchObject({ status: 'active', current_step: 1, hold_reason: 'window_closed' });
    const opening = new Date();
    opening.setUTCDate(opening.getUTCDate() + 1);
    opening.setUTCHours(9, 0, 0, 0);
    expect(held.next_run_at).toEqual(opening);
  });

  it('should stop at the daily sequence cap and hold the rest until the next day', async () => {
    const { runs, emails } = await scenario({ runs: 5, steps: 1 });
    await drain();
    expect(emails.reduce((sum, email) => sum + caught(email), 0)).toBe(3);
    const rows = await Promise.all(runs.map(run));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(3);
    const capped = rows.filter((row) => row.status === 'active');
    expect(capped.map((row) => row.hold_reason)).toEqual(['cap_reached:sequence', 'cap_reached:sequence']);
    for (const row of capped) expect((row.next_run_at as Date).getTime()).toBeGreaterThan(Date.now());
  });

  it("should name whose daily cap held a sequence back: its own, or the organisation's when another sequence took the rest", async () => {
    const repo = t.app.get(AdvancerRepository, { strict: false });
    const [a, b] = ['00000000-0000-4000-8000-00000000caa1', '00000000-0000-4000-8000-00000000caa2'];
    const day = '2031-01-07';
    // Sequence a has sent 2 of its 3 today; then a wants 3 more and b 5, with 3 left for the organisation.
    expect((await repo.reserveSends(day, new Map([[a, 2]]), 100, 3)).grants).toEqual(new Map([[a, 2]]));
    const reservation = await repo.reserveSends(day, new Map([[a, 3], [b, 5]]), 5, 3);
    expect(reservation.grants).toEqual(new Map([[a, 1], [b, 2]]));
    expect(reservation.limitedBy).toEqual(new Map([[a, 'sequence'], [b, 'org']]));
  });

  it('should reclaim a run whose lease ran out, and leave one with a live lease alone', async () => {
    const expired = await scenario({ steps: 1 });
    await db.query(`UPDATE sequence_enrollments SET locked_until = now() - interval '1 second', locked_by = 'crashed-worker' WHERE id = $1`, [expired.runs[0]]);
    const leased = await scenario({ steps: 1 });
    await db.query(`UPDATE sequence_enrollments SET locked_until = now() + interval '1 hour', locked_by = 'busy-worker' WHERE id = $1`, [leased.runs[0]]);
    await drain();
    expect(await run(expired.runs[0])).toMatchObject({ status: 'completed', locked_until: null });
    expect(caught(expired.emails[0])).toBe(1);
    expect(await run(leased.runs[0])).toMatchObject({ status: 'active', current_step: 1 });
    expect(caught(leased.emails[0])).toBe(0);
  });

  it('should explain why a run waits: due, window closed, cap reached, paused with who and why, ended', async () => {
    const due = await scenario();
    expect((await explain(due.runs[0])).explain).toMatchObject({ state: 'active', reasons: [{ code: 'due' }] });

    const today = new Date().getUTCDay() || 7;
    const windowed = await scenario({ window: { days: [(today % 7) + 1], start_hour: 9, end_hour: 10 } });
    const before = (await explain(windowed.runs[0])).explain;
    expect(before.reasons[0]).toMatchObject({ code: 'window_closed' });
    await drain();
    const after = (await explain(windowed.runs[0])).explain;
    expect(after.reasons[0]).toMatchObject({ code: 'window_closed', until: after.due_at });
    expect(after.summary).toMatch(/^The send window is closed until /);

    const capped = await scenario({ runs: 4, steps: 1 });
    await drain();
    const heldRun = (await Promise.all(capped.runs.map(async (id) => ({ id, row: await run(id) })))).find((r) => r.row.status === 'active');
    const capExplain = (await explain(heldRun?.id as string)).explain;
    expect(capExplain.reasons[0]).toMatchObject({ code: 'cap_reached:sequence' });

    const control = t.app.get(RunControlService);
    const paused = await scenario();
    expect(await control.pause(paused.runs[0], 'Customer asked to wait')).toBe(true);
    expect((await explain(paused.runs[0])).explain).toMatchObject({ state: 'paused', summary: 'Paused: Customer asked to wait' });
    await drain();
    expect(caught(paused.emails[0])).toBe(0);

    const later = new Date(Date.now() + 3 * 86_400_000);
    const snoozed = await scenario();
    expect(await control.pause(snoozed.runs[0], 'out_of_office', { until: later })).toBe(true);
    await drain();
    expect(caught(snoozed.emails[0])).toBe(0);
    expect((await run(snoozed.runs[0])).next_run_at).toEqual(later);

    const stopped = await scenario();
    expect(await control.stop(stopped.runs[0], 'reply_received')).toBe(true);
    expect(await control.stop(stopped.runs[0], 'reply_received')).toBe(false);
    await drain();
    expect(caught(stopped.emails[0])).toBe(0);
    expect((await explain(stopped.runs[0])).explain).toMatchObject({ state: 'canceled', due_at: null, summary: 'The run was canceled: the contact replied' });
    const events = (await db.query(`SELECT event_type FROM outbox_events WHERE payload->>'enrollmentId' = $1`, [stopped.runs[0]])) as { event_type: string }[];
    expect(events.map((e) => e.event_type)).toEqual(['sequence_run.ended']);

    expect((await explain('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
