import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
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

  /** The contact the opportunity is linked to, if any. */
  async contactOf(opportunityId: string): Promise<string | null> {
    const rows: { contact_id: string | null }[] = await this.db.tx.query(`SELECT contact_id FROM opportunities WHERE id = $1`, [opportunityId]);
    return rows[0]?.contact_id ?? null;
  }

  /** A sequence action ran after the call was stored: the call now counts as having triggered a follow-up. */
  async markFollowUpTriggered(callId: string): Promise<void> {
    await this.db.tx.query(`UPDATE call_outcomes SET follow_up_triggered = true WHERE id = $1`, [callId]);
  }

  /** One line on the opportunity's Activity Timeline about what the sequence follow-up did (or why not). */
  async appendFollowUpActivity(line: { opportunityId: string; title: string; detail: string; actor: string }): Promise<void> {
    await this.db.tx.query(
      `INSERT INTO opportunity_activity (opportunity_id, kind, title, detail, actor) VALUES ($1, 'sequence_follow_up', $2, $3, $4)`,
      [line.opportunityId, line.title, line.detail, line.actor],
    );
  }

  /** A lead's calls, newest first, with those of the leads merged into it. */
  async history(opportunityId: string): Promise<CallOutcomeEntity[]> {
    const merged: { id: string }[] = await this.dataSource.query(`SELECT id FROM opportunities WHERE merged_into_id = $1`, [opportunityId]);
    return this.dataSource.getRepository(CallOutcomeEntity).find({
      where: { opportunityId: In([opportunityId, ...merged.map((row) => row.id)]) }, order: { callDate: 'DESC' }, take: 200,
    });
  }
}
