import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { fitContactToColumns, fitOpportunityToColumns } from '../intake/column-fit.policy';
import { ContactEntity } from '../../contacts/contact.entity';
import { OpportunityEntity } from './entities/opportunity.entity';

/** The transaction handle services pass back to this repository (they never use it themselves). */
export type LeadsTransaction = EntityManager;

export interface NewContact {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  originCity: string | null;
  originState: string | null;
  destinationCity: string | null;
  destinationState: string | null;
  source: string;
}

/** The only place that touches the opportunities and contacts tables. */
@Injectable()
export class OpportunitiesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Creates the row if the tracking number is new, then locks it for the merge. */
  async lockOrCreate(manager: EntityManager, trackingNumber: string, leadSource: string): Promise<{ row: OpportunityEntity; created: boolean }> {
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

  lockById(manager: EntityManager, id: string): Promise<OpportunityEntity | null> {
    return manager.getRepository(OpportunityEntity).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
  }

  /**
   * Writes a locked row back in one UPDATE (repository.save would re-read it first). The row is fitted to its columns
   * first (a last guard: intake and enrichment fit what they receive before merging it).
   */
  async save(manager: EntityManager, row: OpportunityEntity): Promise<OpportunityEntity> {
    fitOpportunityToColumns(row);
    const { id, contact: _contact, createdAt: _createdAt, updatedAt: _updatedAt, ...columns } = row;
    await manager
      .createQueryBuilder()
      .update(OpportunityEntity)
      .set({ ...columns, updatedAt: () => 'now()' } as QueryDeepPartialEntity<OpportunityEntity>)
      .where('id = :id', { id })
      .execute();
    return row;
  }

  findById(id: string): Promise<OpportunityEntity | null> {
    return this.dataSource.getRepository(OpportunityEntity).findOneBy({ id });
  }

  findByTracking(trackingNumber: string): Promise<OpportunityEntity | null> {
    return this.dataSource.getRepository(OpportunityEntity).findOneBy({ trackingNumber });
  }

  /**
   * Contact match by email (case-insensitive) in one statement: inserts a new contact or fills the blanks of the
   * existing one, and returns its id.
   */
  async upsertContactByEmail(manager: EntityManager, input: NewContact & { email: string }): Promise<string> {
    const contact = fitContactToColumns(input);
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO contacts (first_name, last_name, email, phone, origin_city, origin_state, destination_city, destination_state, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ((lower(email))) WHERE email IS NOT NULL DO UPDATE SET
         first_name = coalesce(contacts.first_name, EXCLUDED.first_name),
         last_name = coalesce(contacts.last_name, EXCLUDED.last_name),
         phone = coalesce(contacts.phone, EXCLUDED.phone),
         origin_city = coalesce(contacts.origin_city, EXCLUDED.origin_city),
         origin_state = coalesce(contacts.origin_state, EXCLUDED.origin_state),
         destination_city = coalesce(contacts.destination_city, EXCLUDED.destination_city),
         destination_state = coalesce(contacts.destination_state, EXCLUDED.destination_state),
         updated_at = now()
       RETURNING id`,
      [contact.firstName, contact.lastName, contact.email, contact.phone, contact.originCity, contact.originState, contact.destinationCity, contact.destinationState, contact.source],
    );
    return rows[0].id;
  }

  /** Without an email: match by phone (oldest contact first), else insert. Returns the contact id. */
  async findOrCreateContactByPhone(manager: EntityManager, contact: NewContact): Promise<string> {
    if (contact.phone) {
      const rows: { id: string }[] = await manager.query(`SELECT id FROM contacts WHERE phone = $1 ORDER BY created_at LIMIT 1`, [contact.phone]);
      if (rows[0]) return rows[0].id;
    }
    const repo = manager.getRepository(ContactEntity);
    return (await repo.save(repo.create({ ...fitContactToColumns(contact), email: null }))).id;
  }
}
