import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ContactEntity } from 'src/modules/contacts/contact.entity';
import type { ContactValueQuality } from 'src/modules/leads/intake/parsing/contact-data';

export const PROCESS_STATUSES = ['scraped', 'processing', 'synced'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];
export const LEAD_SOURCES = ['email', 'inbound_call', 'web_form', 'manual'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const HUBSPOT_SYNC_STATUSES = ['queued', 'in_progress', 'succeeded', 'failed'] as const;
export type HubspotSyncStatus = (typeof HUBSPOT_SYNC_STATUSES)[number];

/** Fields a later lead email may fill; once staff edit one it is theirs (listed in staffEditedFields). */
export const MERGEABLE_FIELDS = [
  'customerName', 'customerEmail', 'customerPhone', 'moveDate', 'originAddress', 'destinationAddress', 'moveSize', 'estimatedRevenue',
] as const;
export type MergeableField = (typeof MERGEABLE_FIELDS)[number];

const numeric = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

@Entity('opportunities')
export class OpportunityEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'tracking_number', type: 'varchar' })
  trackingNumber!: string;

  @Column({ name: 'contact_id', type: 'uuid', nullable: true })
  contactId!: string | null;

  @ManyToOne(() => ContactEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'contact_id' })
  contact?: ContactEntity | null;

  @Column({ name: 'customer_name', type: 'varchar', nullable: true })
  customerName!: string | null;

  @Column({ name: 'customer_email', type: 'varchar', nullable: true })
  customerEmail!: string | null;

  @Column({ name: 'customer_phone', type: 'varchar', nullable: true })
  customerPhone!: string | null;

  /** The phone as the lead gave it, and why it is not usable as it stands (null: a good number; see contact-data.ts). */
  @Column({ name: 'customer_phone_given', type: 'varchar', nullable: true })
  customerPhoneGiven!: string | null;

  @Column({ name: 'phone_quality', type: 'varchar', nullable: true })
  phoneQuality!: ContactValueQuality | null;

  /** The email as the lead gave it, and why it is not usable (null: a good address). */
  @Column({ name: 'customer_email_given', type: 'varchar', nullable: true })
  customerEmailGiven!: string | null;

  @Column({ name: 'email_quality', type: 'varchar', nullable: true })
  emailQuality!: ContactValueQuality | null;

  /** Match keys for finding the same customer in other leads (duplicates/duplicate-keys.policy.ts; set on every save). */
  @Column({ name: 'email_key', type: 'varchar', nullable: true })
  emailKey!: string | null;

  @Column({ name: 'phone_key', type: 'varchar', nullable: true })
  phoneKey!: string | null;

  @Column({ name: 'name_key', type: 'varchar', nullable: true })
  nameKey!: string | null;

  @Column({ name: 'zip_key', type: 'char', length: 5, nullable: true })
  zipKey!: string | null;

  @Column({ name: 'city_key', type: 'varchar', nullable: true })
  cityKey!: string | null;

  /** 'possible' while an open duplicate pair names this lead as the newer one (the list's badge and filter). */
  @Column({ name: 'duplicate_state', type: 'varchar', nullable: true, update: false, insert: false })
  duplicateState!: 'possible' | 'merged' | null;

  /** The primary this lead was merged into (then it is read-only); set and cleared by merge and undo only. */
  @Column({ name: 'merged_into_id', type: 'uuid', nullable: true, update: false, insert: false })
  mergedIntoId!: string | null;

  @Column({ name: 'is_noreply', type: 'boolean', default: false })
  isNoreply!: boolean;

  @Column({ name: 'move_date', type: 'date', nullable: true })
  moveDate!: string | null;

  @Column({ name: 'origin_address', type: 'text', nullable: true })
  originAddress!: string | null;

  @Column({ name: 'origin_street', type: 'varchar', nullable: true })
  originStreet!: string | null;

  @Column({ name: 'origin_city', type: 'varchar', nullable: true })
  originCity!: string | null;

  @Column({ name: 'origin_state', type: 'char', length: 2, nullable: true })
  originState!: string | null;

  @Column({ name: 'origin_zip', type: 'varchar', nullable: true })
  originZip!: string | null;

  @Column({ name: 'destination_address', type: 'text', nullable: true })
  destinationAddress!: string | null;

  @Column({ name: 'destination_street', type: 'varchar', nullable: true })
  destinationStreet!: string | null;

  @Column({ name: 'destination_city', type: 'varchar', nullable: true })
  destinationCity!: string | null;

  @Column({ name: 'destination_state', type: 'char', length: 2, nullable: true })
  destinationState!: string | null;

  @Column({ name: 'destination_zip', type: 'varchar', nullable: true })
  destinationZip!: string | null;

  @Column({ name: 'move_size', type: 'varchar', nullable: true })
  moveSize!: string | null;

  @Column({ name: 'estimated_revenue', type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numeric })
  estimatedRevenue!: number | null;

  @Column({ type: 'varchar', default: 'new' })
  status!: string;

  @Column({ name: 'process_status', type: 'varchar', default: 'scraped' })
  processStatus!: ProcessStatus;

  @Column({ name: 'lead_source', type: 'varchar', default: 'email' })
  leadSource!: LeadSource;

  /** The site that sold the lead ('HireAHelper', or its email's sender domain); null for the website form and staff. */
  @Column({ name: 'lead_provider', type: 'varchar', length: 80, nullable: true })
  leadProvider!: string | null;

  @Column({ type: 'varchar', nullable: true })
  owner!: string | null;

  @Column({ type: 'varchar', nullable: true })
  assignee!: string | null;

  @Column({ type: 'boolean', default: false })
  enriched!: boolean;

  @Column({ name: 'enriched_at', type: 'timestamptz', nullable: true })
  enrichedAt!: Date | null;

  @Column({ name: 'hubspot_sync_status', type: 'varchar', nullable: true })
  hubspotSyncStatus!: HubspotSyncStatus | null;

  @Column({ name: 'hubspot_contact_id', type: 'varchar', nullable: true })
  hubspotContactId!: string | null;

  @Column({ name: 'hubspot_deal_id', type: 'varchar', nullable: true })
  hubspotDealId!: string | null;

  @Column({ name: 'hubspot_deal_url', type: 'varchar', nullable: true })
  hubspotDealUrl!: string | null;

  @Column({ name: 'sync_attempts', type: 'integer', default: 0 })
  syncAttempts!: number;

  @Column({ name: 'sync_last_error', type: 'text', nullable: true })
  syncLastError!: string | null;

  @Column({ name: 'sync_state_changed_at', type: 'timestamptz', nullable: true })
  syncStateChangedAt!: Date | null;

  @Column({ name: 'synced_at', type: 'timestamptz', nullable: true })
  syncedAt!: Date | null;

  @Column({ name: 'staff_edited_fields', type: 'text', array: true, default: () => "'{}'" })
  staffEditedFields!: string[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  raw!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
