import { Injectable } from '@nestjs/common';
import { statementBatcher } from 'src/database/statement-batcher';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { AdvancerRepository, type SentTransition } from './advancer.repository';
import { RunActivityWriter, type ContactActivityLine } from './run-activity.writer';
import { doneRecords, endRecords, sentRecords, type RecordedRun, type RunRecords } from './run-records.policy';

/** A run whose step was carried out, as the writer records it: an email sent (its delivery) or a step done. */
export interface SentStep extends SentTransition {
  run: RecordedRun & { contactId: string };
  /** The email step's delivery; null for a step carried out without an email, which gives its own line (`done`). */
  deliveryId: string | null;
  done?: { title: string; detail: string | null };
  /** A per-step count this carried-out step adds to (a skip: `skipped`), with the run's sequence. */
  tally?: { sequenceId: string; name: 'skipped' };
}

/**
 * What the advancer writes beside a run's change: outbox events and timeline lines.
 *
 * Sent steps are recorded whole here: the run moves on (or completes), with the step_sent event and the 'Sequence
 * email sent' line (and at the last step the end's event and line), in one transaction. The steps that finish sending
 * while the previous transaction commits are recorded together in the next one (group commit), so a burst of sends
 * costs a handful of statements per batch instead of five per send. Pauses and ends join the caller's transaction
 * (a hold records nothing here: the run row keeps its reason and until when).
 */
@Injectable()
export class RunRecordsWriter {
  constructor(
    private readonly repo: AdvancerRepository,
    private readonly activity: RunActivityWriter,
    private readonly outbox: OutboxService,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /** True when the run moved on; false when its lease was lost (another worker holds it now). */
  recordSent(step: SentStep): Promise<boolean> {
    return this.write(step);
  }

  async paused(run: RecordedRun & { contactId: string }, reason: string, detail: string): Promise<void> {
    await this.outbox.append(OutboxEvent.SequenceRunPaused, { enrollmentId: run.id, step: run.step, reason });
    await this.activity.append(run.contactId, 'sequence_run_paused', `Sequence run paused: ${run.sequenceName}`, detail);
  }

  async ended(run: RecordedRun & { contactId: string }, status: string, reason: string, detail: string | null): Promise<void> {
    const end = endRecords(run, status, reason, detail);
    if (end.event) await this.outbox.appendAll([end.event]);
    await this.activity.appendAll(run.contactId, [end.line]);
  }

  private readonly write = statementBatcher((steps: readonly SentStep[]) =>
    this.db.withTransaction(async () => {
      const moved = await this.repo.afterSends(steps);
      const records: (RunRecords & { contactId: string })[] = [];
      for (const step of steps) {
        if (!moved.has(step.lease.id)) continue;
        const carried = step.deliveryId !== null && step.sentAt !== null ? sentRecords(step.run, step.deliveryId, step.sentAt) : doneRecords(step.done ?? { title: `Step ${step.run.step} done: ${step.run.sequenceName}`, detail: null });
        records.push({ ...carried, contactId: step.run.contactId });
        if (step.next.kind === 'end') records.push({ ...endRecords(step.run, step.next.status, step.next.reason, null), contactId: step.run.contactId });
      }
      await this.repo.addTallies(steps.flatMap((step) => (step.tally && moved.has(step.lease.id) ? [{ ...step.tally, step: step.run.step }] : [])));
      await this.outbox.appendAll(records.flatMap((record) => (record.event ? [record.event] : [])));
      await this.activity.appendForContacts(records.map(({ contactId, line }): ContactActivityLine => ({ contactId, ...line })));
      return steps.map((step) => moved.has(step.lease.id));
    }),
  );
}
