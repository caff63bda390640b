import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

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
    ((await db.query(`INSERT INTO contacts (email, first_name, last_name) VALUES ($1, $2, 'Doe') RETURNING id`, [email, first])) as { id: string }[])[0].id;
  const enroll = async (name: string, contactId: string, status: string, started: string, extra: { next?: string; reason?: string; step?: number } = {}): Promise<void> => {
    const ended = ['completed', 'canceled', 'failed'].includes(status) ? 'now()' : null;
    const rows = (await db.query(
      `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at, started_at, created_at, ended_at, end_reason)
       VALUES ($1, $2, $3, $4, ${extra.next ?? 'NULL'}, ${started}, ${started}, ${ended ?? 'NULL'}, $5) RETURNING id`,
      [sequenceId, contactId, status, extra.step ?? 1, extra.reason ?? null],
    )) as { id: string }[];
    ids[name] = rows[0].id;
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'analyst.sequences@movingco.example', days: 1 });
    auth = { authorization: `Bearer ${token.token}` };
    const created = await fetch(`${t.url}/api/sequences`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Measured' }) });
    sequenceId = ((await created.json()) as { sequence: { id: string } }).sequence.id;
    const templateId = ((await db.query(`INSERT INTO email_templates (name, subject) VALUES ('Q', 'Your quote, {{fallback firstName "there"}}') RETURNING id`)) as { id: string }[])[0].id;
    await db.query(`INSERT INTO sequence_steps (sequence_id, step_order, type, template_id, delay_seconds) VALUES ($1, 1, 'email', $2, 0), ($1, 2, 'email', NULL, 60)`, [sequenceId, templateId]);

    const [a, b, c, d, e, f] = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((x) => contact(`${x}@example.com`, x === 'f' ? null : x.toUpperCase())));
    await enroll('due', a, 'active', `now() - interval '2 days'`, { next: `now() - interval '1 hour'` });
    await enroll('later', b, 'active', `now() - interval '40 days'`, { next: `now() + interval '1 day'`, step: 2 });
    await enroll('paused', c, 'paused', `now() - interval '3 days'`);
    await enroll('done', d, 'completed', `now() - interval '10 days'`, { reason: 'sequence_finished' });
    await enroll('canceled', e, 'canceled', `now() - interval '5 days'`);
    await enroll('old', f, 'completed', `now() - interval '60 days'`);
    // d converted 4 days after enrolling, f 40 days after (both within the last 30 days); a's booking predates its
    // enrollment (not a conversion); c's opportunity is only pending.
    await db.query(`INSERT INTO opportunities (tracking_number, status, contact_id, updated_at) VALUES ('T1', 'booked', $1, now() - interval '6 days'), ('T2', 'booked', $2, now() - interval '3 days'), ('T3', 'pending', $3, now())`, [d, a, c]);
    await db.query(`INSERT INTO opportunities (tracking_number, status, contact_id, updated_at) VALUES ('T4', 'completed', $1, now() - interval '20 days')`, [f]);
    await db.query(
      `INSERT INTO deliveries (kind, idempotency_key, to_email, from_email, status, sequence_id, created_at)
       VALUES ('test', 'k1', 'x@movingco.example', 'f@movingco.example', 'sent', $1, now()), ('test', 'k2', 'x@movingco.example', 'f@movingco.example', 'failed', $1, now()),
              ('test', 'k3', 'x@movingco.example', 'f@movingco.example', 'sent', $1, now() - interval '40 days')`,
      [sequenceId],
    );
  });
  afterAll(() => t.close());

  it('should compute every metric from the enrollments, the opportunities and the recorded sends', async () => {
    const { status, body } = await get(`/api/sequences/${sequenceId}/analytics/summary`);
    expect(status).toBe(200);
    expect(body.metrics).toEqual({ total_lifetime: 6, active_now: 3, completed: 2, canceled: 1, converted: 2, conversion_rate: 0.3333, avg_days_to_convert: 22 });
    expect(body.funnel_metrics).toEqual({ steps_completed_30d: 1, conversions_30d: 2, active_enrollments_30d: 2 });
    expect(body.outcome_breakdown).toEqual([
      { outcome: 'active', count: 2 }, { outcome: 'canceled', count: 1 }, { outcome: 'completed', count: 1 }, { outcome: 'paused', count: 1 }, { outcome: 'sequence_finished', count: 1 },
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
