import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/queue.constants';
import type { ContactEntity } from './entities/contact.entity';
import type { LeadSource, OpportunityEntity } from './entities/opportunity.entity';
import { mergeLeadRecord, refreshEnrichment, splitName } from './opportunity-merge.policy';
import { OpportunitiesRepository } from './opportunities.repository';
import { OpportunitySyncService } from './opportunity-sync.service';
import type { LeadRecord } from './parsing/lead-record';

export interface IngestOptions {
  leadSource: LeadSource;
  /** The source record as received (kept in opportunities.raw). */
  raw: Record<string, unknown>;
  owner?: string | null;
  assignee?: string | null;
}

export interface IngestResult {
  opportunityId: string;
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
    private readonly opportunities: OpportunitiesRepository,
    private readonly jobs: JobQueue,
    private readonly sync: OpportunitySyncService,
  ) {}

  async ingest(record: LeadRecord, options: IngestOptions): Promise<IngestResult> {
    const result = await this.opportunities.transaction(async (manager) => {
      const { row, created } = await this.opportunities.lockOrCreate(manager, record.trackingNumber, options.leadSource);
      const changedFields = mergeLeadRecord(row, record);
      if (created) {
        row.leadSource = options.leadSource;
        row.owner = options.owner ?? null;
        row.assignee = options.assignee ?? null;
      }
      row.raw = { ...options.raw, received_at: new Date().toISOString() };
      refreshEnrichment(row);
      row.contactId = (await this.linkContact(manager, row, options.leadSource)).id;
      const saved = await this.opportunities.save(manager, row);
      return { opportunityId: saved.id, created, changedFields, enriched: saved.enriched };
    });
    await this.sync.queue({ ids: [result.opportunityId] });
    if (!result.enriched) {
      await this.jobs.enqueue(JobName.EnrichOpportunity, { opportunityId: result.opportunityId }, { deduplication: { id: `enrich-${result.opportunityId}` } });
    }
    this.logger.log({ opportunityId: result.opportunityId, created: result.created, source: options.leadSource }, 'Lead ingested');
    return { opportunityId: result.opportunityId, created: result.created, changedFields: result.changedFields };
  }

  /** Matches the contact by email (case-insensitive), then phone; creates one when neither matches. */
  private async linkContact(manager: EntityManager, row: OpportunityEntity, source: LeadSource): Promise<ContactEntity> {
    const existing = await this.opportunities.findContact(manager, row.customerEmail, row.customerPhone);
    const { firstName, lastName } = splitName(row.customerName);
    if (!existing) {
      return this.opportunities.insertContact(manager, {
        firstName,
        lastName,
        email: row.customerEmail,
        phone: row.customerPhone,
        originCity: row.originCity,
        originState: row.originState,
        destinationCity: row.destinationCity,
        destinationState: row.destinationState,
        source,
      });
    }
    let dirty = false;
    const fill = <K extends keyof ContactEntity>(key: K, value: ContactEntity[K]): void => {
      if ((existing[key] === null || existing[key] === undefined) && value !== null && value !== undefined) {
        existing[key] = value;
        dirty = true;
      }
    };
    fill('firstName', firstName);
    fill('lastName', lastName);
    fill('email', row.customerEmail);
    fill('phone', row.customerPhone);
    fill('originCity', row.originCity);
    fill('originState', row.originState);
    fill('destinationCity', row.destinationCity);
    fill('destinationState', row.destinationState);
    return dirty ? this.opportunities.saveContact(manager, existing) : existing;
  }
}
