import { type Db, type Fields, given, type Json, insertRows, next } from './insert-rows';

export interface OpportunityRow {
  id: string;
  tracking_number: string;
  contact_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  is_noreply: boolean;
  /** YYYY-MM-DD in, a Date out (pg's date parsing). */
  move_date: Date | null;
  origin_address: string | null;
  origin_street: string | null;
  origin_city: string | null;
  origin_state: string | null;
  origin_zip: string | null;
  destination_address: string | null;
  destination_street: string | null;
  destination_city: string | null;
  destination_state: string | null;
  destination_zip: string | null;
  move_size: string | null;
  /** A number in, pg's numeric string out. */
  estimated_revenue: string | number | null;
  status: string;
  process_status: 'scraped' | 'processing' | 'synced';
  lead_source: 'email' | 'inbound_call' | 'web_form' | 'manual';
  owner: string | null;
  assignee: string | null;
  enriched: boolean;
  enriched_at: Date | null;
  hubspot_sync_status: 'queued' | 'in_progress' | 'succeeded' | 'failed' | null;
  hubspot_contact_id: string | null;
  hubspot_deal_id: string | null;
  hubspot_deal_url: string | null;
  sync_attempts: number;
  sync_last_error: string | null;
  sync_state_changed_at: Date | null;
  synced_at: Date | null;
  staff_edited_fields: string[];
  raw: Json;
  created_at: Date;
  updated_at: Date;
}

export type OpportunityFields = Fields<OpportunityRow>;

/** Opportunities (leads) in one statement: each with a fresh tracking number unless it names one; the rest the table's defaults. */
export async function insertOpportunities(db: Db, rows: readonly OpportunityFields[]): Promise<OpportunityRow[]> {
  return insertRows<OpportunityRow>(db, 'opportunities', rows.map((fields) => ({ tracking_number: `FACTORY-${next()}`, ...given(fields) })), ['raw']);
}

/** An opportunity (see insertOpportunities). */
export async function insertOpportunity(db: Db, fields: OpportunityFields = {}): Promise<OpportunityRow> {
  const [opportunity] = await insertOpportunities(db, [fields]);
  return opportunity;
}
