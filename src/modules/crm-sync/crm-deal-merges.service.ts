import { Injectable, Logger } from '@nestjs/common';
import { type DueDealMerge, MergeCrmStateService } from '../leads/duplicates/merge-crm-state.service';
import { CrmSyncError } from './crm-sync.errors';
import { HubspotClient } from './hubspot.client';

/** Merges handled per dispatcher run at most (the rest wait for the next run, 30 s later). */
const MERGES_PER_RUN = 20;

/**
 * One HubSpot deal per family: when a merge of duplicate leads is final (its undo day has passed), the merged lead's
 * deal is merged into the primary's through HubSpot's own merge call, and the deal HubSpot keeps becomes the
 * primary's. Run by the sync dispatcher (every 30 s). A lead without a deal needs nothing; a primary not synced yet
 * waits; HubSpot unreachable or rate-limited: tried again on the next run; HubSpot refusing (a 4xx): recorded as
 * failed with its words.
 */
@Injectable()
export class CrmDealMergesService {
  private readonly logger = new Logger(CrmDealMergesService.name);

  constructor(
    private readonly merges: MergeCrmStateService,
    private readonly hubspot: HubspotClient,
  ) {}

  async mergeDue(now = new Date()): Promise<number> {
    if (!this.hubspot.configured) return 0;
    let done = 0;
    for (const merge of await this.merges.due(MERGES_PER_RUN, now)) {
      if (merge.mergedDealId === null || merge.mergedDealId === merge.primaryDealId) {
        await this.merges.record(merge, { state: 'not_needed' });
        done++;
        continue;
      }
      if (merge.primaryDealId === null) continue;
      if (await this.mergeOne(merge, merge.primaryDealId, merge.mergedDealId)) done++;
    }
    return done;
  }

  private async mergeOne(merge: DueDealMerge, primaryDealId: string, mergedDealId: string): Promise<boolean> {
    try {
      const dealId = await this.hubspot.mergeDeals(primaryDealId, mergedDealId);
      await this.merges.record(merge, { state: 'merged', dealId });
      return true;
    } catch (error) {
      const status = error instanceof CrmSyncError ? (error.details?.status as number | null | undefined) : undefined;
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) {
        await this.merges.record(merge, { state: 'failed', error: (error as Error).message });
        return false;
      }
      this.logger.warn({ mergeId: merge.mergeId, error: (error as Error).message }, 'HubSpot deal merge not done; tried again on the next run');
      return false;
    }
  }
}
