import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { EnrollmentService } from 'src/modules/enrollment/assignment/enrollment.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContacts, insertRule, insertTemplate, sql } from './support/factories';

type Who = 'alice' | 'bob' | 'carol' | 'admin';
interface Row {
  id: string;
  contact_id: string;
  first_name: string | null;
  email: string | null;
  state: string;
  rule_name: string | null;
  current_step: number;
  next_run_at: string | null;
  end_reason: string | null;
  can_unenroll: boolean;
  disabled_reason: string | null;
}
interface Answer {
  success: boolean;
  error_code?: string;
  message?: string;
  enrollments: Row[];
  enrollment: Row;
  total: number;
  unenrolled: number;
  skipped: { id: string; reason: string }[];
  enrollment_ids: string[];
  sequence: { id: string };
}

describe('Sequence enrollments: list, cancel and bulk unenroll', () => {
  let t: TestApp;
  let db: DataSource;
  const bearer: Record<Who, Record<string, string>> = { alice: {}, bob: {}, carol: {}, admin: {} };
  let templateId = '';
  let n = 0;

  const call = async (method: string, path: string, body?: unknown, who: Who = 'alice'): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method, headers: { 'content-type': 'application/json', ...bearer[who] }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };
  /** A sequence owned by alice with one step. */
  const sequence = async (): Promise<string> => {
    n += 1;
    const id = (await call('POST', '/api/sequences', { name: `Enrollments ${n}` })).body.sequence.id;
    expect((await call('PUT', `/api/sequences/${id}/steps/v3`, { steps: [{ template_id: templateId, delay_seconds: 0 }] })).status).toBe(200);
    return id;
  };
  const contacts = async (count: number): Promise<string[]> => {
    const batch = ++n;
    const rows = await insertContacts(db, Array.from({ length: count }, (_, i) => ({ email: `enr${batch}-${i + 1}@example.com`, first_name: `Pat ${i + 1}`, consent_status: 'opted_in' as const })));
    return rows.map((r) => r.id);
  };
  const assign = async (seq: string, ids: string[], who: Who): Promise<string[]> => {
    const answer = await call('POST', `/api/enrollment/sequences/${seq}/manual-assign`, { contact_ids: ids }, who);
    expect(answer.status).toBe(200);
    return answer.body.enrollment_ids;
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    for (const who of ['alice', 'bob', 'carol', 'admin'] as const) {
      const token = await t.app.get(ApiTokenService).create({ email: `${who}.enr@movingco.example`, days: 1, ...(who === 'admin' ? { role: UserRole.Admin } : {}) });
      bearer[who] = { authorization: `Bearer ${token.token}` };
    }
    ({ id: templateId } = await insertTemplate(db, { name: 'Quote', subject: 'Your quote' }));
  });
  afterAll(() => t.close());

  it('should list newest first with paging, status filter, rule name and the unenroll rules per caller', async () => {
    const seq = await sequence();
    const [a, b, c] = await contacts(3);
    const [ea] = await assign(seq, [a], 'alice');
    const [eb] = await assign(seq, [b], 'bob');
    const [ec] = await assign(seq, [c], 'alice');
    await db.query(`UPDATE sequence_enrollments SET created_at = now() - interval '3 hours' WHERE id = $1`, [ea]);
    await db.query(`UPDATE sequence_enrollments SET created_at = now() - interval '2 hours', status = 'paused' WHERE id = $1`, [eb]);
    const { id: ruleId } = await insertRule(db, { sequence_id: seq, name: 'Movers', start_date: sql('current_date') });
    await db.query(`UPDATE sequence_enrollments SET rule_id = $2 WHERE id = $1`, [ec, ruleId]);

    const all = await call('GET', `/api/enrollment/sequences/${seq}/enrollments`, undefined, 'alice');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.enrollments.map((r) => [r.id, r.state, r.rule_name, r.can_unenroll, r.disabled_reason])).toEqual([
      [ec, 'active', 'Movers', true, null], [eb, 'paused', null, false, 'not_active'], [ea, 'active', null, true, null],
    ]);
    expect(all.body.enrollments[0]).toMatchObject({ contact_id: c, first_name: 'Pat 3', current_step: 1, end_reason: null });
    const paged = await call('GET', `/api/enrollment/sequences/${seq}/enrollments?limit=1&offset=1`);
    expect(paged.body).toMatchObject({ total: 3, enrollments: [{ id: eb }] });
    const paused = await call('GET', `/api/enrollment/sequences/${seq}/enrollments?status=paused`);
    expect(paused.body.enrollments.map((r) => r.id)).toEqual([eb]);
    // bob enrolled b only; carol neither owns nor enrolled; admin may do everything.
    const asBob = await call('GET', `/api/enrollment/sequences/${seq}/enrollments`, undefined, 'bob');
    expect(asBob.body.enrollments.map((r) => r.disabled_reason)).toEqual(['permission_denied', 'not_active', 'permission_denied']);
    const asCarol = await call('GET', `/api/enrollment/sequences/${seq}/enrollments`, undefined, 'carol');
    expect(asCarol.body.enrollments.map((r) => r.can_unenroll)).toEqual([false, false, false]);
    const asAdmin = await call('GET', `/api/enrollment/sequences/${seq}/enrollments`, undefined, 'admin');
    expect(asAdmin.body.enrollments.map((r) => r.can_unenroll)).toEqual([true, false, true]);
    expect((await call('GET', `/api/enrollment/sequences/${seq}/enrollments?limit=0`)).status).toBe(400);
    expect((await call('GET', '/api/enrollment/sequences/00000000-0000-4000-8000-000000000003/enrollments')).status).toBe(404);
  });

  it('should cancel one enrollment (status, ended_at, reason, no next run) and refuse ended, paused and others', async () => {
    const seq = await sequence();
    const [a, b, c] = await contacts(3);
    const [ea, eb] = await assign(seq, [a, b], 'alice');
    const [ec] = await assign(seq, [c], 'alice');
    const denied = await call('POST', `/api/enrollment/enrollments/${ea}/cancel`, undefined, 'carol');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You lack permission to unenroll');
    const done = await call('POST', `/api/enrollment/enrollments/${ea}/cancel`, undefined, 'alice');
    expect(done.status).toBe(200);
    expect(done.body.enrollment).toMatchObject({ id: ea, state: 'canceled', next_run_at: null, can_unenroll: false, disabled_reason: 'already_ended' });
    expect(done.body.enrollment.end_reason).toMatch(/^unenrolled by /);
    const [row] = (await db.query(`SELECT ended_at IS NOT NULL AS ended FROM sequence_enrollments WHERE id = $1`, [ea])) as { ended: boolean }[];
    expect(row.ended).toBe(true);
    const twice = await call('POST', `/api/enrollment/enrollments/${ea}/cancel`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error_code: 'already_ended', message: 'Enrollment already ended' });
    await db.query(`UPDATE sequence_enrollments SET status = 'paused' WHERE id = $1`, [eb]);
    const paused = await call('POST', `/api/enrollment/enrollments/${eb}/cancel`);
    expect(paused.status).toBe(409);
    expect(paused.body).toMatchObject({ error_code: 'not_active', message: 'Only active/pending enrollments can be canceled' });
    expect((await call('POST', `/api/enrollment/enrollments/${ec}/cancel`, undefined, 'admin')).status).toBe(200);
    expect((await call('POST', '/api/enrollment/enrollments/00000000-0000-4000-8000-000000000004/cancel')).status).toBe(404);
  });

  it('should bulk unenroll the cancellable ones and name the rest with a reason; an empty list is 400', async () => {
    const seq = await sequence();
    const other = await sequence();
    const ids = await contacts(4);
    const [e1, e2, e3] = await assign(seq, ids.slice(0, 3), 'alice');
    const [foreign] = await assign(other, [ids[3]], 'alice');
    await db.query(`UPDATE sequence_enrollments SET status = 'paused' WHERE id = $1`, [e3]);
    await db.query(`UPDATE sequence_enrollments SET status = 'completed', ended_at = now() WHERE id = $1`, [e2]);
    const empty = await call('POST', `/api/enrollment/sequences/${seq}/enrollments/bulk-unenroll`, { enrollment_ids: [] });
    expect(empty.status).toBe(400);
    const asCarol = await call('POST', `/api/enrollment/sequences/${seq}/enrollments/bulk-unenroll`, { enrollment_ids: [e1] }, 'carol');
    expect(asCarol.body).toMatchObject({ success: true, unenrolled: 0, skipped: [{ id: e1, reason: 'permission_denied' }] });
    const answer = await call('POST', `/api/enrollment/sequences/${seq}/enrollments/bulk-unenroll`, { enrollment_ids: [e1, e2, e3, foreign] });
    expect(answer.status).toBe(200);
    expect(answer.body.unenrolled).toBe(1);
    expect(answer.body.skipped).toEqual([{ id: e2, reason: 'already_ended' }, { id: e3, reason: 'not_active' }, { id: foreign, reason: 'not_found' }]);
    const states = (await db.query(`SELECT id, status, next_run_at FROM sequence_enrollments WHERE id = ANY($1::uuid[])`, [[e1, foreign]])) as { id: string; status: string; next_run_at: Date | null }[];
    expect(Object.fromEntries(states.map((s) => [s.id, [s.status, s.next_run_at === null]]))).toEqual({ [e1]: ['canceled', true], [foreign]: ['active', false] });
  });

  it('should let the door end every live run of a contact (and let it be enrolled again afterwards)', async () => {
    const seq = await sequence();
    const [a] = await contacts(1);
    await assign(seq, [a], 'alice');
    expect(await t.app.get(EnrollmentService).endRunsForContact(a, 'booked a move')).toBe(1);
    const [row] = (await db.query(`SELECT status, end_reason FROM sequence_enrollments WHERE contact_id = $1`, [a])) as { status: string; end_reason: string }[];
    expect(row).toEqual({ status: 'canceled', end_reason: 'booked a move' });
    expect(await assign(seq, [a], 'bob')).toHaveLength(1);
  });
});
