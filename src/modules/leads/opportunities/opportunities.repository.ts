import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { leadMatchFacts } from '../duplicates/duplicate-keys.policy';
import { storedMatchKeys } from '../duplicates/stored-match-keys.policy';
import { fitOpportunityToColumns } from '../intake/column-fit.policy';
import { OpportunityEntity } from './entities/opportunity.entity';
import { blankOpportunity, hydrateOpportunity, insertOpportunityStatement, updateOpportunityStatement } from './opportunity-row-sql';

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

  /** The opportunity with this tracking number, locked for the merge of a later copy of its lead; null when new. */
  async lockByTracking(trackingNumber: string): Promise<OpportunityEntity | null> {
    const [row]: (Record<string, unknown> | undefined)[] = await this.manager.query(`SELECT * FROM opportunities WHERE tracking_number = $1 FOR UPDATE`, [trackingNumber]);
    return row ? hydrateOpportunity(this.manager, row) : null;
  }

  /** A new lead's row in memory, to be merged and then inserted. */
  blank(trackingNumber: string): OpportunityEntity {
    return blankOpportunity(this.manager, trackingNumber);
  }

  /**
   * Inserts a new lead's whole row in one statement (one pass over the indexes and counter triggers, where an insert
   * and then an update made two). Null when a concurrent copy of the same tracking number inserted first.
   */
  async insert(row: OpportunityEntity): Promise<OpportunityEntity | null> {
    prepareForWrite(row);
    const [inserted]: (Record<string, unknown> | undefined)[] = await this.manager.query(...insertOpportunityStatement(this.manager, row));
    return inserted ? hydrateOpportunity(this.manager, inserted) : null;
  }

  lockById(id: string): Promise<OpportunityEntity | null> {
    return this.manager.getRepository(OpportunityEntity).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
  }

  /** Writes a locked row back in one UPDATE of every writable column (repository.save would re-read it first). */
  async save(row: OpportunityEntity): Promise<OpportunityEntity> {
    prepareForWrite(row);
    await this.manager.query(...updateOpportunityStatement(this.manager, row));
    return row;
  }

  findById(id: string): Promise<OpportunityEntity | null> {
    return this.manager.getRepository(OpportunityEntity).findOneBy({ id });
  }

  findByTracking(trackingNumber: string): Promise<OpportunityEntity | null> {
    return this.dataSource.getRepository(OpportunityEntity).findOneBy({ trackingNumber });
  }
}

/**
 * Every write's last guard: the row is fitted to its columns (intake and enrichment fit what they receive before
 * merging it), and the match keys follow the values they are made from, whoever wrote them (a lead, an edit, enrichment).
 */
function prepareForWrite(row: OpportunityEntity): void {
  fitOpportunityToColumns(row);
  Object.assign(row, storedMatchKeys(leadMatchFacts({
    email: row.customerEmail, phone: row.customerPhone, name: row.customerName, moveDate: row.moveDate,
    originZip: row.originZip, originCity: row.originCity, originState: row.originState,
  })));
}
