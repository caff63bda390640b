import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { JobQueue } from 'src/queue/job-queue.service';
import { ENRICHMENT_SWEEP_WINDOW_MS, JobName } from 'src/queue/queue.constants';
import { AppConfigService } from 'src/config/app-config.service';
import { fitActivity, fitLeadRecord } from './column-fit.policy';
import type { MergeableField, OpportunityEntity } from '../opportunities/entities/opportunity.entity';
import { LeadProviderClient, type ProviderAddress, type ProviderLead } from './lead-provider.client';
import { refreshEnrichment } from '../opportunities/opportunity-merge.policy';
import { OpportunitiesRepository } from '../opportunities/opportunities.repository';
import { OpportunityActivityRepository } from '../opportunities/opportunity-activity.repository';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import { markNeedsSync } from '../opportunities/crm-sync-request.policy';
import type { LeadRecord } from './parsing/lead-record';
import { parseUsAddress } from './parsing/us-address';
import { parseMoveDate } from './parsing/move-date';
import { normalizePhone } from './parsing/phone';

export type EnrichOutcome = 'enriched' | 'partial' | 'not_found' | 'skipped';

const addressText = (address: ProviderAddress | null | undefined): string | null => {
  if (!address) return null;
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const text = [address.street, cityLine].filter((part) => part && part.trim()).join(', ');
  return text || null;
};

/**
 * Fills what a lead lacks (phone, move date, addresses) from the lead provider's lookup API. Only blanks are
 * filled; staff-edited fields are never touched. Runs as the EnrichOpportunity job (retried with backoff).
 */
@Injectable()
export class EnrichmentService {
  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly opportunities: OpportunitiesRepository,
    private readonly provider: LeadProviderClient,
    private readonly config: AppConfigService,
    private readonly outbox: OutboxService,
    private readonly jobs: JobQueue,
    private readonly activity: OpportunityActivityRepository,
  ) {}

  /**
   * Re-offers enrichment for recent leads whose job never ran (it could not be enqueued during a Redis outage, or
   * was lost with a flushed Redis). Leads younger than a minute are left to their own job; the deduplication id is
   * the intake's, so a job still waiting is not doubled. Returns how many were offered.
   */
  async sweepNeverEnriched(now = new Date()): Promise<number> {
    const ids = await this.opportunities.idsNeverEnriched(new Date(now.getTime() - ENRICHMENT_SWEEP_WINDOW_MS), new Date(now.getTime() - 60_000), 500);
    for (const id of ids) {
      await this.jobs.enqueue(JobName.EnrichOpportunity, { opportunityId: id }, { deduplication: { id: `enrich-${id}` } });
    }
    return ids.length;
  }

  async enrich(opportunityId: string): Promise<EnrichOutcome> {
    const current = await this.opportunities.findById(opportunityId);
    if (!current || current.enriched) return 'skipped';
    const lead = await this.provider.lookup(current.trackingNumber);
    const outcome: EnrichOutcome = await this.db.withTransaction(async () => {
      const row = await this.opportunities.lockById(opportunityId);
      if (!row || row.enriched) return 'skipped';
      if (row.processStatus === 'scraped') row.processStatus = 'processing';
      const note = lead ? this.fillBlanks(row, lead) : null;
      refreshEnrichment(row);
      // New facts go to the CRM as well: queued in the same write, the dispatcher woken through the outbox.
      if (lead) markNeedsSync(row);
      await this.opportunities.save(row);
      if (lead) await this.outbox.append(OutboxEvent.CrmSyncRequested, { opportunityId: row.id });
      if (note) await this.activity.append({ opportunityId: row.id, kind: 'values_fitted', ...note });
      if (!lead) return 'not_found';
      return row.enriched ? 'enriched' : 'partial';
    });
    return outcome;
  }

  /**
   * Fills the blanks staff did not claim from the provider's answer, fitted to the columns like any lead (text cut,
   * an amount out of range left out). Returns the activity note for what did not fit, if anything did.
   */
  private fillBlanks(row: OpportunityEntity, lead: ProviderLead): { title: string; detail: string } | null {
    const staff = new Set(row.staffEditedFields);
    const open = (key: MergeableField): boolean => row[key] === null && !staff.has(key);
    const fillable = new Set<MergeableField>((['customerName', 'customerPhone', 'moveDate', 'originAddress', 'destinationAddress', 'moveSize', 'estimatedRevenue'] as const).filter(open));
    const { record, notes } = fitLeadRecord(this.recordFrom(row.trackingNumber, lead));
    const fill = <K extends MergeableField>(key: K, value: OpportunityEntity[K] | null): void => {
      if (fillable.has(key) && value !== null) row[key] = value;
    };
    fill('customerPhone', record.customerPhone);
    fill('customerName', record.customerName);
    fill('moveDate', record.moveDate);
    fill('moveSize', record.moveSize);
    fill('estimatedRevenue', record.estimatedRevenue);
    for (const side of ['origin', 'destination'] as const) {
      const address = record[side];
      if (address && address.full !== '' && fillable.has(`${side}Address`)) {
        row[`${side}Address`] = address.full;
        row[`${side}Street`] = address.street;
        row[`${side}City`] = address.city;
        row[`${side}State`] = address.state;
        row[`${side}Zip`] = address.zip;
      }
    }
    return fitActivity(notes.filter((note) => fillable.has(note.field)), false);
  }

  /** The provider's answer as a lead record (the email is not taken: the intake's address stays the contact's). */
  private recordFrom(trackingNumber: string, lead: ProviderLead): LeadRecord {
    const origin = addressText(lead.move?.origin);
    const destination = addressText(lead.move?.destination);
    return {
      trackingNumber,
      customerName: lead.customer?.name || null,
      customerEmail: null,
      customerPhone: lead.customer?.phone ? normalizePhone(lead.customer.phone) : null,
      moveDate: lead.move?.date ? parseMoveDate(lead.move.date, this.config.leads.timezone) : null,
      origin: origin ? parseUsAddress(origin) : null,
      destination: destination ? parseUsAddress(destination) : null,
      moveSize: lead.move?.size || null,
      estimatedRevenue: lead.estimated_revenue ?? null,
    };
  }
}
