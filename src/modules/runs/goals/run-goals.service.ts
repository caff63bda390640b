import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { RunRecordsWriter } from '../advancer/run-records.writer';
import { RunGoalsRepository } from './run-goals.repository';

/**
 * Sequence goals: a run ends as soon as its contact's opportunity reaches a status its sequence names as the goal
 * (`goal_statuses`, `booked` by default) — a conversion. This is the at-once half, fed by the
 * `opportunity.status_changed` outbox event; the advancer checks the same at send time.
 */
@Injectable()
export class RunGoalsService {
  constructor(
    private readonly goals: RunGoalsRepository,
    private readonly records: RunRecordsWriter,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /** Ends the runs the opportunity's new status reaches the goal of, each with its ended event and timeline line; answers how many. */
  async endReached(opportunityId: string): Promise<{ ended: number }> {
    return this.db.withTransaction(async () => {
      const runs = await this.goals.endReached(opportunityId);
      for (const run of runs) {
        await this.records.ended(
          { id: run.id, step: run.current_step, sequenceName: run.sequence_name, contactId: run.contact_id },
          'completed', 'goal_reached', `Goal reached: ${run.status} (after step ${run.current_step})`,
        );
      }
      return { ended: runs.length };
    });
  }
}
