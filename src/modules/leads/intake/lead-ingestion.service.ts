import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { ContactsService } from 'src/modules/contacts/contacts.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { type OutboxAppend, OutboxService } from 'src/modules/outbox/outbox.service';
import { fitActivity, fitLeadRecord } from './column-fit.policy';
import type { LeadSource, OpportunityEntity } from '../opportunities/entities/opportunity.entity';
import { markNeedsSync } from '../opportunities/crm-sync-request.policy';
import { mergeLeadRecord, refreshEnrichment, splitName } from '../opportunities/opportunity-merge.policy';
import { OpportunitiesRepository } from '../opportunities/opportunities.repository';
import { describeFields, OpportunityActivityRepository } from '../opportunities/opportunity-activity.repository';
import type { LeadRecord } from './parsing/lead-record';
import { DuplicateDetectionService } from '../duplicates/duplicate-detection.service';
import type { MergeableField } from '../opportunities/entities/opportunity.entity';

/** The fields the duplicate check compares: a later copy that changes one of them is checked again. */
const MATCHED_FIELDS: ReadonlySet<MergeableField> = new Set(['customerName', 'customerEmail', 'customerPhone', 'moveDate', 'originAddress']);

export interface IngestOptions {
  leadSource: LeadSource;
  /** The lead provider (site) that sold the lead; set when the opportunity is created. */
  provider?: string | null;
  /** The source record as received (kept in opportunities.raw). */
  raw: Record<string, unknown>;
  owner?: string | null;
  assignee?: string | null;
  /** Runs inside the intake transaction before it commits (e.g. recording the source email); throwing rolls back. */
  withinTransaction?: (opportunityId: string) => Promise<void>;
}

interface WrittenLead {
  saved: OpportunityEntity;
  created: boolean;
  changedFields: MergeableField[];
  needsSync: boolean;
}

export interface IngestResult {
  opportunityId: string;
  trackingNumber: string;
  created: boolean;
  changedFields: string[];
}

/**
 * Turns a lead record from any source into one opportunity with a contact. Idempotent on the tracking number:
 * the same lead twice is one opportunity; a later copy fills blanks and updates provider values but never a
 * field staff edited. Afterwards it queues enrichment when phone or move date is missing.
 */
@Injectable()
export class LeadIngestionService {
  private readonly logger = new Logger(LeadIngestionService.name);

  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly opportunities: OpportunitiesRepository,
    private readonly outbox: OutboxService,
    private readonly contacts: ContactsService,
    private readonly activity: OpportunityActivityRepository,
    private readonly duplicates: DuplicateDetectionService,
  ) {}

  async ingest(received: LeadRecord, options: IngestOptions): Promise<IngestResult> {
    // A lead email cannot be refused: values too long for their columns are cut, an amount out of range is left out
    // (before the merge, so it never replaces a stored value), and the lead is kept.
    const { record, notes } = fitLeadRecord(received);
    const result = await this.db.withTransaction(async () => {
      // A later copy of a known lead locks and merges into its row; a new lead's row is built here and inserted whole.
      const existing = await this.opportunities.lockByTracking(record.trackingNumber);
      let written = await this.write(existing, record, options);
      // A concurrent copy of the same new lead inserted first: this copy merges into that row (committed and locked now).
      if (!written && !existing) written = await this.write(await this.lockWinner(record.trackingNumber), record, options);
      if (!written) throw new Error(`Lead ${record.trackingNumber} could not be stored`);
      const { saved, created, changedFields, needsSync } = written;
      // A new lead, or one whose contact or move facts changed, is compared with the recent leads (indexed keys only).
      if (created || changedFields.some((field) => MATCHED_FIELDS.has(field))) {
        await this.duplicates.detectAtIntake(saved.id, { created, routable: options.assignee == null });
      }
      if (!created && changedFields.length > 0) {
        await this.activity.append(
          { opportunityId: saved.id, kind: 'updated_by_email', title: `Updated by a later ${options.leadSource.replace('_', ' ')} lead`, detail: `Changed: ${describeFields(changedFields)}` },
        );
      }
      // What did not fit is noted when this copy brought it: a cut value it stored, any amount it had to leave out.
      const note = fitActivity(notes.filter((n) => n.leftOut || changedFields.includes(n.field)), true);
      if (note) {
        this.logger.warn({ tracking: record.trackingNumber, notes: notes.map((n) => n.text) }, 'Lead values did not fit their columns');
        await this.activity.append({ opportunityId: saved.id, kind: 'values_fitted', ...note });
      }
      // Follow-up work is recorded with the change, so a crash after the commit cannot lose it (the outbox relay
      // turns these into queue jobs; a Redis outage only delays them).
      const followUps: OutboxAppend[] = [];
      if (needsSync) followUps.push({ event: OutboxEvent.CrmSyncRequested, payload: { opportunityId: saved.id } });
      if (!saved.enriched) followUps.push({ event: OutboxEvent.EnrichmentRequested, payload: { opportunityId: saved.id } });
      if (followUps.length > 0) await this.outbox.appendAll(followUps);
      await options.withinTransaction?.(saved.id);
      return { opportunityId: saved.id, created, changedFields, enriched: saved.enriched };
    });
    this.logger.log({ opportunityId: result.opportunityId, created: result.created, source: options.leadSource }, 'Lead ingested');
    return { opportunityId: result.opportunityId, trackingNumber: record.trackingNumber, created: result.created, changedFields: result.changedFields };
  }

  /**
   * Merges the record into the locked row (or a new one) and writes it: an UPDATE, or an INSERT that answers null when
   * a concurrent copy of the same lead inserted first.
   */
  private async write(existing: OpportunityEntity | null, record: LeadRecord, options: IngestOptions): Promise<WrittenLead | null> {
    const created = existing === null;
    const row = existing ?? this.opportunities.blank(record.trackingNumber);
    const changedFields = mergeLeadRecord(row, record);
    if (created) {
      row.leadSource = options.leadSource;
      row.leadProvider = options.provider ?? null;
      row.owner = options.owner ?? null;
      row.assignee = options.assignee ?? null;
    }
    row.raw = { ...options.raw, received_at: new Date().toISOString() };
    refreshEnrichment(row);
    // New or changed facts go to the CRM: queued in the same write, the dispatcher woken through the outbox.
    const needsSync = created || changedFields.length > 0 || row.hubspotSyncStatus === null;
    if (needsSync) markNeedsSync(row);
    row.contactId = await this.linkContact(row, options.leadSource, created);
    const saved = created ? await this.opportunities.insert(row) : await this.opportunities.save(row);
    return saved ? { saved, created, changedFields, needsSync } : null;
  }

  private async lockWinner(trackingNumber: string): Promise<OpportunityEntity> {
    const row = await this.opportunities.lockByTracking(trackingNumber);
    if (!row) throw new Error(`Lead ${trackingNumber} could be neither inserted nor found`);
    return row;
  }

  /**
   * Matches the contact by email (case-insensitive), then phone; creates one when neither matches; fills blanks. A new
   * opportunity is the contact's latest lead: the contact is written with its facts (see ContactFromLead.latestLead).
   */
  private linkContact(row: OpportunityEntity, source: LeadSource, created: boolean): Promise<string> {
    const contact = {
      ...splitName(row.customerName),
      email: row.customerEmail,
      phone: row.customerPhone,
      originCity: row.originCity,
      originState: row.originState,
      destinationCity: row.destinationCity,
      destinationState: row.destinationState,
      source,
      latestLead: created ? { source: row.leadSource, status: row.status, moveDate: row.moveDate } : undefined,
    };
    return this.contacts.upsertFromLead(contact);
  }
}
