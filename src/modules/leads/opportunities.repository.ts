import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ContactEntity } from './entities/contact.entity';
import { OpportunityEntity } from './entities/opportunity.entity';

export interface LeadStatistics {
  total_synced: number;
  total_estimated_revenue: number;
  today_synced: number;
  total_email_opportunities: number;
  unprocessed_email_opportunities: number;
}

/** The only place that touches the opportunities and contacts tables. */
@Injectable()
export class OpportunitiesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  save(manager: EntityManager, row: OpportunityEntity): Promise<OpportunityEntity> {
    return manager.getRepository(OpportunityEntity).save(row);
  }

  findById(id: string): Promise<OpportunityEntity | null> {
    return this.dataSource.getRepository(OpportunityEntity).findOneBy({ id });
  }

  findByTracking(trackingNumber: string): Promise<OpportunityEntity | null> {
    return this.dataSource.getRepository(OpportunityEntity).findOneBy({ trackingNumber });
  }

  /** Contact match: email (case-insensitive) first, then phone. */
  async findContact(manager: EntityManager, email: string | null, phone: string | null): Promise<ContactEntity | null> {
    const repo = manager.getRepository(ContactEntity);
    if (email) {
      const byEmail = await repo.createQueryBuilder('c').where('lower(c.email) = lower(:email)', { email }).setLock('pessimistic_write').getOne();
      if (byEmail) return byEmail;
    }
    if (phone) return repo.createQueryBuilder('c').where('c.phone = :phone', { phone }).orderBy('c.created_at', 'ASC').getOne();
    return null;
  }

  /** Inserts a contact; a concurrent insert of the same email resolves to the existing row. */
  async insertContact(manager: EntityManager, contact: Partial<ContactEntity>): Promise<ContactEntity> {
    const repo = manager.getRepository(ContactEntity);
    if (contact.email) {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO contacts (first_name, last_name, email, phone, origin_city, origin_state, destination_city, destination_state, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT ((lower(email))) WHERE email IS NOT NULL DO UPDATE SET updated_at = contacts.updated_at
         RETURNING id`,
        [contact.firstName, contact.lastName, contact.email, contact.phone, contact.originCity, contact.originState, contact.destinationCity, contact.destinationState, contact.source ?? 'email'],
      );
      return repo.findOneByOrFail({ id: rows[0].id });
    }
    return repo.save(repo.create(contact));
  }

  saveContact(manager: EntityManager, contact: ContactEntity): Promise<ContactEntity> {
    return manager.getRepository(ContactEntity).save(contact);
  }

  /** Seed 001 §3 statistics ("today" in the company timezone). */
  async statistics(timezone: string): Promise<LeadStatistics> {
    const [row] = (await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE hubspot_sync_status = 'succeeded')::int AS total_synced,
         coalesce(sum(estimated_revenue), 0)::float AS total_estimated_revenue,
         count(*) FILTER (WHERE hubspot_sync_status = 'succeeded'
                           AND synced_at >= (date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1))::int AS today_synced,
         count(*) FILTER (WHERE lead_source = 'email')::int AS total_email_opportunities,
         count(*) FILTER (WHERE lead_source = 'email' AND process_status <> 'synced')::int AS unprocessed_email_opportunities
       FROM opportunities`,
      [timezone],
    )) as LeadStatistics[];
    return row;
  }

  async count(): Promise<number> {
    return this.dataSource.getRepository(OpportunityEntity).count();
  }
}
