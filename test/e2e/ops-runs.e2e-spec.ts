import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContacts, insertTemplate } from './support/factories';

type Who = 'alice' | 'carol' | 'admin';
interface Run {
  id: string;
  contact_id: string;
  first_name: string | null;
  last_name: string | null;
  contact_name: string | null;
  customer_name: string | null;
  email: string | null;
  sequence_id: string;
  sequence_name: string | null;
  state: string;
  status: string;
  current_step: number;
  retry_count: number;
  next_run_at: string | null;
  end_reason: string | null;
}
interface Answer {
  success: boolean;
  error: string | null;
  error_code?: string;
  message?: string;
  reason?: string;
  data: Run[];
  enrollments: Run[];
  pagination: { page: number; total: number; pages: number; total_exact: boolean };
  enrollment: Run;
  enrollment_ids: string[];
  sequence: { id: string };
}

describe('Runs API: GET /api/enrollments and the run actions', () => {
  let t: TestApp;
  let db: DataSource;
  const bearer: Record<Who, Record<string, string>> = { alice: {}, carol: {}, admin: {} };
  let templateId = '';
  let n = 0;

  const call = async (method: string, path: string, body?: unknown, who: Who = 'alice'): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method, headers: { 'content-type': 'application/json', ...bearer[who] }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };
  /** A sequence owned by alice with `steps` steps and `count` contacts enrolled by alice; answers the run ids. */
  const runs = async (count: number, steps = 2): Promise<{ sequence: string; ids: string[] }> => {
    n += 1;
    const sequence = (await call('POST', '/api/sequences', { name: `Runs ${n}` })).body.sequence.id;
    const list = Array.from({ length: steps }, () => ({ template_id: templateId, delay_seconds: 3600 }));
    expect((await call('PUT', `/api/sequences/${sequence}/steps/v3`, { steps: list })).status).toBe(200);
    const contacts = await insertContacts(db, Array.from({ length: count }, (_, i) => (
      { email: `run${n}-${i + 1}@example.com`, first_name: `Pat ${i + 1}`, last_name: 'Lee', consent_status: 'opted_in' as const, timezone: 'America/New_York' }
    )));
    const assigned = await call('POST', `/api/enrollment/sequences/${sequence}/manual-assign`, { contact_ids: contacts.map((c) => c.id) });
    expect(assigned.status).toBe(200);
    return { sequence, ids: assigned.body.enrollment_ids };
  };
  const events = async (id: string): Promise<string[]> =>
    ((await db.query(`SELECT payload->>'action' AS action FROM outbox_events WHERE event_type = 'enrollment.run_action' AND payload->>'enrollmentId' = $1 ORDER BY created_at`, [id])) as { action: string }[])
      .map((row) => row.action);

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    for (const who of ['alice', 'carol', 'admin'] as const) {
      const token = await t.app.get(ApiTokenService).create({ email: `${who}.runs@movingco.example`, days: 1, ...(who === 'admin' ? { role: UserRole.Admin } : {}) });
      bearer[who] = { authorization: `Bearer ${token.token}` };
    }
    ({ id: templateId } = await insertTemplate(db, { name: 'Quote', subject: 'Your quote' }));
  });
  afterAll(() => t.close());

  it('should list runs by state with the row shape, 0-based steps, due filter and pagination', async () => {
    const { sequence, ids } = await runs(25);
    const [first, second, third, fourth] = ids;
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 minute' * (10 - ordinality) FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, ordinality) WHERE sequence_enrollments.id = u.id`, [[first, second]]);
    await db.query(`UPDATE sequence_enrollments SET status = 'paused', current_step = 2 WHERE id = $1`, [third]);
    await db.query(`UPDATE sequence_enrollments SET status = 'failed', ended_at = now(), end_reason = 'bounced', next_run_at = NULL WHERE id = $1`, [fourth]);

    const page1 = await call('GET', '/api/enrollments?state=active&due=all&page=1&limit=20');
    expect(page1.status).toBe(200);
    expect(page1.body.success).toBe(true);
    expect(page1.body.pagination).toMatchObject({ page: 1, total: 23, pages: 2, total_exact: true });
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.enrollments).toEqual(page1.body.data);
    // Soonest first: the two overdue runs lead.
    expect(page1.body.data.slice(0, 2).map((r) => r.id)).toEqual([first, second]);
    expect(page1.body.data[0]).toMatchObject({
      contact_name: 'Pat 1 Lee', customer_name: 'Pat 1 Lee', first_name: 'Pat 1', last_name: 'Lee', email: `run${n}-1@example.com`,
      sequence_id: sequence, sequence_name: `Runs ${n}`, state: 'active', status: 'active', current_step: 0, retry_count: 0, end_reason: null,
    });
    const page2 = await call('GET', '/api/enrollments?state=active&page=2');
    expect(page2.body.data).toHaveLength(3);
    expect(page2.body.pagination).toMatchObject({ page: 2, total: 23, pages: 2 });

    const due = await call('GET', '/api/enrollments?state=active&due=now');
    expect(due.body.data.map((r) => r.id)).toEqual([first, second]);
    expect(due.body.pagination).toMatchObject({ total: 2, pages: 1 });
    expect((await call('GET', '/api/enrollments?state=all&due=now')).body.data.map((r) => r.id)).toEqual([first, second]);
    expect((await call('GET', '/api/enrollments?state=paused&due=now')).body.pagination.total).toBe(0);

    const paused = await call('GET', '/api/enrollments?state=paused');
    expect(paused.body.data.map((r) => [r.id, r.state, r.current_step])).toEqual([[third, 'paused', 1]]);
    const cancelled = await call('GET', '/api/enrollments?state=cancelled');
    expect(cancelled.body.data.map((r) => [r.id, r.state, r.status, r.end_reason])).toEqual([[fourth, 'cancelled', 'failed', 'bounced']]);
    expect((await call('GET', '/api/enrollments?state=completed')).body.pagination).toMatchObject({ total: 0, pages: 0 });
    const all = await call('GET', '/api/enrollments?state=all&limit=100');
    expect(all.body.pagination.total).toBe(25);
    // The default is the active runs; anyone signed in may list.
    expect((await call('GET', '/api/enrollments', undefined, 'carol')).body.pagination.total).toBe(23);
    expect((await call('GET', '/api/enrollments?state=bogus')).status).toBe(400);
    expect((await call('GET', '/api/enrollments?limit=0')).status).toBe(400);
    expect((await fetch(`${t.url}/api/enrollments`)).status).toBe(401);
  });

  it('should pause only active runs and reactivate only paused ones, inside the send window', async () => {
    const { sequence, ids: [id, held] } = await runs(2);
    const paused = await call('POST', `/api/enrollments/${id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ success: true, error: null, enrollment: { id, state: 'paused', status: 'paused' } });
    const again = await call('POST', `/api/enrollments/${id}/pause`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: 'Only active runs can be paused', reason: 'pause_not_active' });
    expect((await call('POST', `/api/enrollments/${held}/reactivate`)).body).toMatchObject({ error: 'Only paused runs can be reactivated' });

    // Due long ago while paused: reactivating plans the next open slot from now in the contact's timezone.
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '3 days' WHERE id = $1`, [id]);
    const before = Date.now();
    const back = await call('POST', `/api/enrollments/${id}/reactivate`);
    expect(back.status).toBe(200);
    expect(back.body.enrollment).toMatchObject({ state: 'active', status: 'active' });
    const next = DateTime.fromISO(back.body.enrollment.next_run_at ?? '', { zone: 'America/New_York' });
    expect(next.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(next.weekday).toBeLessThanOrEqual(5);
    expect(next.hour).toBeGreaterThanOrEqual(8);
    expect(next.hour).toBeLessThan(18);
    expect(await events(id)).toEqual(['pause', 'reactivate']);

    // A run held by its paused sequence comes back with the sequence, not alone.
    expect((await call('PATCH', `/api/v1/sequences/${sequence}/state`, { state: 'paused' })).status).toBe(200);
    const refused = await call('POST', `/api/enrollments/${held}/reactivate`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The sequence is paused; resume the sequence to run its enrollments');
  });

  it('should advance to the next step due now, complete after the last, and cancel with who and why', async () => {
    const { ids: [a, b] } = await runs(2, 2);
    const advanced = await call('POST', `/api/enrollments/${a}/advance`);
    expect(advanced.status).toBe(200);
    expect(advanced.body.enrollment).toMatchObject({ state: 'active', current_step: 1 });
    expect(Math.abs(Date.parse(advanced.body.enrollment.next_run_at ?? '') - Date.now())).toBeLessThan(60_000);
    const done = await call('POST', `/api/enrollments/${a}/advance`);
    expect(done.body.enrollment).toMatchObject({ state: 'completed', status: 'completed', next_run_at: null });
    expect(done.body.enrollment.end_reason).toMatch(/^advanced past the last step by /);
    const again = await call('POST', `/api/enrollments/${a}/advance`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This run has already ended');

    const canceled = await call('POST', `/api/enrollments/${b}/cancel`, { reason: 'asked by phone' }, 'admin');
    expect(canceled.status).toBe(200);
    expect(canceled.body.enrollment).toMatchObject({ state: 'cancelled', status: 'canceled', next_run_at: null });
    expect(canceled.body.enrollment.end_reason).toMatch(/^canceled by .+: asked by phone$/);
    expect((await call('POST', `/api/enrollments/${b}/cancel`)).status).toBe(409);
    expect(await events(a)).toEqual(['advance', 'advance']);
    expect(await events(b)).toEqual(['cancel']);
    const ended = async (id: string): Promise<string[]> => ((await db.query(
      `SELECT payload->>'status' AS status FROM outbox_events WHERE event_type = 'sequence_run.ended' AND payload->>'enrollmentId' = $1`, [id])) as { status: string }[]).map((r) => r.status);
    expect(await ended(a)).toEqual(['completed']);
    expect(await ended(b)).toEqual(['canceled']);
  });

  it('should let only admins, the sequence owner and the enroller act; unknown runs are 404', async () => {
    const { ids: [id] } = await runs(1);
    const denied = await call('POST', `/api/enrollments/${id}/pause`, undefined, 'carol');
    expect(denied.status).toBe(403);
    expect(denied.body.success).toBe(false);
    expect(await events(id)).toEqual([]);
    expect((await call('POST', `/api/enrollments/${id}/pause`, undefined, 'admin')).status).toBe(200);
    expect((await call('POST', '/api/enrollments/00000000-0000-4000-8000-000000000009/cancel')).status).toBe(404);
    expect((await call('POST', '/api/enrollments/not-a-uuid/cancel')).status).toBe(404);
    expect((await call('POST', `/api/enrollments/${id}/cancel`, { reason: 'x'.repeat(201) })).status).toBe(400);
  });
});
