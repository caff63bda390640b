import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { insertContact, insertOpenRule, insertOpportunity, insertTemplate } from './support/factories';

interface Run {
  status: string;
  current_step: number;
  end_reason: string | null;
  hold_reason: string | null;
}
interface Task {
  title: string;
  status: string;
  assignee: string | null;
  outcome: string | null;
}

/**
 * Call-task steps: a run reaching a call step opens a task for the opportunity's assignee and waits; the call's
 * outcome recorded with the Call Outcome Tracker (or the task expiring) picks where the run goes.
 */
describe('Sequence call-task steps', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};
  let templateId = '';
  let sequenceId = '';
  let n = 0;

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...bearer }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const run = async (id: string): Promise<Run> =>
    ((await db.query(`SELECT status, current_step, end_reason, hold_reason FROM sequence_enrollments WHERE id = $1`, [id])) as Run[])[0];
  const task = async (runId: string): Promise<Task> =>
    ((await db.query(`SELECT title, status, assignee, outcome FROM call_tasks WHERE enrollment_id = $1`, [runId])) as Task[])[0];
  const drain = () => advancerWith(t.app, sequenceSender(t.app, db)).drain(10_000);
  /** A contact named Dana Whitfield with an opportunity assigned to Sam Rivera, enrolled under an always-open rule and due now. */
  const enrolledDue = async (): Promise<{ runId: string; opportunityId: string; email: string }> => {
    n += 1;
    const email = `dana${n}@example.com`;
    const { id: contactId } = await insertContact(db, { email, first_name: 'Dana', last_name: 'Whitfield', consent_status: 'opted_in', phone: '+15125550100' });
    const { id: opportunityId } = await insertOpportunity(db, { tracking_number: `CALL-${n}`, contact_id: contactId, status: 'new', assignee: 'Sam Rivera' });
    const assigned = await call('POST', `/api/enrollment/sequences/${sequenceId}/manual-assign`, { contact_ids: [contactId] });
    expect(assigned.body).toMatchObject({ assigned_count: 1 });
    const runId = (assigned.body.enrollment_ids as string[])[0];
    const { id: ruleId } = await insertOpenRule(db, sequenceId);
    await db.query(`UPDATE sequence_enrollments SET rule_id = $2, next_run_at = now() - interval '1 second' WHERE id = $1`, [runId, ruleId]);
    return { runId, opportunityId, email };
  };

  beforeAll(async () => {
    // The default follow-up policy also acts on some outcomes (ending runs, enrolling): none here, so the route alone moves the run.
    t = await startTestApp({ SEND_HOLIDAYS: 'none', CALL_FOLLOW_UP_POLICY: 'rescheduled=callback_reminder' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'calls.sequences@movingco.example', days: 1 })).token}` };
    ({ id: templateId } = await insertTemplate(db, { name: 'Calls', subject: 'After our call' }));
    sequenceId = ((await call('POST', '/api/sequences', { name: 'New lead follow-up' })).body.sequence as { id: string }).id;
  });
  afterAll(() => t.close());

  it('should refuse a branch that does not go forward, naming the step', async () => {
    const refused = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, {
      steps: [{ template_id: templateId }, { type: 'call', config: { routes: { no_answer: 1 } } }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Step 2: routes.no_answer: step 1 is not a later step of this sequence (this is the last step: use next, end or goal)');
  });

  it('should open a task for the assignee and wait; a recorded call moves the run where its outcome routes it', async () => {
    const saved = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, {
      steps: [
        { type: 'call', config: { expire_hours: 24, routes: { no_answer: 3, not_interested: 'end' } } },
        { template_id: templateId, delay_seconds: 60 },
        { template_id: templateId },
      ],
    });
    expect(saved.status).toBe(200);
    const { runId, opportunityId, email } = await enrolledDue();

    await drain();
    expect(await run(runId)).toMatchObject({ status: 'active', current_step: 1, hold_reason: 'call_task' });
    expect(await task(runId)).toEqual({ title: 'Call Dana Whitfield — step 1 of New lead follow-up', status: 'open', assignee: 'Sam Rivera', outcome: null });
    const due = await call('GET', '/api/call-tasks');
    expect(due.body.tasks).toEqual([expect.objectContaining({ title: 'Call Dana Whitfield — step 1 of New lead follow-up', status: 'open', opportunity_id: opportunityId, step_order: 1 })]);
    expect((await call('GET', `/api/call-tasks?opportunity_id=${opportunityId}&status=all`)).body).toMatchObject({ total: 1 });
    const explained = await call('GET', `/api/enrollments/${runId}/explain`);
    expect((explained.body.explain as { summary: string }).summary).toMatch(/^Waiting for a call outcome from Sam Rivera, due (today|[A-Z][a-z]{2} \d{1,2},) \d{1,2}(:\d{2})? (am|pm); without one by /);
    // Waiting sends nothing, however often the advancer looks.
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1`, [runId]);
    await drain();
    expect(await run(runId)).toMatchObject({ current_step: 1, hold_reason: 'call_task' });

    const recorded = await call('POST', '/api/record-call-outcome', { opportunity_id: opportunityId, agent: 'Sam Rivera', phone_number: '5125550100', outcome: 'no_answer' });
    expect(recorded.status).toBe(201);
    await waitFor('the call to close the task', async () => (await task(runId)).status === 'done');
    expect(await task(runId)).toMatchObject({ outcome: 'no_answer' });
    await drain();
    // no_answer routes to step 3: step 2 is passed over, and step 3 is due by its own delay (0).
    expect(await run(runId)).toMatchObject({ status: 'active', current_step: 3 });
    const lines = (await db.query(`SELECT title, detail FROM opportunity_activity WHERE opportunity_id = $1 AND kind = 'sequence_step_done'`, [opportunityId])) as { title: string; detail: string }[];
    expect(lines).toEqual([{ title: 'Call outcome: no answer (step 1)', detail: 'New lead follow-up: on to step 3' }]);
    expect((await call('GET', '/api/call-tasks')).body.tasks).toEqual([]);
    await drain();
    expect(await run(runId)).toMatchObject({ status: 'completed', end_reason: 'completed' });
    expect(((await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE to_email = $1`, [email])) as { n: number }[])[0].n).toBe(1);
  });

  it('should end the run on an outcome routed to the end, and take the no-answer route when the task expires', async () => {
    const ends = await enrolledDue();
    const expires = await enrolledDue();
    await drain();
    await call('POST', '/api/record-call-outcome', { opportunity_id: ends.opportunityId, agent: 'Sam Rivera', phone_number: '5125550100', outcome: 'not_interested' });
    await waitFor('the call to close the task', async () => (await task(ends.runId)).status === 'done');
    // Nobody calls the other: its task runs out.
    await db.query(`UPDATE call_tasks SET expires_at = now() - interval '1 second' WHERE enrollment_id = $1`, [expires.runId]);
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1`, [expires.runId]);
    await drain();
    expect(await run(ends.runId)).toMatchObject({ status: 'completed', end_reason: 'call_outcome' });
    expect(await run(expires.runId)).toMatchObject({ status: 'active', current_step: 3 });
    expect(await task(expires.runId)).toMatchObject({ status: 'expired', outcome: null });

    // Per-step results: the call step's calls and outcomes, the email steps' sends (no A/B variants here).
    const noAb = { variants: [], variant_comparison: null, winner: null };
    const summary = await call('GET', `/api/sequences/${sequenceId}/analytics/summary`);
    expect(summary.body.step_results).toEqual([
      { step_order: 1, type: 'call', sent: 0, replied: 0, bounced: 0, unsubscribed: 0, skipped: 0,
        calls: { made: 2, expired: 1, outcomes: [{ outcome: 'no_answer', count: 1 }, { outcome: 'not_interested', count: 1 }] }, ...noAb },
      { step_order: 2, type: 'email', sent: 0, replied: 0, bounced: 0, unsubscribed: 0, skipped: 0, calls: { made: 0, expired: 0, outcomes: [] }, ...noAb },
      { step_order: 3, type: 'email', sent: 1, replied: 0, bounced: 0, unsubscribed: 0, skipped: 0, calls: { made: 0, expired: 0, outcomes: [] }, ...noAb },
    ]);
  });
});
