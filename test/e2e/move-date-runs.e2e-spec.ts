import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { anchoredRun, DEFAULT_SEND_WINDOW } from 'src/modules/sequences/schedule/send-window.policy';
import { SequenceMoveDateService } from 'src/modules/runs/move-date/sequence-move-date.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { insertContact, insertOpportunity, insertTemplate } from './support/factories';

interface Run {
  status: string;
  next_run_at: Date | null;
  end_reason: string | null;
}

const day = (fromToday: number): string => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
const ANCHOR = { anchor: 'move_date', offset_days: -7, send_hour: 9 } as const;

/** Move-date changes reach the runs (outbox event → worker job), and the daily pass ends runs whose moment passed. */
describe('Move-date anchored runs follow the move date', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};
  let templateId = '';
  let n = 0;

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${t.url}${path}`, {
      method, headers: { 'content-type': 'application/json', ...bearer }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  /** An anchored sequence, a contact with one opportunity moving on `moveDate`, enrolled through manual assignment. */
  const enrolled = async (moveDate: string): Promise<{ opportunityId: string; enrollmentId: string }> => {
    n += 1;
    const sequence = (await call('POST', '/api/sequences', { name: `Move week ${n}` })).body.sequence as { id: string };
    expect((await call('PUT', `/api/sequences/${sequence.id}/steps/v3`, { steps: [{ template_id: templateId, wait_until: ANCHOR }] })).status).toBe(200);
    const { id: contactId } = await insertContact(db, { email: `mover${n}@example.com`, consent_status: 'opted_in' });
    const { id: opportunityId } = await insertOpportunity(db, { tracking_number: `MDR-${n}`, contact_id: contactId, move_date: moveDate });
    const assigned = await call('POST', `/api/enrollment/sequences/${sequence.id}/manual-assign`, { contact_ids: [contactId] });
    expect(assigned.body).toMatchObject({ assigned_count: 1 });
    return { opportunityId, enrollmentId: (assigned.body.enrollment_ids as string[])[0] };
  };
  const run = async (id: string): Promise<Run> =>
    ((await db.query(`SELECT status, next_run_at, end_reason FROM sequence_enrollments WHERE id = $1`, [id])) as Run[])[0];
  const events = async (opportunityId: string): Promise<number> =>
    ((await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE event_type = 'opportunity.move_date_changed' AND payload->>'opportunityId' = $1`, [opportunityId])) as { n: number }[])[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'moves.sequences@movingco.example', days: 1 })).token}` };
    ({ id: templateId } = await insertTemplate(db, { name: 'Move week', subject: 'Your move' }));
  });
  afterAll(() => t.close());

  it('should move next_run_at when the move date changes through the API, and end the run with its reason once it has passed', async () => {
    const { opportunityId, enrollmentId } = await enrolled(day(60));
    const recorded = await events(opportunityId);

    // An edit that leaves the move date alone records nothing.
    expect((await call('PUT', `/api/opportunities/${opportunityId}`, { customer: 'Morgan Mover' })).status).toBe(200);
    expect(await events(opportunityId)).toBe(recorded);

    const later = day(90);
    expect((await call('PUT', `/api/opportunities/${opportunityId}`, { move_date: later })).status).toBe(200);
    expect(await events(opportunityId)).toBe(recorded + 1);
    const expected = anchoredRun(later, ANCHOR.offset_days, ANCHOR.send_hour, DEFAULT_SEND_WINDOW, { now: new Date() });
    await waitFor('the run to follow the new move date', async () => (await run(enrollmentId)).next_run_at?.getTime() === expected?.getTime());
    expect(await run(enrollmentId)).toMatchObject({ status: 'active', end_reason: null });

    // Yesterday: the anchored moment (a week before) is long past, so the run ends, completed, with the reason.
    expect((await call('PUT', `/api/opportunities/${opportunityId}`, { move_date: day(-1) })).status).toBe(200);
    await waitFor('the run to end', async () => (await run(enrollmentId)).status === 'completed');
    expect(await run(enrollmentId)).toEqual({ status: 'completed', next_run_at: null, end_reason: 'move_date_passed' });
  });

  it('should record the event for any writer of the move date, in its transaction (a rolled-back change records none)', async () => {
    const { opportunityId, enrollmentId } = await enrolled(day(40));
    const recorded = await events(opportunityId);
    const undone = db.transaction(async (manager) => {
      await manager.query(`UPDATE opportunities SET move_date = $2 WHERE id = $1`, [opportunityId, day(41)]);
      throw new Error('undo');
    });
    await expect(undone).rejects.toThrow('undo');
    expect(await events(opportunityId)).toBe(recorded);
    await db.query(`UPDATE opportunities SET move_date = $2 WHERE id = $1`, [opportunityId, day(45)]);
    expect(await events(opportunityId)).toBe(recorded + 1);
    const expected = anchoredRun(day(45), ANCHOR.offset_days, ANCHOR.send_hour, DEFAULT_SEND_WINDOW, { now: new Date() });
    await waitFor('the run to follow a direct write', async () => (await run(enrollmentId)).next_run_at?.getTime() === expected?.getTime());
  });

  it('should end runs whose anchored moment passed without any change in the daily pass, scheduled once a day', async () => {
    const scheduler = await t.app.get(JobQueue).queue(QueueName.Enrollment).getJobScheduler(JobName.EndPassedMoveDateRuns);
    expect(scheduler?.every).toBe(24 * 3600_000);
    const soon = await enrolled(day(20));
    const far = await enrolled(day(200));
    // Thirty days on: the first move (and the week before it) is past, the second is still ahead.
    const result = await t.app.get(SequenceMoveDateService).endPassedRuns(new Date(Date.now() + 30 * 86_400_000));
    expect(result.ended).toBeGreaterThanOrEqual(1);
    expect(await run(soon.enrollmentId)).toEqual({ status: 'completed', next_run_at: null, end_reason: 'move_date_passed' });
    expect(await run(far.enrollmentId)).toMatchObject({ status: 'active', end_reason: null });
  });
});
