import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { doneRecords, endRecords, sentRecords } from './run-records.policy';

const run = { id: 'run-1', step: 2, sequenceName: 'Welcome' };

describe('run records', () => {
  it('should name a sent step once per run and step, with its delivery and time, and the timeline line', () => {
    const sentAt = new Date('2026-11-24T10:00:00Z');
    expect(sentRecords(run, 'd-1', sentAt)).toEqual({
      event: {
        event: OutboxEvent.SequenceStepSent,
        payload: { enrollmentId: 'run-1', step: 2, deliveryId: 'd-1', sentAt: '2026-11-24T10:00:00.000Z' },
        idempotencyKey: 'sequence_run.step_sent:run-1:2',
      },
      line: { kind: 'sequence_email_sent', title: 'Sequence email sent: Welcome, step 2', detail: null },
    });
  });

  it('should word a completed run apart from one that ended otherwise, the detail falling back to the reason', () => {
    expect(endRecords(run, 'completed', 'completed', null)).toEqual({
      event: { event: OutboxEvent.SequenceRunEnded, payload: { enrollmentId: 'run-1', step: 2, status: 'completed', reason: 'completed' }, idempotencyKey: 'sequence_run.ended:run-1' },
      line: { kind: 'sequence_run_completed', title: 'Sequence completed: Welcome', detail: 'completed' },
    });
    expect(endRecords(run, 'failed', 'send_failed', 'Mailbox unavailable').line).toEqual({
      kind: 'sequence_run_ended', title: 'Sequence run failed: Welcome', detail: 'Mailbox unavailable',
    });
  });

  it('records a step done without an email by its own line and no event', () => {
    expect(doneRecords({ title: 'Waited: Nurture', detail: null })).toEqual({ event: null, line: { kind: 'sequence_step_done', title: 'Waited: Nurture', detail: null } });
  });
});
