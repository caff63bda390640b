import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import type { OutboxAppend } from 'src/modules/outbox/outbox.service';
import type { RunActivityLine } from './run-activity.writer';

/** The run a record is about: its id, the step it was at, its sequence's name. */
export interface RecordedRun {
  id: string;
  step: number;
  sequenceName: string;
}

/** What a transition writes beside the run change: its outbox event (when something consumes one) and its timeline line. */
export interface RunRecords {
  event: OutboxAppend | null;
  line: RunActivityLine;
}

/** A step was sent: the step_sent event (one per run and step) and the 'Sequence email sent' line. */
export function sentRecords(run: RecordedRun, deliveryId: string, sentAt: Date): RunRecords {
  return {
    event: {
      event: OutboxEvent.SequenceStepSent,
      payload: { enrollmentId: run.id, step: run.step, deliveryId, sentAt: sentAt.toISOString() },
      idempotencyKey: `sequence_run.step_sent:${run.id}:${run.step}`,
    },
    line: { kind: 'sequence_email_sent', title: `Sequence email sent: ${run.sequenceName}, step ${run.step}`, detail: null },
  };
}

/** A step was carried out without an email: only its own timeline line (no event: nothing consumes one yet). */
export function doneRecords(done: { title: string; detail: string | null }): RunRecords {
  return { event: null, line: { kind: 'sequence_step_done', title: done.title, detail: done.detail } };
}

/** A run ends (completed, canceled, failed): the ended event (one per run) and its line. */
export function endRecords(run: RecordedRun, status: string, reason: string, detail: string | null): RunRecords {
  const completed = status === 'completed';
  return {
    event: { event: OutboxEvent.SequenceRunEnded, payload: { enrollmentId: run.id, step: run.step, status, reason }, idempotencyKey: `sequence_run.ended:${run.id}` },
    line: {
      kind: completed ? 'sequence_run_completed' : 'sequence_run_ended',
      title: completed ? `Sequence completed: ${run.sequenceName}` : `Sequence run ${status}: ${run.sequenceName}`,
      detail: detail ?? reason,
    },
  };
}
