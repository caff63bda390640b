import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../config/app-config.service';
import type { OpportunityEntity } from './entities/opportunity.entity';
import { LeadProviderClient, type ProviderAddress, type ProviderLead } from './lead-provider.client';
import { refreshEnrichment } from './opportunity-merge.policy';
import { OpportunitiesRepository } from './opportunities.repository';
import { OpportunitySyncService } from './opportunity-sync.service';
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
    private readonly opportunities: OpportunitiesRepository,
    private readonly provider: LeadProviderClient,
    private readonly config: AppConfigService,
    private readonly sync: OpportunitySyncService,
  ) {}

  async enrich(opportunityId: string): Promise<EnrichOutcome> {
    const current = await this.opportunities.findById(opportunityId);
    if (!current || current.enriched) return 'skipped';
    const lead = await this.provider.lookup(current.trackingNumber);
    const outcome: EnrichOutcome = await this.opportunities.transaction(async (manager) => {
      const row = await this.opportunities.lockById(manager, opportunityId);
      if (!row || row.enriched) return 'skipped';
      if (row.processStatus === 'scraped') row.processStatus = 'processing';
      if (lead) this.fillBlanks(row, lead);
      refreshEnrichment(row);
      await this.opportunities.save(manager, row);
      if (!lead) return 'not_found';
      return row.enriched ? 'enriched' : 'partial';
    });
    // New facts go to the CRM as well.
    if (outcome === 'enriched' || outcome === 'partial') await this.sync.queue({ ids: [opportunityId] });
    return outcome;
  }

  private fillBlanks(row: OpportunityEntity, lead: ProviderLead): void {
    const staff = new Set(row.staffEditedFields);
    const fill = <K extends keyof OpportunityEntity>(key: K, value: OpportunityEntity[K] | null | undefined): void => {
      if (row[key] === null && value !== null && value !== undefined && !staff.has(key)) row[key] = value;
    };
    fill('customerPhone', lead.customer?.phone ? normalizePhone(lead.customer.phone) : null);
    fill('customerName', lead.customer?.name ?? null);
    fill('moveDate', lead.move?.date ? parseMoveDate(lead.move.date, this.config.leads.timezone) : null);
    fill('moveSize', lead.move?.size ?? null);
    fill('estimatedRevenue', lead.estimated_revenue ?? null);
    for (const side of ['origin', 'destination'] as const) {
      const text = addressText(lead.move?.[side]);
      if (text && row[`${side}Address`] === null && !staff.has(`${side}Address`)) {
        const parsed = parseUsAddress(text);
        row[`${side}Address`] = parsed.full;
        row[`${side}Street`] = parsed.street;
        row[`${side}City`] = parsed.city;
        row[`${side}State`] = parsed.state;
        row[`${side}Zip`] = parsed.zip;
      }
    }
  }
}
