import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { CallOutcomeEntity, type CallOutcome } from './entities/call-outcome.entity';

@Injectable()
export class CallOutcomesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /** Inside a transaction the row is also share-locked until it commits. */
  async opportunityExists(id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.tx.query(`SELECT 1 FROM opportunities WHERE id = $1 FOR SHARE`, [id]);
    return rows.length > 0;
  }

  insert(call: { opportunityId: string; agent: string; phoneNumber: string; outcome: CallOutcome; notes: string | null; followUpTriggered: boolean }): Promise<CallOutcomeEntity> {
    const repo = this.db.tx.getRepository(CallOutcomeEntity);
    return repo.save(
      repo.create({
        opportunityId: call.opportunityId,
        customerServiceAgent: call.agent,
        phoneNumber: call.phoneNumber,
        outcome: call.outcome,
        notes: call.notes,
        callDate: new Date(),
        followUpTriggered: call.followUpTriggered,
      }),
    );
  }

  async setOpportunityStatus(id: string, status: string): Promise<void> {
    await this.db.tx.query(`UPDATE opportunities SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
  }

  history(opportunityId: string): Promise<CallOutcomeEntity[]> {
    return this.dataSource.getRepository(CallOutcomeEntity).find({ where: { opportunityId }, order: { callDate: 'DESC' }, take: 200 });
  }
}
