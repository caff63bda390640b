import { type Db, type Fields, given, insertRows, next } from './insert-rows';

export interface ContactRow {
  id: string;
  contact_uuid: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  origin_city: string | null;
  origin_state: string | null;
  destination_city: string | null;
  destination_state: string | null;
  source: string;
  lifecycle_stage: 'lead' | 'mql' | 'sql' | 'customer';
  consent_status: 'opted_in' | 'opted_out' | 'unknown';
  lead_score: number;
  timezone: string | null;
  unsubscribed_at: Date | null;
  bounced_at: Date | null;
  first_seen_at: Date;
  created_at: Date;
  updated_at: Date;
}

export type ContactFields = Fields<ContactRow>;

/** A new address no test spells out itself. */
export const contactEmail = (): string => `factory-contact-${next()}@example.com`;

/** Contacts in one statement: each with a fresh address unless it names one (or null); the rest the table's defaults. */
export async function insertContacts(db: Db, rows: readonly ContactFields[]): Promise<ContactRow[]> {
  return insertRows<ContactRow>(db, 'contacts', rows.map((fields) => ({ email: contactEmail(), ...given(fields) })));
}

/** A contact (see insertContacts). */
export async function insertContact(db: Db, fields: ContactFields = {}): Promise<ContactRow> {
  const [contact] = await insertContacts(db, [fields]);
  return contact;
}
