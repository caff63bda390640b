import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContacts, insertRule, insertRun, insertTemplate, type RunRow, sql } from './support/factories';

type Who = 'alice' | 'bob' | 'carol' | 'admin';
interface Card {
  id: string;
  name: string;
  state: string;
  is_active: boolean;
  step_count: number;
  active_enrollments: number;
  total_enrollments: number;
  completed_enrollments: number;
  canceled_enrollments: number;
  completion_rate: number;
  enrollments_24h: number;
  eligible_count: number;
  enrollment_rules: { id: string; status: string }[];
  updated_at: string;
  stop_on_bounce: boolean;
  reply_lookback_hours: number;
}
interface Step {
  id: string;
  step_order: number;
  step_index: number;
  template_id: string | null;
  delay_seconds: number;
  duration: string;
  subject: string | null;
}
interface Answer {
  success: boolean;
  id: string;
  items: Card[];
  sequences: (Card & { sequence_id: string; total: number; active: number })[];
  sequence: Card;
  steps: Step[];
  total: number;
  idempotent: boolean;
  error_code?: string;
  message?: string;
  existing?: { id: string };
  details?: string[];
  active_enrollments?: number;
}

describe('Sequences: cards, designer fields, steps, delete, duplicate and the state switch', () => {
  let t: TestApp;
  let db: DataSource;
  const bearer: Record<Who, Record<string, string>> = { alice: {}, bob: {}, carol: {}, admin: {} };
  let templateId = '';
  let deletedTemplateId = '';
  let contacts: string[] = [];

  const call = async (method: string, path: string, body?: unknown, who: Who = 'alice'): Promise<{ status: number; body: Answer; headers: Headers }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...bearer[who] },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer, headers: response.headers };
  };
  const create = async (name: string, extra: Record<string, unknown> = {}, who: Who = 'alice'): Promise<Card> => {
    const { status, body } = await call('POST', '/api/sequences', { name, ...extra }, who);
    expect({ status, success: body.success }).toEqual({ status: 201, success: true });
    return body.sequence;
  };
  /** A run created at `createdAt` (SQL); one that has ended ended now. */
  const enroll = async (sequenceId: string, contactId: string, status: RunRow['status'] = 'active', createdAt = 'now()'): Promise<string> =>
    (await insertRun(db, { sequence_id: sequenceId, contact_id: contactId, status, next_run_at: sql("now() - interval '1 hour'"), created_at: sql(createdAt) })).id;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    for (const who of ['alice', 'bob', 'carol', 'admin'] as const) {
      const token = await t.app.get(ApiTokenService).create({ email: `${who}.sequences@movingco.example`, days: 1, ...(who === 'admin' ? { role: UserRole.Admin } : {}) });
      bearer[who] = { authorization: `Bearer ${token.token}` };
    }
    ({ id: templateId } = await insertTemplate(db, { name: 'Quote', subject: 'Your quote' }));
    ({ id: deletedTemplateId } = await insertTemplate(db, { name: 'Old', deleted_at: sql('now()') }));
    const rows = await insertContacts(db, Array.from({ length: 8 }, (_, i) => ({ email: `seq${i + 1}@example.com` })));
    contacts = rows.map((row) => row.id);
  });
  afterAll(() => t.close());

  it('should create with the designer defaults, owned by the caller, and refuse a live name in any case with 409 name_conflict', async () => {
    const created = await create('  Welcome series  ', { description: 'First touch' });
    expect(created).toMatchObject({
      name: 'Welcome series', state: 'draft', is_active: true, stop_on_bounce: true, reply_lookback_hours: 72, step_count: 0,
      total_enrollments: 0, completion_rate: 0, eligible_count: 0, enrollment_rules: [],
    });
    const conflict = await call('POST', '/api/sequences', { name: 'WELCOME SERIES' });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ success: false, error_code: 'name_conflict', existing: { id: created.id } });
    const blank = await call('POST', '/api/sequences', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.details).toContain('Sequence name is required');
    expect((await call('POST', '/api/sequences', { name: 'Lookback', reply_lookback_hours: 12 })).status).toBe(400);
  });

  it('should read and update one sequence; renaming onto another live name is 409, a deleted name is free again', async () => {
    const a = await create('Update A');
    await create('Update B');
    const read = await call('GET', `/api/sequences/${a.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, sequence: { id: a.id, name: 'Update A' }, steps: [] });
    const renamed = await call('PUT', `/api/sequences/${a.id}`, { name: 'Update A2', stop_on_reply: true, reply_lookback_hours: 24 });
    expect(renamed.body.sequence).toMatchObject({ name: 'Update A2', reply_lookback_hours: 24 });
    const clash = await call('PUT', `/api/sequences/${a.id}`, { name: 'update b' });
    expect(clash.status).toBe(409);
    expect(clash.body.error_code).toBe('name_conflict');
    const gone = await create('Soon deleted');
    expect((await call('DELETE', `/api/sequences/${gone.id}`)).status).toBe(204);
    expect((await call('GET', `/api/sequences/${gone.id}`)).status).toBe(404);
    await create('Soon deleted');
    expect((await call('GET', '/api/sequences/not-a-uuid')).status).toBe(404);
  });

  it('should replace the whole step list, renumbering from 1 in the given order, keeping known ids', async () => {
    const s = await create('Steps');
    const first = await call('PUT', `/api/sequences/${s.id}/steps/v3`, {
      steps: [{ template_id: templateId, delay_seconds: 0 }, { template: null, delay_seconds: 9000, subject_override: 'Hello' }],
    });
    expect(first.status).toBe(200);
    expect(first.body.steps.map((step) => [step.step_order, step.step_index, step.delay_seconds, step.duration, step.subject])).toEqual([
      [1, 0, 0, 'PT0S', 'Your quote'],
      [2, 1, 9000, 'PT2H30M', 'Hello'],
    ]);
    const [one, two] = first.body.steps;
    const swapped = await call('PUT', `/api/sequences/${s.id}/steps/v3`, { steps: [{ ...two, step_order: 9 }, { ...one, step_order: 4 }] });
    expect(swapped.body.steps.map((step) => [step.id, step.step_order])).toEqual([[two.id, 1], [one.id, 2]]);
    const read = await call('GET', `/api/sequences/${s.id}/steps/v3`);
    expect(read.body.steps.map((step) => step.id)).toEqual([two.id, one.id]);
    expect((await call('GET', `/api/sequences/${s.id}`)).body.sequence).toMatchObject({ step_count: 2, state: 'ready' });
  });

  it('should refuse negative delays, unknown templates and newly chosen deleted templates with 400 details, changing nothing', async () => {
    const s = await create('Bad steps');
    const negative = await call('PUT', `/api/sequences/${s.id}/steps/v3`, { steps: [{ delay_seconds: -1 }] });
    expect(negative.status).toBe(400);
    expect(negative.body.details).toContain('delay_seconds must be 0 or more');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await call('PUT', `/api/sequences/${s.id}/steps/v3`, { steps: [{ template_id: templateId }, { template_id: unknown }, { template_id: deletedTemplateId }] });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([`Step 2: template ${unknown} does not exist`, `Step 3: template ${deletedTemplateId} is deleted`]);
    expect((await call('GET', `/api/sequences/${s.id}/steps/v3`)).body.steps).toEqual([]);
  });

  it('should count every card field in one query and filter, search and sort the cards', async () => {
    const counted = await create('Counted');
    await call('PUT', `/api/sequences/${counted.id}/steps/v3`, { steps: [{ template_id: templateId }] });
    await enroll(counted.id, contacts[0], 'active');
    await enroll(counted.id, contacts[1], 'paused');
    await enroll(counted.id, contacts[2], 'completed', `now() - interval '3 days'`);
    await enroll(counted.id, contacts[3], 'completed', `now() - interval '3 days'`);
    await enroll(counted.id, contacts[4], 'canceled', `now() - interval '3 days'`);
    const { id: rule } = await insertRule(db, { sequence_id: counted.id, name: 'R', start_date: sql('current_date'), status: 'active' });

    const statements: string[] = [];
    const driver = db.driver as unknown as { createQueryRunner: (mode: string) => { query: (...args: unknown[]) => Promise<unknown> } };
    const original = driver.createQueryRunner.bind(driver);
    const spy = jest.spyOn(driver, 'createQueryRunner').mockImplementation((mode: string) => {
      const runner = original(mode);
      const query = runner.query.bind(runner);
      runner.query = (...args: unknown[]) => {
        statements.push(String(args[0]));
        return query(...args);
      };
      return runner;
    });
    const list = await call('GET', '/api/sequences');
    spy.mockRestore();
    expect(statements.filter((sql) => /sequence/i.test(sql))).toHaveLength(1);

    expect(list.body.items).toEqual(list.body.sequences);
    const card = list.body.items.find((item) => item.id === counted.id);
    expect(card).toMatchObject({
      state: 'active', step_count: 1, active_enrollments: 2, total_enrollments: 5, completed_enrollments: 2, canceled_enrollments: 1,
      completion_rate: 40, enrollments_24h: 2, eligible_count: 0, enrollment_rules: [{ id: rule, status: 'active' }],
    });
    expect(list.body.items[0].id).toBe(counted.id);
    expect(list.body.total).toBe(list.body.items.length);

    const active = await call('GET', '/api/sequences?status=active');
    expect(active.body.items.map((item) => item.id)).toEqual([counted.id]);
    const drafts = await call('GET', '/api/sequences?status=draft');
    expect(drafts.body.items.every((item) => item.step_count === 0)).toBe(true);
    expect(drafts.body.total).toBe(list.body.total);
    const searched = await call('GET', '/api/sequences?q=COUNT');
    expect(searched.body.items.map((item) => item.name)).toEqual(['Counted']);
    const byName = await call('GET', '/api/sequences?sort=name_asc');
    const names = byName.body.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await call('GET', '/api/sequences?sort=sideways')).status).toBe(400);
    const none = await call('GET', '/api/sequences?q=no%20such%20sequence');
    expect({ items: none.body.items, total: none.body.total }).toEqual({ items: [], total: list.body.total });

    const summary = await call('GET', '/api/sequences/summary');
    expect(summary.body.sequences.find((row) => row.sequence_id === counted.id)).toEqual({ sequence_id: counted.id, total: 5, active: 2, completed: 2, canceled: 1 });
  });

  it('should let the database refuse a second live enrollment of a contact in a sequence, but allow one after the first ended', async () => {
    const s = await create('One live enrollment');
    const first = await enroll(s.id, contacts[5], 'active');
    await expect(enroll(s.id, contacts[5], 'pending')).rejects.toThrow(/sequence_enrollments_one_live_key/);
    await db.query(`UPDATE sequence_enrollments SET status = 'completed', ended_at = now() WHERE id = $1`, [first]);
    await expect(enroll(s.id, contacts[5], 'active')).resolves.toEqual(expect.any(String));
  });

  it('should refuse deleting while enrollments are live (saying how many) and cancel them with the reason on force', async () => {
    const s = await create('Busy');
    await enroll(s.id, contacts[0], 'active');
    await enroll(s.id, contacts[1], 'pending');
    await enroll(s.id, contacts[2], 'completed');
    const refused = await call('DELETE', `/api/sequences/${s.id}`, { force: false });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'SEQUENCE_ACTIVE', active_enrollments: 2 });
    expect(refused.body.message).toContain('2 active enrollments');
    const forced = await call('DELETE', `/api/sequences/${s.id}?force=true&reason=campaign%20over`);
    expect(forced.status).toBe(204);
    expect(forced.headers.get('x-canceled-enrollments')).toBe('2');
    const rows = (await db.query(`SELECT status, end_reason FROM sequence_enrollments WHERE sequence_id = $1 ORDER BY status`, [s.id])) as unknown[];
    expect(rows).toEqual([{ status: 'canceled', end_reason: 'campaign over' }, { status: 'canceled', end_reason: 'campaign over' }, { status: 'completed', end_reason: null }]);
    expect((await call('DELETE', `/api/sequences/${s.id}`)).status).toBe(404);
  });

  it("should duplicate as '{name} (Copy)', then numbered, with the steps and no enrollments", async () => {
    const s = await create('Original', { description: 'd', stop_on_reply: true });
    await call('PUT', `/api/sequences/${s.id}/steps/v3`, { steps: [{ template_id: templateId, delay_seconds: 60 }, { delay_seconds: 3600 }] });
    await enroll(s.id, contacts[6]);
    const copy = await call('POST', `/api/sequences/${s.id}/duplicate`, undefined, 'bob');
    expect(copy.status).toBe(201);
    expect(copy.body.sequence).toMatchObject({ name: 'Original (Copy)', step_count: 2, total_enrollments: 0 });
    const steps = (await call('GET', `/api/sequences/${copy.body.id}/steps/v3`)).body.steps;
    expect(steps.map((step) => [step.step_order, step.template_id, step.delay_seconds])).toEqual([[1, templateId, 60], [2, null, 3600]]);
    expect((await call('POST', `/api/sequences/${s.id}/duplicate`)).body.sequence.name).toBe('Original (Copy) 2');
  });

  it('should switch state with optimistic concurrency, idempotency, NO_STEPS and FORBIDDEN, holding and releasing enrollments', async () => {
    const empty = await create('Empty switch');
    expect((await call('PATCH', `/api/v1/sequences/${empty.id}/state`, { state: 'active' })).body.error_code).toBe('NO_STEPS');
    const noSteps = await call('PATCH', `/api/v1/sequences/${empty.id}/state`, { state: 'paused', updated_at: empty.updated_at });
    expect({ status: noSteps.status, body: noSteps.body }).toMatchObject({ status: 200, body: { success: true, sequence: { state: 'paused' } } });
    const activate = await call('PATCH', `/api/v1/sequences/${empty.id}/state`, { state: 'active' });
    expect(activate.status).toBe(422);
    expect(activate.body).toMatchObject({ error_code: 'NO_STEPS', message: 'Cannot activate sequence with 0 steps' });

    const s = await create('Switch');
    await call('PUT', `/api/sequences/${s.id}/steps/v3`, { steps: [{ template_id: templateId }] });
    const held = await enroll(s.id, contacts[7], 'active');
    const before = (await call('GET', `/api/v1/sequences/${s.id}/state`)).body.sequence;
    expect(before.state).toBe('active');

    const forbidden = await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'paused', updated_at: before.updated_at }, 'bob');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error_code: 'FORBIDDEN', message: "You don't have permission to change sequence state" });
    const badState = (await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'stopped' })).body;
    expect(badState.details).toContain('State must be "active" or "paused"');
    // The seed's words, verbatim, as the message the admin shows (no "Validation failed: " in front).
    expect(badState.message).toBe('State must be "active" or "paused"');

    const paused = await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'paused', reason: 'holiday', updated_at: before.updated_at });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ success: true, idempotent: false, sequence: { state: 'paused' } });
    expect(await db.query(`SELECT status, held_by_sequence_at IS NOT NULL AS held FROM sequence_enrollments WHERE id = $1`, [held])).toEqual([{ status: 'paused', held: true }]);

    const stale = await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'active', updated_at: before.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error_code: 'CONFLICT', message: 'Sequence changed elsewhere. Refreshed to latest.', sequence: { id: s.id, state: 'paused', updated_at: paused.body.sequence.updated_at } });

    const again = await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'paused', updated_at: paused.body.sequence.updated_at });
    expect(again.body).toMatchObject({ success: true, idempotent: true });

    const resumed = await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'active', updated_at: paused.body.sequence.updated_at }, 'admin');
    expect(resumed.body).toMatchObject({ idempotent: false, sequence: { state: 'active' } });
    expect(await db.query(`SELECT status, held_by_sequence_at, next_run_at >= now() - interval '5 seconds' AS due_now FROM sequence_enrollments WHERE id = $1`, [held]))
      .toEqual([{ status: 'active', held_by_sequence_at: null, due_now: true }]);
  });
  it('should limit state changes per user (30 a minute): past it RATE_LIMIT_EXCEEDED, while another user is not limited', async () => {
    const s = await create('Limited', {}, 'carol');
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) statuses.push((await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'paused' }, 'carol')).status);
    expect(statuses).toEqual(Array(30).fill(200));
    const limited = await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'paused' }, 'carol');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error_code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests. Please wait a moment.' });
    expect((await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'paused' }, 'admin')).body).toMatchObject({ success: true, idempotent: true });
  });
  it('should answer archived for is_active false, list it under status=archived and refuse activating it', async () => {
    const s = await create('Archived one');
    await call('PUT', `/api/sequences/${s.id}/steps/v3`, { steps: [{ template_id: templateId }] });
    const archived = await call('PUT', `/api/sequences/${s.id}`, { is_active: false });
    expect(archived.body.sequence.state).toBe('archived');
    expect((await call('GET', '/api/sequences?status=archived')).body.items.map((item) => item.id)).toEqual([s.id]);
    const refused = await call('PATCH', `/api/v1/sequences/${s.id}/state`, { state: 'active' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'SEQUENCE_ARCHIVED', message: 'Sequence is archived' });
  });
});
