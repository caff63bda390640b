import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

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
});
