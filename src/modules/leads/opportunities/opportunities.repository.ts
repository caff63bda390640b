import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { leadMatchFacts } from '../duplicates/duplicate-keys.policy';
import { storedMatchKeys } from '../duplicates/stored-match-keys.policy';
import { fitOpportunityToColumns } from '../intake/column-fit.policy';
import { OpportunityEntity } from './entities/opportunity.entity';

/** The only place that touches the opportunities table (contacts go through ContactsService). */
@Injectable()
export class OpportunitiesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /** The current transaction's manager (see src/database/transactions.ts), or the plain one. */
  private get manager(): EntityManager {
    return this.db.tx;
  }

  /**
   * Leads created in [since, before) whose enrichment never ran (still 'scraped' and incomplete): walks the created_at
   * index over that window only, so it stays cheap however large the table is.
   */
  async idsNeverEnriched(since: Date, before: Date, limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM opportunities
        WHERE created_at >= $1 AND created_at < $2 AND process_status = 'scraped' AND NOT enriched
        ORDER BY created_at LIMIT $3`,
      [since, before, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Creates the row if the tracking number is new, then locks it for the merge. */
  async lockOrCreate(trackingNumber: string, leadSource: string): Promise<{ row: OpportunityEntity; created: boolean }> {
    const manager = this.manager;
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO opportunities (tracking_number, lead_source) VALUES ($1, $2) ON CONFLICT (tracking_number) DO NOTHING RETURNING id`,
      [trackingNumber, leadSource],
    );
    const row = await manager
      .getRepository(OpportunityEntity)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.tracking_number = :trackingNumber', { trackingNumber })
      .getOneOrFail();
    return { row, created: inserted.length > 0 };
  }

  lockById(id: string): Promise<OpportunityEntity | null> {
    return this.manager.getRepository(OpportunityEntity).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
  }

  /**
   * Writes a locked row back in one UPDATE (repository.save would re-read it first). The row is fitted to its columns
   * first (a last guard: intake and enrichment fit what they receive before merging it).
   */
  async save(row: OpportunityEntity): Promise<OpportunityEntity> {
    fitOpportunityToColumns(row);
    // The match keys follow the values they are made from, whoever wrote them (a lead copy, an edit, enrichment).
    Object.assign(row, storedMatchKeys(leadMatchFacts({
      email: row.customerEmail, phone: row.customerPhone, name: row.customerName, moveDate: row.moveDate,
      originZip: row.originZip, originCity: row.originCity, originState: row.originState,
    })));
    const { id, contact: _contact, createdAt: _createdAt, updatedAt: _updatedAt, duplicateState: _state, mergedIntoId: _mergedInto, ...columns } = row;
    await this.manager
      .createQueryBuilder()
      .update(OpportunityEntity)
      .set({ ...columns, updatedAt: () => 'now()' } as QueryDeepPartialEntity<OpportunityEntity>)
      .where('id = :id', { id })
      .execute();
    return row;
  }

  findById(id: string): Promise<OpportunityEntity | null> {
    return this.manager.getRepository(OpportunityEntity).findOneBy({ id });
  }

  findByTracking(trackingNumber: string): Promise<OpportunityEntity | null> {
    return this.dataSource.getRepository(OpportunityEntity).findOneBy({ trackingNumber });
  }
}
