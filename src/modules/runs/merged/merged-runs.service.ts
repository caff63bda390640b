import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { RunRecordsWriter } from '../advancer/run-records.writer';
import { MergedRunsRepository } from './merged-runs.repository';

/**
 * Duplicate leads merged: the family gets one run per sequence. Fed by the `opportunity.merged` outbox event: the
 * merged lead's contact's live runs in sequences the primary's contact also runs end (`merged_duplicate`); its runs
 * in other sequences go on.
 */
@Injectable()
export class MergedRunsService {
  constructor(
    private readonly runs: MergedRunsRepository,
    private readonly records: RunRecordsWriter,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  async collapse(mergeId: string): Promise<{ ended: number }> {
    return this.db.withTransaction(async () => {
      const runs = await this.runs.collapse(mergeId);
      for (const run of runs) {
        await this.records.ended(
          { id: run.id, step: run.current_step, sequenceName: run.sequence_name, contactId: run.contact_id },
          'canceled', 'merged_duplicate', `Lead merged into another; that contact's run in this sequence goes on (after step ${run.current_step})`,
        );
      }
      return { ended: runs.length };
    });
  }
}
