import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertDeliveries, insertOpportunities, insertOpportunity, insertRun, insertSteps, insertTemplate, type RunRow, sql } from './support/factories';

interface Summary {
  success: boolean;
  metrics: Record<string, number | null>;
  active_runs: { id: string; status: string; current_step: number; contact: { email: string; name: string | null }; next_step_label: string; next_run_at: string | null }[];
  funnel_metrics: Record<string, number>;
  outcome_breakdown: { outcome: string; count: number }[];
  recent_activity: { date: string; enrolled: number; completed: number; canceled: number }[];
}

describe('Sequences: analytics summary', () => {
  let t: TestApp;
  let db: DataSource;
  let auth: Record<string, string> = {};
  let sequenceId = '';
  const ids: Record<string, string> = {};

  const get = async (path: string): Promise<{ status: number; body: Summary }> => {
    const response = await fetch(`${t.url}${path}`, { headers: auth });
    return { status: response.status, body: (await response.json()) as Summary };
  };
  const contact = async (email: string, first: string | null): Promise<string> =>
    (await insertContact(db, { email, first_name: first, last_name: 'Doe' })).id;
  /** A run started at `started` (SQL); one that has ended ended now unless `ended` (SQL) says when. */
  const enroll = async (name: string, contactId: string, status: RunRow['status'], started: string, extra: { next?: string; reason?: string; step?: number; ended?: string } = {}): Promise<void> => {
    const run = await insertRun(db, {
      sequence_id: sequenceId, contact_id: contactId, status, current_step: extra.step ?? 1, next_run_at: extra.next === undefined ? null : sql(extra.next),
      started_at: sql(started), created_at: sql(started), end_reason: extra.reason ?? null,
      ...(extra.ended === undefined ? {} : { ended_at: sql(extra.ended) }),
    });
    ids[name] = run.id;
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'analyst.sequences@movingco.example', days: 1 });
    auth = { authorization: `Bearer ${token.token}` };
    const created = await fetch(`${t.url}/api/sequences`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Measured' }) });
    sequenceId = ((await created.json()) as { sequence: { id: string } }).sequence.id;
    const template = await insertTemplate(db, { name: 'Q', subject: 'Your quote, {{fallback firstName "there"}}' });
    await insertSteps(db, sequenceId, [{ template_id: template.id }, { delay_seconds: 60 }]);

    const [a, b, c, d, e, f] = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((x) => contact(`${x}@example.com`, x === 'f' ? null : x.toUpperCase())));
    await enroll('due', a, 'active', `now() - interval '2 days'`, { next: `now() - interval '1 hour'` });
    await enroll('later', b, 'active', `now() - interval '40 days'`, { next: `now() + interval '1 day'`, step: 2 });
    await enroll('paused', c, 'paused', `now() - interval '3 days'`);
    // A conversion is a run its goal ended: d's 4 days after enrolling, f's 40 days after (both within the last 30
    // days). a's contact is booked but its run goes on (no goal ended it: not a conversion); c's is only pending.
    await enroll('done', d, 'completed', `now() - interval '10 days'`, { reason: 'goal_reached', ended: `now() - interval '6 days'` });
    await enroll('canceled', e, 'canceled', `now() - interval '5 days'`);
    await enroll('old', f, 'completed', `now() - interval '60 days'`, { reason: 'goal_reached', ended: `now() - interval '20 days'` });
    await insertOpportunities(db, [
      { tracking_number: 'T1', status: 'booked', contact_id: d, updated_at: sql("now() - interval '6 days'") },
      { tracking_number: 'T2', status: 'booked', contact_id: a, updated_at: sql("now() - interval '3 days'") },
      { tracking_number: 'T3', status: 'pending', contact_id: c, updated_at: sql('now()') },
    ]);
    await insertOpportunity(db, { tracking_number: 'T4', status: 'completed', contact_id: f, updated_at: sql("now() - interval '20 days'") });
    const testSend = { kind: 'test', to_email: 'x@movingco.example', from_email: 'f@movingco.example', sequence_id: sequenceId } as const;
    await insertDeliveries(db, [
      { ...testSend, idempotency_key: 'k1', status: 'sent', created_at: sql('now()') },
      { ...testSend, idempotency_key: 'k2', status: 'failed', created_at: sql('now()') },
      { ...testSend, idempotency_key: 'k3', status: 'sent', created_at: sql("now() - interval '40 days'") },
    ]);
  });
  afterAll(() => t.close());

  it('should compute every metric from the enrollments, the opportunities and the recorded sends', async () => {
    const { status, body } = await get(`/api/sequences/${sequenceId}/analytics/summary`);
    expect(status).toBe(200);
    expect(body.metrics).toEqual({ total_lifetime: 6, active_now: 3, completed: 2, canceled: 1, converted: 2, conversion_rate: 0.3333, avg_days_to_convert: 22 });
    expect(body.funnel_metrics).toEqual({ steps_completed_30d: 1, conversions_30d: 2, active_enrollments_30d: 2 });
    expect(body.outcome_breakdown).toEqual([
      { outcome: 'active', count: 2 }, { outcome: 'goal_reached', count: 2 }, { outcome: 'canceled', count: 1 }, { outcome: 'paused', count: 1 },
    ]);
    expect(body.active_runs.map((run) => [run.id, run.status, run.next_step_label, run.contact.email])).toEqual([
      // Merge tags read as their labels: no raw {{firstName}} in a list.
      [ids.due, 'ready', 'Step 1: Your quote, [First name]', 'a@example.com'],
      [ids.later, 'scheduled', 'Step 2', 'b@example.com'],
      [ids.paused, 'paused', 'Step 1: Your quote, [First name]', 'c@example.com'],
    ]);
    expect(body.active_runs[0].contact.name).toBe('A Doe');
    expect(body.recent_activity).toHaveLength(30);
    expect(body.recent_activity[29].date).toBe(new Date().toISOString().slice(0, 10));
    const totals = body.recent_activity.reduce((sum, day) => ({ enrolled: sum.enrolled + day.enrolled, completed: sum.completed + day.completed, canceled: sum.canceled + day.canceled }), { enrolled: 0, completed: 0, canceled: 0 });
    expect(totals).toEqual({ enrolled: 4, completed: 2, canceled: 1 });
  });

  it('should answer 404 for an unknown sequence', async () => {
    expect((await get('/api/sequences/00000000-0000-4000-8000-000000000000/analytics/summary')).status).toBe(404);
  });
});
