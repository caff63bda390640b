import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import { RunActivityRepository } from './run-activity.repository';
import { RunControlRepository } from './run-control.repository';

/**
 * The hooks other modules use to steer a run (the inbound mail of the next issue: a reply stops the run, an
 * out-of-office pauses it until the person is back). Each change writes its outbox event and a timeline line in the
 * same transaction; a run that has already ended (or is not in a state the change applies to) answers false.
 */
@Injectable()
export class RunControlService {
  constructor(
    private readonly runs: RunControlRepository,
    private readonly activity: RunActivityRepository,
    private readonly outbox: OutboxService,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /** Ends a live run as canceled with `reason` (e.g. reply_received). */
  stop(enrollmentId: string, reason: string): Promise<boolean> {
    return this.db.withTransaction(async () => {
      const run = await this.runs.stop(enrollmentId, reason);
      if (!run) return false;
      await this.outbox.append(OutboxEvent.SequenceRunEnded, { enrollmentId, step: run.current_step, status: 'canceled', reason }, `sequence_run.ended:${enrollmentId}`);
      await this.activity.append(run.contact_id, 'sequence_run_ended', `Sequence run stopped: ${run.sequence_name}`, reason);
      return true;
    });
  }

  /**
   * With `until`: the run stays active and sends nothing before then (held with the reason). Without: it is paused
   * until an operator reactivates it (`byUserId` recorded as who paused it).
   */
  pause(enrollmentId: string, reason: string, options: { until?: Date; byUserId?: string | null } = {}): Promise<boolean> {
    return this.db.withTransaction(async () => {
      const run = options.until ? await this.runs.holdUntil(enrollmentId, reason, options.until) : await this.runs.pause(enrollmentId, reason, options.byUserId ?? null);
      if (!run) return false;
      if (options.until) {
        const until = options.until.toISOString();
        await this.outbox.append(OutboxEvent.SequenceRunHeld, { enrollmentId, step: run.current_step, reason, until }, `sequence_run.held:${enrollmentId}:${run.current_step}:${reason}:${until}`);
        await this.activity.append(run.contact_id, 'sequence_run_paused', `Sequence run paused until ${until}: ${run.sequence_name}`, reason);
      } else {
        await this.outbox.append(OutboxEvent.SequenceRunPaused, { enrollmentId, step: run.current_step, reason });
        await this.activity.append(run.contact_id, 'sequence_run_paused', `Sequence run paused: ${run.sequence_name}`, reason);
      }
      return true;
    });
  }
}
