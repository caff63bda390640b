import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { type ContactFromLead, fitContactToColumns } from './contact-columns.policy';
import { ContactEntity } from './contact.entity';

/** The only place that touches the contacts table. */
@Injectable()
export class ContactsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /**
   * Contact match by email (case-insensitive) in one statement: inserts a new contact or fills the blanks of the
   * existing one, and returns its id.
   */
  async upsertByEmail(input: ContactFromLead & { email: string }): Promise<string> {
    const contact = fitContactToColumns(input);
    const latest = contact.latestLead;
    const rows: { id: string }[] = await this.db.tx.query(
      `INSERT INTO contacts (first_name, last_name, email, phone, origin_city, origin_state, destination_city, destination_state, source,
                             latest_lead_source, latest_lead_status, latest_move_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT ((lower(email))) WHERE email IS NOT NULL DO UPDATE SET
         first_name = coalesce(contacts.first_name, EXCLUDED.first_name),
         last_name = coalesce(contacts.last_name, EXCLUDED.last_name),
         phone = coalesce(contacts.phone, EXCLUDED.phone),
         origin_city = coalesce(contacts.origin_city, EXCLUDED.origin_city),
         origin_state = coalesce(contacts.origin_state, EXCLUDED.origin_state),
         destination_city = coalesce(contacts.destination_city, EXCLUDED.destination_city),
         destination_state = coalesce(contacts.destination_state, EXCLUDED.destination_state),
         latest_lead_source = CASE WHEN $13 THEN EXCLUDED.latest_lead_source ELSE contacts.latest_lead_source END,
         latest_lead_status = CASE WHEN $13 THEN EXCLUDED.latest_lead_status ELSE contacts.latest_lead_status END,
         latest_move_date = CASE WHEN $13 THEN EXCLUDED.latest_move_date ELSE contacts.latest_move_date END,
         updated_at = now()
       RETURNING id`,
      [
        contact.firstName, contact.lastName, contact.email, contact.phone, contact.originCity, contact.originState, contact.destinationCity, contact.destinationState, contact.source,
        latest?.source ?? null, latest?.status ?? null, latest?.moveDate ?? null, latest !== undefined,
      ],
    );
    return rows[0].id;
  }

  /** Without an email: match by phone (oldest contact first), else insert. Returns the contact id. */
  async findOrCreateByPhone(contact: ContactFromLead): Promise<string> {
    const tx = this.db.tx;
    if (contact.phone) {
      const rows: { id: string }[] = await tx.query(`SELECT id FROM contacts WHERE phone = $1 ORDER BY created_at LIMIT 1`, [contact.phone]);
      if (rows[0]) return rows[0].id;
    }
    const repo = tx.getRepository(ContactEntity);
    return (await repo.save(repo.create({ ...fitContactToColumns(contact), email: null }))).id;
  }

  /**
   * Bulk insert (demo data, imports) in one statement; an address already known keeps its contact. Returns the
   * contact id of every given email, lower-cased.
   */
  async insertMany(contacts: (ContactFromLead & { email: string; firstSeenAt: Date })[]): Promise<Map<string, string>> {
    const rows = contacts.map((contact) => ({ ...fitContactToColumns(contact), email: contact.email.toLowerCase(), first_seen_at: contact.firstSeenAt.toISOString() }));
    const ids: { id: string; email: string }[] = await this.db.tx.query(
      `WITH given AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS l("firstName" text, "lastName" text, email text, phone text, "originCity" text,
                "originState" text, "destinationCity" text, "destinationState" text, source text, first_seen_at timestamptz)),
       inserted AS (
         INSERT INTO contacts (first_name, last_name, email, phone, origin_city, origin_state, destination_city, destination_state, source, first_seen_at, created_at)
         SELECT "firstName", "lastName", email, phone, "originCity", "originState", "destinationCity", "destinationState", source, first_seen_at, first_seen_at
         FROM given ON CONFLICT ((lower(email))) WHERE email IS NOT NULL DO NOTHING RETURNING id, lower(email) AS email)
       SELECT id, email FROM inserted
       UNION ALL
       SELECT c.id, lower(c.email) FROM contacts c JOIN given g ON lower(c.email) = g.email`,
      [JSON.stringify(rows)],
    );
    return new Map(ids.map((row) => [row.email, row.id]));
  }

  findById(id: string): Promise<ContactEntity | null> {
    return this.dataSource.getRepository(ContactEntity).findOneBy({ id });
  }

  /** Case-insensitive, like the unique index on lower(email). */
  async findByEmail(email: string): Promise<ContactEntity | null> {
    return this.dataSource.getRepository(ContactEntity).createQueryBuilder('c').where('lower(c.email) = lower(:email)', { email }).getOne();
  }

  /**
   * The newest contacts with an email (index contacts_examples_idx); `mailableOnly` also leaves out opted-out,
   * unsubscribed, bounced and placeholder addresses.
   */
  findRecentWithEmail(limit: number, mailableOnly: boolean): Promise<Pick<ContactEntity, 'id' | 'firstName' | 'lastName' | 'email'>[]> {
    const query = this.dataSource
      .getRepository(ContactEntity)
      .createQueryBuilder('c')
      .select(['c.id', 'c.firstName', 'c.lastName', 'c.email'])
      .where('c.email IS NOT NULL');
    if (mailableOnly) {
      query.andWhere(`c.unsubscribed_at IS NULL AND c.bounced_at IS NULL AND c.consent_status <> 'opted_out' AND c.email NOT ILIKE '%.invalid'`);
    }
    return query.orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'DESC').limit(limit).getMany();
  }
}
