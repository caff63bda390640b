import { Injectable, Logger } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName, QueueName } from 'src/queue/queue.constants';
import type { OpportunitySyncSnapshot } from '../leads/opportunities/opportunity-sync-state.service';
import { dealLink } from '../leads/opportunities/deal-link.policy';
import { CrmSyncQueueService } from './crm-sync-queue.service';
import { RetryLaterError } from 'src/common/errors/retry-later.error';
import { CrmSyncError } from './crm-sync.errors';
import { CrmDealMergesService } from './crm-deal-merges.service';
import { HubspotClient, type UpsertInput } from './hubspot.client';
import { contactProperties, dealProperties } from './hubspot.mapper';

/**
 * Batches claimed but not yet picked up by a worker. Claiming only this far ahead keeps "in progress" honest
 * (a huge backlog stays queued, not in progress for an hour); the dispatcher comes back for the rest.
 */
const MAX_WAITING_BATCHES = 20;

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
    private readonly opportunities: CrmSyncQueueService,
    private readonly hubspot: HubspotClient,
    private readonly jobs: JobQueue,
    private readonly config: AppConfigService,
    private readonly dealMerges: CrmDealMergesService,
  ) {}

  /** Claims queued opportunities in batches (SKIP LOCKED) and enqueues one job per batch. */
  async dispatch(): Promise<number> {
    if (!this.hubspot.configured) return 0;
    // Merges of duplicate leads whose undo day has passed: their two deals become one (see CrmDealMergesService).
    await this.dealMerges.mergeDue();
    const room = Math.max(0, MAX_WAITING_BATCHES - (await this.jobs.waitingCount(QueueName.CrmSync)));
    let batches = 0;
    let drained = false;
    while (batches < room) {
      const ids = await this.opportunities.claimQueued(this.config.hubspot.batchSize);
      if (ids.length === 0) {
        drained = true;
        break;
      }
      await this.jobs.enqueue(JobName.CrmSyncBatch, { opportunityIds: ids });
      batches++;
    }
    // More may be queued: come back shortly (a fresh job: the running dispatch still holds the dedup id).
    if (!drained) await this.jobs.enqueue(JobName.CrmSyncDispatch, {}, { delay: 1000, jobId: `crm-sync-dispatch-${Date.now()}`, attempts: 3 });
    return batches;
  }

  async syncBatch(ids: string[], finalAttempt: boolean): Promise<BatchResult> {
    const claimed = (await this.opportunities.snapshots(ids)).filter((row) => row.hubspotSyncStatus === 'in_progress');
    const result: BatchResult = { succeeded: 0, failed: 0, skipped: ids.length - claimed.length };
    // A lead merged into another (queued before the merge, or by "sync all" while its own sync had failed) writes
    // nothing: its CRM record is the primary's deal, and upserting it by its tracking number would give the family a
    // second deal, or once HubSpot has merged the two, write the duplicate's facts over the family's deal.
    for (const row of claimed.filter((item) => item.mergedIntoId !== null)) {
      await this.opportunities.markFollowsPrimary(row.id);
      result.skipped++;
    }
    const rows = claimed.filter((row) => row.mergedIntoId === null);
    if (rows.length === 0) return result;
    try {
      await this.push(rows, result);
    } catch (error) {
      // Throttled: the job is delayed until the Retry-After (no attempt used), even on the last attempt.
      if (error instanceof RetryLaterError) throw error;
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

  private async push(rows: OpportunitySyncSnapshot[], result: BatchResult): Promise<void> {
    const settings = this.config.hubspot;
    const contactInputs = new Map<string, UpsertInput>();
    for (const row of rows) {
      if (row.customerEmail && !row.isNoreply) contactInputs.set(row.customerEmail.toLowerCase(), { key: row.customerEmail.toLowerCase(), properties: contactProperties(row) });
    }
    const contacts = await this.hubspot.upsertContacts([...contactInputs.values()]);
    const dealRows: OpportunitySyncSnapshot[] = [];
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
    // A deal link is a convenience: without the portal id the deal is still synced, just not linkable yet.
    const portal = dealRows.length > 0 ? await this.hubspot.portalId().catch(() => null) : null;
    for (const row of dealRows) {
      const dealId = deals.ids.get(row.trackingNumber);
      if (!dealId) {
        await this.opportunities.markFailed(row.id, `Deal rejected by HubSpot: ${deals.errors.get(row.trackingNumber) ?? 'no result'}`);
        result.failed++;
        continue;
      }
      const contactId = row.customerEmail ? (contacts.ids.get(row.customerEmail.toLowerCase()) ?? null) : null;
      await this.opportunities.markSucceeded(row.id, contactId, dealId, dealLink(null, dealId, { appUrl: settings.appUrl, portalId: portal }));
      result.succeeded++;
    }
  }
}
