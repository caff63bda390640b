import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { insertContact, insertOpportunity, insertTemplate } from './support/factories';

interface Run {
  status: string;
  end_reason: string | null;
  next_run_at: Date | null;
}

/**
 * Sequence goals: a run ends as converted (`goal_reached`) once the contact's opportunity reaches one of its
 * sequence's goal statuses: at once when the status changes (outbox event → worker job), and at send time.
 */
describe('Sequence goals', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};
  let templateId = '';
  let n = 0;

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...bearer }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  /** A one-step sequence (with `fields`), and a contact with one opportunity of `status`, enrolled by hand. */
  const enrolled = async (fields: Record<string, unknown>, status = 'new'): Promise<{ sequenceId: string; opportunityId: string; runId: string; email: string }> => {
    n += 1;
    const created = await call('POST', '/api/sequences', { name: `Goals ${n}`, ...fields });
    expect(created.status).toBe(201);
    const sequenceId = (created.body.sequence as { id: string }).id;
    expect((await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templateId, delay_seconds: 7 * 86400 }, { template_id: templateId }] })).status).toBe(200);
    const email = `goal${n}@example.com`;
    const { id: contactId } = await insertContact(db, { email, consent_status: 'opted_in' });
    const { id: opportunityId } = await insertOpportunity(db, { tracking_number: `GOAL-${n}`, contact_id: contactId, status });
    const assigned = await call('POST', `/api/enrollment/sequences/${sequenceId}/manual-assign`, { contact_ids: [contactId] });
    expect(assigned.body).toMatchObject({ assigned_count: 1 });
    return { sequenceId, opportunityId, runId: (assigned.body.enrollment_ids as string[])[0], email };
  };
  const run = async (id: string): Promise<Run> =>
    ((await db.query(`SELECT status, end_reason, next_run_at FROM sequence_enrollments WHERE id = $1`, [id])) as Run[])[0];

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'goals.sequences@movingco.example', days: 1 })).token}` };
    ({ id: templateId } = await insertTemplate(db, { name: 'Goals', subject: 'Still moving?' }));
  });
  afterAll(() => t.close());

  it('should take the goal statuses (booked by default), refuse a status that is not one, and record a change in the history', async () => {
    const plain = await call('POST', '/api/sequences', { name: 'Goal default' });
    expect(plain.body.sequence).toMatchObject({ goal_statuses: ['booked'] });
    const id = (plain.body.sequence as { id: string }).id;
    const changed = await call('PUT', `/api/sequences/${id}`, { goal_statuses: ['booked', 'completed'] });
    expect(changed.status).toBe(200);
    expect(changed.body.sequence).toMatchObject({ goal_statuses: ['booked', 'completed'] });
    expect((await call('PUT', `/api/sequences/${id}`, { goal_statuses: [] })).body.sequence).toMatchObject({ goal_statuses: [] });
    const refused = await call('PUT', `/api/sequences/${id}`, { goal_statuses: ['won'] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED' });
    expect(String(refused.body.message)).toContain('goal_statuses must be among');
    expect((await call('PUT', `/api/sequences/${id}`, { goal_statuses: ['booked', 'booked'] })).status).toBe(400);
    const history = (await db.query(`SELECT summary FROM sequence_events WHERE sequence_id = $1 AND type = 'updated' ORDER BY created_at`, [id])) as { summary: string }[];
    expect(history.map((row) => row.summary).join(' | ')).toContain('goal');
  });

  it('should end the run at once when the opportunity is booked, as a conversion with its ended event and timeline line', async () => {
    const { opportunityId, runId } = await enrolled({});
    expect((await run(runId)).status).toBe('active');
    expect((await call('PUT', `/api/opportunities/${opportunityId}`, { status: 'booked' })).status).toBe(200);
    const started = Date.now();
    await waitFor('the run to reach its goal', async () => (await run(runId)).status === 'completed');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await run(runId)).toEqual({ status: 'completed', end_reason: 'goal_reached', next_run_at: null });
    const ended = (await db.query(`SELECT payload FROM outbox_events WHERE event_type = 'sequence_run.ended' AND payload->>'enrollmentId' = $1`, [runId])) as { payload: Record<string, unknown> }[];
    expect(ended.map((row) => row.payload)).toEqual([{ enrollmentId: runId, step: 1, status: 'completed', reason: 'goal_reached' }]);
    const lines = (await db.query(`SELECT kind, detail FROM opportunity_activity WHERE opportunity_id = $1 AND kind LIKE 'sequence_%'`, [opportunityId])) as { kind: string; detail: string }[];
    expect(lines).toEqual([{ kind: 'sequence_run_completed', detail: 'Goal reached: booked (after step 1)' }]);
  });

  it("should leave a run whose sequence has another goal, or none, when the status is not one of its goal's", async () => {
    const other = await enrolled({ goal_statuses: ['completed'] });
    const none = await enrolled({ goal_statuses: [] });
    for (const { opportunityId } of [other, none]) expect((await call('PUT', `/api/opportunities/${opportunityId}`, { status: 'booked' })).status).toBe(200);
    // Both events were relayed to their jobs, which (given half a second) ended nothing.
    await waitFor('the status events to be relayed', async () =>
      ((await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE event_type = 'opportunity.status_changed' AND payload->>'opportunityId' = ANY($1) AND processed_at IS NOT NULL`, [[other.opportunityId, none.opportunityId]])) as { n: number }[])[0].n === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await run(other.runId)).status).toBe('active');
    expect((await run(none.runId)).status).toBe('active');
    expect((await call('PUT', `/api/opportunities/${other.opportunityId}`, { status: 'completed' })).status).toBe(200);
    await waitFor('the completed goal', async () => (await run(other.runId)).end_reason === 'goal_reached');
  });

  it('should end a due run at send time when its contact is already booked, sending nothing', async () => {
    const { runId, email } = await enrolled({}, 'booked');
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1`, [runId]);
    const advancer = advancerWith(t.app, sequenceSender(t.app, db));
    await advancer.drain(10_000);
    expect(await run(runId)).toEqual({ status: 'completed', end_reason: 'goal_reached', next_run_at: null });
    const sent = (await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE to_email = $1`, [email])) as { n: number }[];
    expect(sent[0].n).toBe(0);
  });

  it('should send nothing when the lead is booked after the advancer decided to send: the delivery row is not written and the run is looked at again', async () => {
    const { runId, email } = await enrolled({});
    // The advancer claimed the run and decided to send step 1; the lead is booked before the send's row goes in.
    await db.query(`UPDATE opportunities SET status = 'booked' WHERE contact_id = (SELECT contact_id FROM sequence_enrollments WHERE id = $1)`, [runId]);
    const outcome = await sequenceSender(t.app, db).send({ enrollmentId: runId, stepOrder: 1 });
    expect(outcome).toMatchObject({ kind: 'retry', reason: 'run_changed' });
    const sent = (await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE to_email = $1`, [email])) as { n: number }[];
    expect(sent[0].n).toBe(0);
    await waitFor('the goal to end the run', async () => (await run(runId)).status === 'completed');
    expect(await run(runId)).toMatchObject({ end_reason: 'goal_reached' });
  });

  it('should explain a reached goal with its status and day, and count it as a conversion in the analytics', async () => {
    const { sequenceId, opportunityId, runId } = await enrolled({});
    expect((await call('PUT', `/api/opportunities/${opportunityId}`, { status: 'booked' })).status).toBe(200);
    await waitFor('the run to reach its goal', async () => (await run(runId)).status === 'completed');
    const explained = await call('GET', `/api/enrollments/${runId}/explain`);
    expect(explained.status).toBe(200);
    expect(JSON.stringify(explained.body)).toMatch(/Goal reached: booked on [A-Z][a-z]{2} \d{1,2}/);
    const summary = await call('GET', `/api/sequences/${sequenceId}/analytics/summary`);
    expect(summary.body.metrics).toMatchObject({ total_lifetime: 1, converted: 1, conversion_rate: 1 });
    expect(summary.body.funnel_metrics).toMatchObject({ conversions_30d: 1 });
  });

  it('should take goal_move_date_passed, and then end a due run whose move date has passed, sending nothing', async () => {
    const refused = await call('POST', '/api/sequences', { name: 'Move goal refused', goal_move_date_passed: 'yes' });
    expect(refused.status).toBe(400);
    expect(String(refused.body.message)).toContain('goal_move_date_passed must be true or false');
    const { runId, email, opportunityId, sequenceId } = await enrolled({ goal_move_date_passed: true });
    expect((await call('GET', `/api/sequences/${sequenceId}`)).body.sequence).toMatchObject({ goal_move_date_passed: true });
    // Three days ago is in the past in every time zone the run might send in.
    await db.query(`UPDATE opportunities SET move_date = (now() - interval '3 days')::date WHERE id = $1`, [opportunityId]);
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1`, [runId]);
    const advancer = advancerWith(t.app, sequenceSender(t.app, db));
    await advancer.drain(10_000);
    expect(await run(runId)).toEqual({ status: 'completed', end_reason: 'move_date_passed', next_run_at: null });
    const sent = (await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE to_email = $1`, [email])) as { n: number }[];
    expect(sent[0].n).toBe(0);
    // Not a conversion: the move date passing is an end, not the goal.
    expect((await call('GET', `/api/sequences/${sequenceId}/analytics/summary`)).body.metrics).toMatchObject({ converted: 0 });
  });
});
