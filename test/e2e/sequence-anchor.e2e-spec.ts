import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { SequenceMoveDateService } from 'src/modules/runs/move-date/sequence-move-date.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertOpportunity, insertRun, type RunRow } from './support/factories';

interface Step {
  id: string;
  step_order: number;
  wait_until: unknown;
}
interface Answer {
  success: boolean;
  sequence: { id: string };
  steps: Step[];
  details?: string[];
}

describe('Sequence steps: move-date anchors (wait_until) in steps v3', () => {
  let t: TestApp;
  let db: DataSource;
  let auth: Record<string, string> = {};
  let sequenceId = '';

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'anchor.sequences@movingco.example', days: 1 });
    auth = { authorization: `Bearer ${token.token}` };
    const created = await call('POST', '/api/sequences', { name: 'Anchored' });
    expect(created.status).toBe(201);
    sequenceId = created.body.sequence.id;
  });
  afterAll(() => t.close());

  it('should store a move-date anchor, keep only its fields, answer it on GET, and store null as a plain delay', async () => {
    const saved = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, {
      steps: [{ delay_seconds: 3600 }, { wait_until: { anchor: 'move_date', offset_days: -7, send_hour: 9 } }, { wait_until: null }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.steps.map((step) => step.wait_until)).toEqual([null, { anchor: 'move_date', offset_days: -7, send_hour: 9 }, null]);
    const read = await call('GET', `/api/sequences/${sequenceId}/steps/v3`);
    expect(read.body.steps.map((step) => step.wait_until)).toEqual([null, { anchor: 'move_date', offset_days: -7, send_hour: 9 }, null]);
    const detail = await call('GET', `/api/sequences/${sequenceId}`);
    expect(detail.body.steps[1].wait_until).toEqual({ anchor: 'move_date', offset_days: -7, send_hour: 9 });
    const stored = (await db.query(`SELECT wait_until FROM sequence_steps WHERE sequence_id = $1 ORDER BY step_order`, [sequenceId])) as { wait_until: unknown }[];
    expect(stored.map((row) => row.wait_until)).toEqual([null, { anchor: 'move_date', offset_days: -7, send_hour: 9 }, null]);
  });

  it('should refuse a bad anchor with 400 listing every problem per step, changing nothing', async () => {
    const refused = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, {
      steps: [{ wait_until: { anchor: 'move_date', offset_days: 400, send_hour: 9 } }, { wait_until: { anchor: 'birthday', offset_days: 1, send_hour: 24 } }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      'Step 1: wait_until.offset_days must be a whole number of days from -365 to 365 (negative = before the move date)',
      'Step 2: wait_until.anchor must be "move_date"',
      'Step 2: wait_until.send_hour must be a whole hour from 0 to 23',
    ]);
    const read = await call('GET', `/api/sequences/${sequenceId}/steps/v3`);
    expect(read.body.steps).toHaveLength(3);
    expect(read.body.steps[1].wait_until).toEqual({ anchor: 'move_date', offset_days: -7, send_hour: 9 });
  });

  it('should recompute anchored runs when the move date changes, end them when it has passed, and leave plain steps alone', async () => {
    const anchored = (await call('POST', '/api/sequences', { name: 'Move week' })).body.sequence.id;
    await call('PUT', `/api/sequences/${anchored}/steps/v3`, { steps: [{ wait_until: { anchor: 'move_date', offset_days: -7, send_hour: 9 } }] });
    const plain = (await call('POST', '/api/sequences', { name: 'Plain' })).body.sequence.id;
    await call('PUT', `/api/sequences/${plain}/steps/v3`, { steps: [{ delay_seconds: 60 }] });
    const { id: contactId } = await insertContact(db, { email: 'mover@example.com' });
    const { id: opportunityId } = await insertOpportunity(db, { tracking_number: 'MV-1', contact_id: contactId, move_date: '2030-03-15' });
    const enroll = async (sequence: string, status: RunRow['status']): Promise<string> =>
      (await insertRun(db, { sequence_id: sequence, contact_id: contactId, status, next_run_at: '2030-01-02T10:00:00Z' })).id;
    const run = await enroll(anchored, 'paused');
    const other = await enroll(plain, 'active');
    const read = async (id: string): Promise<Record<string, unknown>> =>
      ((await db.query(`SELECT status, next_run_at, end_reason FROM sequence_enrollments WHERE id = $1`, [id])) as Record<string, unknown>[])[0];
    const moves = t.app.get(SequenceMoveDateService);
    const now = new Date('2030-01-01T00:00:00Z');

    // Friday 15 March: seven days before is Friday 8 March, 09:00 in the default window (UTC, weekdays 8-18).
    expect(await moves.recompute(opportunityId, now)).toEqual({ rescheduled: 1, ended: 0 });
    expect(await read(run)).toEqual({ status: 'paused', next_run_at: new Date('2030-03-08T09:00:00Z'), end_reason: null });
    expect(await read(other)).toMatchObject({ status: 'active', next_run_at: new Date('2030-01-02T10:00:00Z') });

    await db.query(`UPDATE opportunities SET move_date = '2030-01-03' WHERE id = $1`, [opportunityId]);
    expect(await moves.recompute(opportunityId, now)).toEqual({ rescheduled: 0, ended: 1 });
    expect(await read(run)).toEqual({ status: 'completed', next_run_at: null, end_reason: 'move_date_passed' });
    expect(await read(other)).toMatchObject({ status: 'active' });
  });
});
