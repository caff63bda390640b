import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { markNeedsSync } from '../opportunities/crm-sync-request.policy';
import type { OpportunityEntity } from '../opportunities/entities/opportunity.entity';
import { OpportunitiesRepository } from '../opportunities/opportunities.repository';
import { describeFields, OpportunityActivityRepository } from '../opportunities/opportunity-activity.repository';
import { fillBlanks, unfill } from './merge-fill.policy';
import { type LockedPair, type MergeRow, MergesRepository } from './merges.repository';

/** How long a merge can be undone; the CRM's deals are merged only after it (HubSpot's merge cannot be undone). */
export const MERGE_UNDO_MS = 24 * 3_600_000;

export interface MergeOutcome {
  merge_id: string;
  primary_id: string;
  merged_id: string;
  filled: string[];
  undo_until: string;
}

/**
 * Merging possible duplicates: one lead stays the primary (by default the earlier one), the other becomes a linked,
 * read-only duplicate whose timeline and calls show on the primary; the primary's blanks are filled from it (a field
 * staff edited is never touched). Undoable for a day; the CRM deals are merged after that.
 */
@Injectable()
export class MergesService {
  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly merges: MergesRepository,
    private readonly opportunities: OpportunitiesRepository,
    private readonly activity: OpportunityActivityRepository,
    private readonly outbox: OutboxService,
  ) {}

  async merge(pairId: string, keep: 'earlier' | 'newer', by: string): Promise<MergeOutcome> {
    return this.db.withTransaction(async () => {
      const pair = await this.merges.lockPair(pairId);
      if (!pair) throw new LeadError(LeadErrorCode.DuplicatePairNotFound, `Duplicate pair ${pairId} not found`);
      if (pair.status === 'merged') {
        const done = await this.merges.liveMergeOfPair(pairId);
        if (done) return outcome(done, Object.keys(done.filled));
      }
      if (pair.status === 'dismissed') throw new LeadError(LeadErrorCode.DuplicatePairDecided, 'These leads were marked "not a duplicate"; they cannot be merged');
      const [primary, merged] = await this.leads(pair, keep);
      const filled = fillBlanks(primary, merged);
      if (Object.keys(filled).length > 0) await this.saveWithSync(primary);
      const row = await this.merges.merge(pair, primary.id, merged.id, filled, by);
      // The address parts travel with their address: the words name the fields staff know.
      const words = describeFields(Object.keys(filled).filter((field) => !/(Street|City|State|Zip)$/.test(field)));
      await this.activity.append({
        opportunityId: primary.id, kind: 'duplicate_merged', actor: by, title: `Merged ${merged.trackingNumber} into this lead`,
        detail: `${words ? `Filled from it: ${words}. ` : ''}Its timeline and calls show here. Can be undone for a day.`,
      });
      await this.activity.append({ opportunityId: merged.id, kind: 'duplicate_merged', actor: by, title: `Merged into ${primary.trackingNumber}`, detail: 'Read-only from now on.' });
      await this.outbox.append(OutboxEvent.OpportunitiesMerged, { mergeId: row.id });
      return outcome(row, Object.keys(filled));
    });
  }

  async undo(mergeId: string, by: string, now = new Date()): Promise<{ merge_id: string; undone: boolean }> {
    return this.db.withTransaction(async () => {
      const merge = await this.merges.lockMerge(mergeId);
      if (!merge) throw new LeadError(LeadErrorCode.MergeNotFound, `Merge ${mergeId} not found`);
      if (merge.undone_at) return { merge_id: mergeId, undone: true };
      if (now.getTime() - new Date(merge.merged_at).getTime() > MERGE_UNDO_MS || merge.crm_state === 'merged') {
        throw new LeadError(LeadErrorCode.MergeUndoExpired, 'A merge can be undone for a day only; this one is final', undefined, undefined, { status: 409 });
      }
      const primary = await this.opportunities.findById(merge.primary_id);
      const merged = await this.opportunities.findById(merge.merged_id);
      if (primary && unfill(primary, merge.filled).length > 0) await this.saveWithSync(primary);
      // Standing alone again, it needs its own CRM record (while merged the sync left it to the primary's deal).
      // Saved before the undo below clears merged_into_id, so this save cannot write the old link back.
      if (merged) await this.saveWithSync(merged);
      await this.merges.undo(merge, by);
      const tracking = merged?.trackingNumber ?? 'the merged lead';
      await this.activity.append({ opportunityId: merge.primary_id, kind: 'duplicate_merge_undone', actor: by, title: `Merge of ${tracking} undone`, detail: 'The fields it filled are empty again unless changed since.' });
      await this.activity.append({ opportunityId: merge.merged_id, kind: 'duplicate_merge_undone', actor: by, title: `No longer merged into ${primary?.trackingNumber ?? 'another lead'}`, detail: null });
      return { merge_id: mergeId, undone: true };
    });
  }

  /** The primary and the lead merged into it; either already merged elsewhere is refused. */
  private async leads(pair: LockedPair, keep: 'earlier' | 'newer'): Promise<[OpportunityEntity, OpportunityEntity]> {
    const [primaryId, mergedId] = keep === 'earlier' ? [pair.duplicate_of_id, pair.opportunity_id] : [pair.opportunity_id, pair.duplicate_of_id];
    const primary = await this.opportunities.findById(primaryId);
    const merged = await this.opportunities.findById(mergedId);
    if (!primary || !merged) throw new LeadError(LeadErrorCode.OpportunityNotFound, 'One of the two leads no longer exists');
    for (const lead of [primary, merged]) {
      if (lead.mergedIntoId) throw new LeadError(LeadErrorCode.OpportunityMerged, `${lead.trackingNumber} is already merged into another lead`);
    }
    return [primary, merged];
  }

  /** Saves the primary's changed fields and queues it for the CRM, like any change to a lead. */
  private async saveWithSync(row: OpportunityEntity): Promise<void> {
    markNeedsSync(row);
    await this.opportunities.save(row);
    await this.outbox.append(OutboxEvent.CrmSyncRequested, { opportunityId: row.id });
  }
}

const outcome = (row: MergeRow, filled: string[]): MergeOutcome => ({
  merge_id: row.id, primary_id: row.primary_id, merged_id: row.merged_id, filled,
  undo_until: new Date(new Date(row.merged_at).getTime() + MERGE_UNDO_MS).toISOString(),
});
