import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { LeadMatchInput } from '../duplicates/duplicate-keys.policy';
import type { StoredMatchKeys } from '../duplicates/stored-match-keys.policy';
import type { DemoOpportunity } from './demo-leads.generator';

/** Bulk insert of the demo data set (one statement per table, idempotent on tracking numbers and emails). */
@Injectable()
export class LeadsDemoRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  count(): Promise<number> {
    return this.dataSource.query(`SELECT count(*)::int AS n FROM opportunities`).then((rows: { n: number }[]) => rows[0].n);
  }

  /**
   * Inside the seeder's transaction. `contactIds`: lower-cased email → contact id (from ContactsService);
   * `dealLinkBase`: the CRM deal URL without the deal id (null when no portal is configured).
   */
  async insert(leads: DemoOpportunity[], contactIds: ReadonlyMap<string, string>, dealLinkBase: string | null): Promise<number> {
    const manager = this.db.tx;
    const json = JSON.stringify(leads.map((lead) => ({ ...lead, contact_id: contactIds.get(lead.customer_email.toLowerCase()) ?? null })));
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO opportunities (tracking_number, contact_id, customer_name, customer_email, customer_phone, is_noreply, move_date,
          origin_address, origin_street, origin_city, origin_state, origin_zip, destination_address, destination_street, destination_city,
          destination_state, destination_zip, move_size, estimated_revenue, status, process_status, lead_source, owner, assignee, enriched,
          enriched_at, hubspot_sync_status, hubspot_contact_id, hubspot_deal_id, sync_attempts, sync_last_error, sync_state_changed_at,
          synced_at, hubspot_deal_url, raw, created_at, updated_at, lead_provider)
       SELECT l.tracking_number, l.contact_id, l.customer_name, l.customer_email, l.customer_phone, l.is_noreply, l.move_date,
          l.origin_address, l.origin_street, l.origin_city, l.origin_state, l.origin_zip, l.destination_address, l.destination_street,
          l.destination_city, l.destination_state, l.destination_zip, l.move_size, l.estimated_revenue, l.status, l.process_status,
          l.lead_source, l.owner, l.assignee, l.enriched, CASE WHEN l.enriched THEN l.created_at END, l.hubspot_sync_status,
          l.hubspot_contact_id, l.hubspot_deal_id, l.sync_attempts, l.sync_last_error,
          l.sync_state_changed_at,
          l.synced_at, $2 || l.hubspot_deal_id, jsonb_build_object('demo', true, 'lead_source', l.lead_source), l.created_at, coalesce(l.synced_at, l.created_at), l.lead_provider
       FROM jsonb_to_recordset($1::jsonb) AS l(tracking_number text, contact_id uuid, customer_name text, customer_email text, customer_phone text,
            is_noreply boolean, move_date date, origin_address text, origin_street text, origin_city text, origin_state text, origin_zip text,
            destination_address text, destination_street text, destination_city text, destination_state text, destination_zip text,
            move_size text, estimated_revenue numeric, status text, process_status text, lead_source text, owner text, assignee text,
            enriched boolean, hubspot_sync_status text, hubspot_contact_id text, hubspot_deal_id text, sync_attempts int,
            sync_last_error text, sync_state_changed_at timestamptz, created_at timestamptz, synced_at timestamptz, lead_provider text)
       ON CONFLICT (tracking_number) DO NOTHING
       RETURNING id`,
      [json, dealLinkBase],
    );
    // The sync history the timeline shows: each demo sync outcome as its attempt.
    await manager.query(
      `INSERT INTO opportunity_activity (opportunity_id, kind, occurred_at, title, detail)
       SELECT id, 'sync_succeeded', synced_at, 'Synced to HubSpot', 'Deal ' || hubspot_deal_id || ' (attempt ' || sync_attempts || ')'
       FROM opportunities WHERE id = ANY($1::uuid[]) AND hubspot_sync_status = 'succeeded' AND synced_at IS NOT NULL
       UNION ALL
       SELECT id, 'sync_failed', sync_state_changed_at, 'HubSpot sync failed (attempt ' || sync_attempts || ')', sync_last_error
       FROM opportunities WHERE id = ANY($1::uuid[]) AND hubspot_sync_status = 'failed'`,
      [inserted.map((row) => row.id)],
    );
    await manager.query(
      `INSERT INTO call_outcomes (opportunity_id, customer_service_agent, phone_number, outcome, notes, call_date, follow_up_triggered)
       SELECT o.id, c.agent, coalesce(o.customer_phone, 'unknown'), c.outcome, nullif(c.notes, ''), c.call_date, c.follow_up_triggered
       FROM jsonb_to_recordset($1::jsonb) AS l(tracking_number text, calls jsonb)
       JOIN opportunities o ON o.tracking_number = l.tracking_number
       CROSS JOIN LATERAL jsonb_to_recordset(l.calls) AS c(agent text, outcome text, notes text, call_date timestamptz, follow_up_triggered boolean)
       WHERE NOT EXISTS (SELECT 1 FROM call_outcomes x WHERE x.opportunity_id = o.id)`,
      [json],
    );
    return inserted.length;
  }

  /** The demo leads' facts the duplicate check keys on, oldest first (inside the seeder's transaction). */
  keyFacts(): Promise<DemoKeyFacts[]> {
    return this.db.tx.query(
      `SELECT id, customer_email AS email, customer_phone AS phone, customer_name AS name, move_date::text AS "moveDate",
              origin_zip AS "originZip", origin_city AS "originCity", origin_state AS "originState"
         FROM opportunities WHERE raw->>'demo' = 'true' ORDER BY created_at, id`,
    );
  }

  /** Stores the match keys intake would have stored (the demo rows are written straight into the table). */
  async storeKeys(rows: readonly (StoredMatchKeys & { id: string })[]): Promise<void> {
    await this.db.tx.query(
      `UPDATE opportunities o SET email_key = k.email_key, phone_key = k.phone_key, name_key = k.name_key, zip_key = k.zip_key, city_key = k.city_key
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS k(id, email_key, phone_key, name_key, zip_key, city_key)
        WHERE o.id = k.id`,
      [rows.map((r) => r.id), rows.map((r) => r.emailKey), rows.map((r) => r.phoneKey), rows.map((r) => r.nameKey), rows.map((r) => r.zipKey), rows.map((r) => r.cityKey)],
    );
  }
}

/** A demo lead's id with the values its match keys are made from. */
export type DemoKeyFacts = LeadMatchInput & { id: string };
