import { Injectable, Logger } from '@nestjs/common';
import { AppConfigService } from '../../config/app-config.service';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/queue.constants';
import type { OpportunityEntity } from '../leads/entities/opportunity.entity';
import { OpportunitySyncService } from '../leads/opportunity-sync.service';
import { CrmSyncError } from './crm-sync.errors';
import { HubspotClient, type UpsertInput } from './hubspot.client';
import { contactProperties, dealProperties } from './hubspot.mapper';

/** Upper bound of batches one dispatcher run claims; it wakes itself again when more are waiting. */
const MAX_BATCHES_PER_DISPATCH = 50;

export interface BatchResult {
  succeeded: number;
  failed: number;
  skipped: number;
}

/**
 * Opportunities → HubSpot contacts + deals, exactly once: contacts are upserted by email, deals by the unique
 * tracking-number property, so re-running a batch (a retry, a worker killed mid-batch) updates, never duplicates.
 */
@Injectable()
export class CrmSyncService {
  private readonly logger = new Logger(CrmSyncService.name);

  constructor(
    private readonly opportunities: OpportunitySyncService,
    private readonly hubspot: HubspotClient,
    private readonly jobs: JobQueue,
    private readonly config: AppConfigService,
  ) {}

  /** Claims queued opportunities in batches (SKIP LOCKED) and enqueues one job per batch. */
  async dispatch(): Promise<number> {
    if (!this.hubspot.configured) return 0;
    let batches = 0;
    for (; batches < MAX_BATCHES_PER_DISPATCH; batches++) {
      const ids = await this.opportunities.claimQueued(this.config.hubspot.batchSize);
      if (ids.length === 0) break;
      await this.jobs.enqueue(JobName.CrmSyncBatch, { opportunityIds: ids });
    }
    if (batches === MAX_BATCHES_PER_DISPATCH) await this.opportunities.wakeDispatcher();
    return batches;
  }

  async syncBatch(ids: string[], finalAttempt: boolean): Promise<BatchResult> {
    const rows = (await this.opportunities.load(ids)).filter((row) => row.hubspotSyncStatus === 'in_progress');
    const result: BatchResult = { succeeded: 0, failed: 0, skipped: ids.length - rows.length };
    if (rows.length === 0) return result;
    try {
      await this.push(rows, result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = error instanceof CrmSyncError ? (error.details?.status as number | null | undefined) : undefined;
      const permanent = typeof status === 'number' && status >= 400 && status < 500;
      if (!permanent && !finalAttempt) throw error;
      for (const row of rows) await this.opportunities.markFailed(row.id, message);
      result.failed += rows.length;
    }
    this.logger.log({ ...result, batch: ids.length }, 'CRM sync batch done');
    return result;
  }

  private async push(rows: OpportunityEntity[], result: BatchResult): Promise<void> {
    const settings = this.config.hubspot;
    const contactInputs = new Map<string, UpsertInput>();
    for (const row of rows) {
      if (row.customerEmail && !row.isNoreply) contactInputs.set(row.customerEmail.toLowerCase(), { key: row.customerEmail.toLowerCase(), properties: contactProperties(row) });
    }
    const contacts = await this.hubspot.upsertContacts([...contactInputs.values()]);
    const dealRows: OpportunityEntity[] = [];
    for (const row of rows) {
      const email = row.customerEmail?.toLowerCase();
      const contactError = email ? contacts.errors.get(email) : undefined;
      if (contactError) {
        await this.opportunities.markFailed(row.id, `Contact rejected by HubSpot: ${contactError}`);
        result.failed++;
      } else dealRows.push(row);
    }
    const deals = await this.hubspot.upsertDeals(dealRows.map((row) => ({ key: row.trackingNumber, properties: dealProperties(row, settings) })));
    const pairs: { dealId: string; contactId: string }[] = [];
    for (const row of dealRows) {
      const dealId = deals.ids.get(row.trackingNumber);
      const contactId = row.customerEmail ? contacts.ids.get(row.customerEmail.toLowerCase()) : undefined;
      if (dealId && contactId) pairs.push({ dealId, contactId });
    }
    await this.hubspot.associateDealsWithContacts(pairs);
    for (const row of dealRows) {
      const dealId = deals.ids.get(row.trackingNumber);
      if (!dealId) {
        await this.opportunities.markFailed(row.id, `Deal rejected by HubSpot: ${deals.errors.get(row.trackingNumber) ?? 'no result'}`);
        result.failed++;
        continue;
      }
      await this.opportunities.markSucceeded(row.id, row.customerEmail ? (contacts.ids.get(row.customerEmail.toLowerCase()) ?? null) : null, dealId);
      result.succeeded++;
    }
  }

  /** Link to a deal in HubSpot's UI. */
  async dealUrl(dealId: string): Promise<string> {
    return `${this.config.hubspot.appUrl}/contacts/${await this.hubspot.portalId()}/record/0-3/${dealId}`;
  }
}
