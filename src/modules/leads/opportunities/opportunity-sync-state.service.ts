import { Injectable } from '@nestjs/common';
import { OpportunityCountersRepository } from '../reporting/opportunity-counters.repository';
import type { OpportunityEntity } from './entities/opportunity.entity';
import { OpportunitySyncStateRepository, type StuckSyncRow, type SyncTarget } from './opportunity-sync-state.repository';

export type { StuckSyncRow, SyncTarget } from './opportunity-sync-state.repository';

/** What the CRM sync reads of an opportunity: its facts and sync state, not the entity. */
export interface OpportunitySyncSnapshot {
  id: string;
  trackingNumber: string;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  isNoreply: boolean;
  moveDate: string | null;
  originCity: string | null;
  originState: string | null;
  originZip: string | null;
  destinationCity: string | null;
  destinationState: string | null;
  estimatedRevenue: number | null;
  hubspotSyncStatus: OpportunityEntity['hubspotSyncStatus'];
  /** Set when the lead was merged into another: its CRM record is that lead's deal. */
  mergedIntoId: string | null;
}

const snapshotOf = (row: OpportunityEntity): OpportunitySyncSnapshot => ({
  id: row.id,
  trackingNumber: row.trackingNumber,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  customerPhone: row.customerPhone,
  isNoreply: row.isNoreply,
  moveDate: row.moveDate,
  originCity: row.originCity,
  originState: row.originState,
  originZip: row.originZip,
  destinationCity: row.destinationCity,
  destinationState: row.destinationState,
  estimatedRevenue: row.estimatedRevenue,
  hubspotSyncStatus: row.hubspotSyncStatus,
  mergedIntoId: row.mergedIntoId,
});

/**
 * The opportunities' CRM sync columns, for the crm-sync module (which owns the protocol: when to queue, claim,
 * settle, what is stuck). Each call is one statement on leads' table; the rules live in crm-sync.
 */
@Injectable()
export class OpportunitySyncStateService {
  constructor(
    private readonly state: OpportunitySyncStateRepository,
    private readonly counters: OpportunityCountersRepository,
  ) {}

  /** Marks the rows `queued`; `requeuedBy` (a staff re-queue) also logs it on each row's timeline. */
  markQueued(ids: string[], requeuedBy?: string): Promise<number> {
    return this.state.markQueued({ ids, requeuedBy });
  }

  /** Pending or failed rows waiting for "sync all" (exact, from the counters). */
  backlogCount(): Promise<number> {
    return this.counters.syncBacklog();
  }

  queueBacklogChunk(afterId: string | null, limit: number): ReturnType<OpportunitySyncStateRepository['queueBacklogChunk']> {
    return this.state.queueBacklogChunk(afterId, limit);
  }

  claimQueued(limit: number): Promise<string[]> {
    return this.state.claimQueued(limit);
  }

  async snapshots(ids: string[]): Promise<OpportunitySyncSnapshot[]> {
    return (await this.state.findMany(ids)).map(snapshotOf);
  }

  markSucceeded(id: string, contactId: string | null, dealId: string, dealUrl: string | null): Promise<void> {
    return this.state.markSucceeded(id, contactId, dealId, dealUrl);
  }

  markFollowsPrimary(id: string): Promise<void> {
    return this.state.markFollowsPrimary(id);
  }

  markFailed(id: string, error: string): Promise<void> {
    return this.state.markFailed(id, error);
  }

  stuck(thresholdMinutes: number): Promise<StuckSyncRow[]> {
    return this.state.stuck(thresholdMinutes);
  }

  find(tracking?: string, id?: string): Promise<SyncTarget | null> {
    return this.state.findIdByTrackingOrId(tracking, id);
  }
}
