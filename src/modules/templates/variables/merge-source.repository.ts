import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { statementBatcher } from 'src/database/statement-batcher';

/** A contact with the fields of its latest opportunity (all null when it has none). */
export interface ContactMergeRow {
  contact_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  tracking_number: string | null;
  move_date: string | null;
  origin_address: string | null;
  destination_address: string | null;
  move_size: string | null;
  estimated_revenue: string | null;
  status: string | null;
}

const OPPORTUNITY_COLUMNS = `o.customer_name, o.customer_email, o.customer_phone, o.tracking_number, to_char(o.move_date, 'YYYY-MM-DD') AS move_date,
  o.origin_address, o.destination_address, o.move_size, o.estimated_revenue::text AS estimated_revenue, o.status`;

/**
 * Read-only: the contact and opportunity fields templates merge, each lookup in one indexed statement. Reads the
 * contacts and opportunities tables directly because it only reads them, for rendering.
 */
@Injectable()
export class MergeSourceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The most recent opportunity that has a contact, with that contact (index opp_created_idx). */
  async latestWithContact(): Promise<ContactMergeRow | null> {
    const rows: ContactMergeRow[] = await this.dataSource.query(
      `SELECT c.id AS contact_id, c.first_name, c.last_name, c.email, c.phone, ${OPPORTUNITY_COLUMNS}
       FROM opportunities o JOIN contacts c ON c.id = o.contact_id
       ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
    );
    return rows[0] ?? null;
  }

  /**
   * The contact with its latest opportunity (index opportunities_contact_latest_idx); null for an unknown contact.
   * Concurrent reads (the sequence engine renders many emails at once) share one statement.
   */
  contactWithLatestOpportunity(contactId: string): Promise<ContactMergeRow | null> {
    return this.readContacts(contactId);
  }

  private readonly readContacts = statementBatcher(async (contactIds: readonly string[]) => {
    const rows: (ContactMergeRow & { n: string })[] = await this.dataSource.query(
      `SELECT q.n, c.id AS contact_id, c.first_name, c.last_name, c.email, c.phone, ${OPPORTUNITY_COLUMNS}
       FROM unnest($1::uuid[]) WITH ORDINALITY AS q(id, n)
       JOIN contacts c ON c.id = q.id
       LEFT JOIN LATERAL (SELECT * FROM opportunities WHERE contact_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1) o ON true`,
      [contactIds],
    );
    const byN = new Map(rows.map(({ n, ...row }) => [Number(n), row]));
    return contactIds.map((_, i) => byN.get(i + 1) ?? null);
  });
}
