import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertTemplate } from './support/factories';

type Who = 'alice' | 'carol' | 'admin';
interface Run {
  id: string;
  email: string | null;
  contact_name: string | null;
  sequence_id: string;
  state: string;
  status: string;
  can_act: boolean;
}
interface Outcome {
  id: string;
  ok: boolean;
  error_code?: string;
  error?: string;
  reason?: string;
}
interface Answer {
  success: boolean;
  error: string | null;
  error_code?: string;
  message?: string;
  data: Run[];
  pagination: { page: number; total: number; pages: number; total_exact: boolean };
  sequence: { id: string };
  enrollment_ids: string[];
  action: string;
  changed: number;
  failed: number;
  results: Outcome[];
}
interface Person {
  first: string;
  last: string;
  email: string;
  company?: string;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000009';

describe('Runs API: search, sequence filter and bulk pause/cancel', () => {
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
  /** A two-step sequence owned by `who` with these people enrolled by `who`; answers the sequence and run ids in order. */
  const runs = async (people: Person[], who: Who = 'alice'): Promise<{ sequence: string; ids: string[] }> => {
    n += 1;
    const sequence = (await call('POST', '/api/sequences', { name: `Bulk ${n}` }, who)).body.sequence.id;
    const steps = [{ template_id: templateId, delay_seconds: 3600 }, { template_id: templateId, delay_seconds: 3600 }];
    expect((await call('PUT', `/api/sequences/${sequence}/steps/v3`, { steps }, who)).status).toBe(200);
    const ids: string[] = [];
    for (const person of people) {
      const contact = await insertContact(db, {
        email: person.email, first_name: person.first, last_name: person.last, company: person.company ?? null, consent_status: 'opted_in', timezone: 'America/New_York',
      });
      const assigned = await call('POST', `/api/enrollment/sequences/${sequence}/manual-assign`, { contact_ids: [contact.id] }, who);
      expect(assigned.status).toBe(200);
      ids.push(...assigned.body.enrollment_ids);
    }
    return { sequence, ids };
  };
  const people = (tag: string, count: number): Person[] =>
    Array.from({ length: count }, (_p, i) => ({ first: `${tag}${i}`, last: 'Lee', email: `${tag}${i}@example.com` }));
  const listed = async (query: string, who: Who = 'alice') => {
    const answer = await call('GET', `/api/enrollments?${query}`, undefined, who);
    expect(answer.status).toBe(200);
    return { ids: answer.body.data.map((r) => r.id), pagination: answer.body.pagination, rows: answer.body.data };
  };
  const statusOf = async (id: string): Promise<string> =>
    ((await db.query(`SELECT status FROM sequence_enrollments WHERE id = $1`, [id])) as { status: string }[])[0].status;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    for (const who of ['alice', 'carol', 'admin'] as const) {
      const token = await t.app.get(ApiTokenService).create({ email: `${who}.bulk@movingco.example`, days: 1, ...(who === 'admin' ? { role: UserRole.Admin } : {}) });
      bearer[who] = { authorization: `Bearer ${token.token}` };
    }
    ({ id: templateId } = await insertTemplate(db, { name: 'Quote', subject: 'Your quote' }));
  });
  afterAll(() => t.close());

  it('should narrow the list to one sequence, combined with state and due, with exact totals', async () => {
    const a = await runs(people('seqa', 3));
    const b = await runs(people('seqb', 2));
    await db.query(`UPDATE sequence_enrollments SET status = 'paused' WHERE id = $1`, [a.ids[2]]);
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [a.ids[1]]);

    const onlyA = await listed(`state=all&sequence_id=${a.sequence}`);
    expect(onlyA.ids.sort()).toEqual([...a.ids].sort());
    expect(onlyA.pagination).toMatchObject({ total: 3, pages: 1, total_exact: true });
    expect((await listed(`state=active&sequence_id=${a.sequence}`)).ids).toEqual([a.ids[1], a.ids[0]]);
    expect((await listed(`state=active&sequence_id=${a.sequence}`)).pagination.total).toBe(2);
    expect((await listed(`state=paused&sequence_id=${a.sequence}`)).ids).toEqual([a.ids[2]]);
    expect((await listed(`state=active&due=now&sequence_id=${a.sequence}`)).ids).toEqual([a.ids[1]]);
    expect((await listed(`state=active&due=now&sequence_id=${b.sequence}`)).pagination.total).toBe(0);
    expect((await listed(`sequence_id=${b.sequence}`)).ids.sort()).toEqual([...b.ids].sort());
    // A blank filter is no filter.
    expect((await listed('state=all&sequence_id=&q=%20%20&limit=100')).pagination.total).toBeGreaterThanOrEqual(5);

    // An unknown sequence has no runs; a malformed id is refused with the envelope.
    const unknown = await listed(`state=all&sequence_id=${UNKNOWN}`);
    expect(unknown.ids).toEqual([]);
    expect(unknown.pagination).toMatchObject({ total: 0, pages: 0 });
    const malformed = await call('GET', '/api/enrollments?sequence_id=not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', error: expect.stringContaining('sequence_id must be a sequence id') });
  });

  it("should search the contact's name or email, case-insensitive, combined with the other filters and paged", async () => {
    const a = await runs([
      { first: 'Zelda', last: 'Quarry', email: 'zq@example.com' },
      { first: 'Mo', last: 'Park', email: 'Zelda.Fan@Example.com' },
      { first: 'Ida', last: 'Stone', email: 'ida@example.com', company: 'Zelda Movers' },
      { first: 'Per%cent', last: 'Sign', email: 'pc@example.com' },
    ]);
    const b = await runs([{ first: 'Zelda', last: 'Other', email: 'zo@example.com' }]);

    expect((await listed('state=all&q=zelda')).ids.sort()).toEqual([a.ids[0], a.ids[1], b.ids[0]].sort());
    expect((await listed('state=all&q=ZELDA%20QUA')).ids).toEqual([a.ids[0]]);
    expect((await listed('state=all&q=fan%40example')).ids).toEqual([a.ids[1]]);
    // The company is not searched; LIKE wildcards are taken literally.
    expect((await listed('state=all&q=movers')).ids).toEqual([]);
    expect((await listed('state=all&q=r%25c')).ids).toEqual([a.ids[3]]);
    expect((await listed('state=all&q=%25e')).ids).toEqual([]);
    // With the sequence, state and due filters.
    expect((await listed(`state=all&q=zelda&sequence_id=${b.sequence}`)).ids).toEqual([b.ids[0]]);
    await db.query(`UPDATE sequence_enrollments SET status = 'paused' WHERE id = $1`, [a.ids[0]]);
    expect((await listed('state=paused&q=zelda')).ids).toEqual([a.ids[0]]);
    expect((await listed('state=active&q=zelda')).pagination).toMatchObject({ total: 2, total_exact: true });
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [b.ids[0]]);
    expect((await listed('state=active&due=now&q=zelda')).ids).toEqual([b.ids[0]]);

    // Pages and totals count the matches only.
    const many = await runs(people('pagey', 25));
    const page1 = await listed('state=active&q=pagey&page=1&limit=20');
    const page2 = await listed('state=active&q=pagey&page=2&limit=20');
    expect(page1.ids).toHaveLength(20);
    expect(page2.ids).toHaveLength(5);
    expect([...page1.ids, ...page2.ids].sort()).toEqual([...many.ids].sort());
    expect(page2.pagination).toMatchObject({ page: 2, total: 25, pages: 2, total_exact: true });

    for (const [query, message] of [['q=a', 'q must be at least 2 characters'], [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters']]) {
      const refused = await call('GET', `/api/enrollments?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', message: expect.stringContaining(message) });
    }
  });

  it("should pause the selected runs in one call, reporting a staff user's runs of someone else's sequence unchanged", async () => {
    const alices = await runs(people('alib', 3));
    const carols = await runs(people('carb', 1), 'carol');
    const carolView = await listed(`state=all&sequence_id=${alices.sequence}`, 'carol');
    expect(carolView.rows.map((r) => r.can_act)).toEqual([false, false, false]);

    const mixed = await call('POST', '/api/enrollments/bulk', { action: 'pause', ids: [alices.ids[0], carols.ids[0]] }, 'carol');
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ success: true, action: 'pause', changed: 1, failed: 1 });
    expect(mixed.body.results).toEqual([
      { id: alices.ids[0], ok: false, error_code: 'permission_denied', error: 'Only an admin, the sequence owner or who enrolled the contact may change this run' },
      { id: carols.ids[0], ok: true },
    ]);
    expect(await statusOf(alices.ids[0])).toBe('active');
    expect(await statusOf(carols.ids[0])).toBe('paused');

    // The owner: one paused, one already paused (refused, as on its own route), one unknown.
    const own = await call('POST', '/api/enrollments/bulk', { action: 'pause', ids: [alices.ids[0], carols.ids[0], UNKNOWN], reason: 'holiday' }, 'carol');
    expect(own.body.results.map((r) => [r.ok, r.error_code, r.reason])).toEqual([
      [false, 'permission_denied', undefined], [false, 'RUN_ACTION_REFUSED', 'pause_not_active'], [false, 'ENROLLMENT_NOT_FOUND', undefined],
    ]);
    const byOwner = await call('POST', '/api/enrollments/bulk', { action: 'pause', ids: [alices.ids[0], alices.ids[1]], reason: 'holiday' });
    expect(byOwner.body).toMatchObject({ changed: 2, failed: 0 });
    const paused = (await db.query(`SELECT status, pause_reason FROM sequence_enrollments WHERE id = ANY($1::uuid[])`, [alices.ids.slice(0, 2)])) as { status: string; pause_reason: string }[];
    expect(paused).toEqual([{ status: 'paused', pause_reason: 'holiday' }, { status: 'paused', pause_reason: 'holiday' }]);
    const recorded = (await db.query(
      `SELECT count(*)::int AS n FROM outbox_events WHERE event_type = 'enrollment.run_action' AND payload->>'action' = 'pause' AND payload->>'enrollmentId' = ANY($1::text[])`,
      [alices.ids.slice(0, 2)],
    )) as { n: number }[];
    expect(recorded[0].n).toBe(2);
  });

  it('should cancel the selected runs with who and why, and an admin may cancel anyone\'s', async () => {
    const alices = await runs(people('alic', 2));
    const denied = await call('POST', '/api/enrollments/bulk', { action: 'cancel', ids: alices.ids }, 'carol');
    expect(denied.body).toMatchObject({ changed: 0, failed: 2 });
    expect(await statusOf(alices.ids[0])).toBe('active');
    const done = await call('POST', '/api/enrollments/bulk', { action: 'cancel', ids: alices.ids, reason: 'moved already' }, 'admin');
    expect(done.body).toMatchObject({ success: true, action: 'cancel', changed: 2, failed: 0 });
    const rows = (await db.query(`SELECT status, end_reason FROM sequence_enrollments WHERE id = ANY($1::uuid[])`, [alices.ids])) as { status: string; end_reason: string }[];
    for (const row of rows) {
      expect(row.status).toBe('canceled');
      expect(row.end_reason).toMatch(/^canceled by .+: moved already$/);
    }
    const again = await call('POST', '/api/enrollments/bulk', { action: 'cancel', ids: [alices.ids[0]] }, 'admin');
    expect(again.body.results).toEqual([{ id: alices.ids[0], ok: false, error_code: 'RUN_ACTION_REFUSED', error: 'This run has already ended', reason: 'ended' }]);
  });

  it('should refuse a malformed bulk request with the envelope, and ask for sign-in', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_id, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const cases: [unknown, string][] = [
      [{ action: 'pause', ids: [] }, 'ids must list at least one run'],
      [{ action: 'pause', ids: ids(101) }, 'ids must list at most 100 runs'],
      [{ action: 'pause', ids: ['not-a-uuid'] }, 'ids must be run ids'],
      [{ action: 'pause', ids: [UNKNOWN, UNKNOWN] }, 'ids must not repeat a run'],
      [{ action: 'advance', ids: [UNKNOWN] }, 'action must be one of pause, cancel'],
      [{ action: 'pause', ids: UNKNOWN }, 'ids must be a list'],
      [{ action: 'cancel', ids: [UNKNOWN], reason: 'x'.repeat(201) }, 'reason must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const refused = await call('POST', '/api/enrollments/bulk', body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', message: expect.stringContaining(message) });
    }
    expect((await call('POST', '/api/enrollments/bulk', { action: 'pause', ids: ids(100) })).body).toMatchObject({ changed: 0, failed: 100 });
    expect((await fetch(`${t.url}/api/enrollments/bulk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
  });
});
