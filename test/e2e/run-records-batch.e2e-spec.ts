import { DataSource } from 'typeorm';
import { AdvancerRepository } from 'src/modules/runs/advancer/advancer.repository';
import { RunRecordsWriter, type SentStep } from 'src/modules/runs/advancer/run-records.writer';
import { startTestApp, type TestApp } from '../utils/test-app';
import { DUE_NOW, insertContact, insertOpportunity, insertRun, insertSequence } from './support/factories';

/**
 * Sent steps recorded together (group commit): steps reported at once share one transaction, and each run is still
 * guarded by its own lease — a run whose lease another worker took is left alone and gets no event or line.
 */
describe('Recording sent steps together', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ SEQUENCE_ADVANCER_EVERY_MS: '3600000' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('should move each run on under its own lease, with its events and timeline lines, and leave a run whose lease was lost', async () => {
    const { id: sequenceId } = await insertSequence(db, { name: 'Batch records' });
    const runs: { id: string; contactId: string; opportunityId: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { id: contactId } = await insertContact(db, { email: `batch-${i}@example.com` });
      const { id: opportunityId } = await insertOpportunity(db, { tracking_number: `BATCH-${i}`, contact_id: contactId });
      const { id } = await insertRun(db, { sequence_id: sequenceId, contact_id: contactId, next_run_at: DUE_NOW });
      runs.push({ id, contactId, opportunityId });
    }
    const claimed = await t.app.get(AdvancerRepository, { strict: false }).claim(100, 60, 'worker-a');
    expect(claimed.map((run) => run.id).sort()).toEqual(runs.map((run) => run.id).sort());
    // Another worker holds the fourth run now (as after this worker's lease ran out).
    await db.query(`UPDATE sequence_enrollments SET locked_by = 'worker-b' WHERE id = $1`, [runs[3].id]);

    const sentAt = new Date();
    const nextAt = new Date(sentAt.getTime() + 3600_000);
    const step = (i: number, next: SentStep['next']): SentStep => ({
      lease: { id: runs[i].id, token: 'worker-a', step: 1 },
      next,
      sentAt,
      run: { id: runs[i].id, step: 1, sequenceName: 'Batch records', contactId: runs[i].contactId },
      deliveryId: `00000000-0000-4000-8000-00000000000${i}`,
    });
    const writer = t.app.get(RunRecordsWriter, { strict: false });
    const moved = await Promise.all([
      writer.recordSent(step(0, { kind: 'advance', step: 2, at: nextAt })),
      writer.recordSent(step(1, { kind: 'advance', step: 2, at: nextAt })),
      writer.recordSent(step(2, { kind: 'end', status: 'completed', reason: 'completed' })),
      writer.recordSent(step(3, { kind: 'advance', step: 2, at: nextAt })),
    ]);
    expect(moved).toEqual([true, true, true, false]);

    const rows = (await db.query(
      `SELECT id, status, current_step, next_run_at, end_reason, locked_by, last_sent_at FROM sequence_enrollments WHERE sequence_id = $1`, [sequenceId],
    )) as { id: string; status: string; current_step: number; next_run_at: Date | null; end_reason: string | null; locked_by: string | null; last_sent_at: Date | null }[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const i of [0, 1]) {
      expect(byId.get(runs[i].id)).toMatchObject({ status: 'active', current_step: 2, next_run_at: nextAt, locked_by: null, last_sent_at: sentAt });
    }
    expect(byId.get(runs[2].id)).toMatchObject({ status: 'completed', end_reason: 'completed', next_run_at: null, locked_by: null, last_sent_at: sentAt });
    expect(byId.get(runs[3].id)).toMatchObject({ status: 'active', current_step: 1, locked_by: 'worker-b', last_sent_at: null });

    const events = (await db.query(
      `SELECT payload->>'enrollmentId' AS run, event_type FROM outbox_events WHERE payload->>'enrollmentId' = ANY($1) ORDER BY event_type, payload->>'enrollmentId'`,
      [runs.map((run) => run.id)],
    )) as { run: string; event_type: string }[];
    expect(events).toEqual([
      { run: runs[2].id, event_type: 'sequence_run.ended' },
      ...[runs[0].id, runs[1].id, runs[2].id].sort().map((run) => ({ run, event_type: 'sequence_run.step_sent' })),
    ]);
    const lines = (await db.query(
      `SELECT opportunity_id, kind FROM opportunity_activity WHERE opportunity_id = ANY($1) ORDER BY id`, [runs.map((run) => run.opportunityId)],
    )) as { opportunity_id: string; kind: string }[];
    expect(lines.filter((line) => line.opportunity_id === runs[3].opportunityId)).toEqual([]);
    for (const i of [0, 1]) expect(lines.filter((line) => line.opportunity_id === runs[i].opportunityId).map((line) => line.kind)).toEqual(['sequence_email_sent']);
    expect(lines.filter((line) => line.opportunity_id === runs[2].opportunityId).map((line) => line.kind)).toEqual(['sequence_email_sent', 'sequence_run_completed']);
  });
  it('should move a run on after a step done without an email: its own line, no event, last_sent_at kept', async () => {
    const { id: sequenceId } = await insertSequence(db, { name: 'Done steps' });
    const { id: contactId } = await insertContact(db, { email: 'done-step@example.com' });
    const { id: opportunityId } = await insertOpportunity(db, { tracking_number: 'DONE-1', contact_id: contactId });
    const { id } = await insertRun(db, { sequence_id: sequenceId, contact_id: contactId, next_run_at: DUE_NOW });
    const earlier = new Date('2026-11-01T10:00:00Z');
    await db.query(`UPDATE sequence_enrollments SET last_sent_at = $2 WHERE id = $1`, [id, earlier]);
    await t.app.get(AdvancerRepository, { strict: false }).claim(100, 60, 'worker-a');

    const nextAt = new Date(Date.now() + 3600_000);
    const moved = await t.app.get(RunRecordsWriter, { strict: false }).recordSent({
      lease: { id, token: 'worker-a', step: 1 },
      next: { kind: 'advance', step: 2, at: nextAt },
      sentAt: null,
      run: { id, step: 1, sequenceName: 'Done steps', contactId },
      deliveryId: null,
      done: { title: 'Waited for the move: Done steps', detail: 'Step 1' },
    });
    expect(moved).toBe(true);

    const [run] = (await db.query(`SELECT status, current_step, next_run_at, last_sent_at, locked_by FROM sequence_enrollments WHERE id = $1`, [id])) as Record<string, unknown>[];
    expect(run).toMatchObject({ status: 'active', current_step: 2, next_run_at: nextAt, last_sent_at: earlier, locked_by: null });
    expect(await db.query(`SELECT event_type FROM outbox_events WHERE payload->>'enrollmentId' = $1`, [id])).toEqual([]);
    expect(await db.query(`SELECT kind, title, detail, actor FROM opportunity_activity WHERE opportunity_id = $1`, [opportunityId]))
      .toEqual([{ kind: 'sequence_step_done', title: 'Waited for the move: Done steps', detail: 'Step 1', actor: 'Sequence engine' }]);
  });
});
