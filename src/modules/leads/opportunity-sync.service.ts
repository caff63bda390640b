import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../queue/job-queue.service';
import { JobName } from '../../queue/queue.constants';
import type { OpportunityEntity } from './entities/opportunity.entity';
import { OpportunitySyncStateRepository, type StuckSyncRow } from './opportunity-sync-state.repository';

/**
 * The leads module's face toward the CRM sync: queue opportunities for sync, let the sync claim and settle them,
 * and list what is stuck. crm-sync calls this service; it never touches the opportunities table itself.
 */
@Injectable()
export class OpportunitySyncService {
  private lastWake = 0;

  constructor(
    private readonly state: OpportunitySyncStateRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** Queues the given opportunities (or every pending/failed one) and wakes the dispatcher. */
  async queue(where: { ids?: string[]; onlyPendingOrFailed?: boolean }): Promise<number> {
    const count = await this.state.markQueued(where);
    if (count > 0) await this.wakeDispatcher();
    return count;
  }

  /**
   * One dispatcher run per burst: a wake is deduplicated for 400 ms (throttle mode, so a wake that arrives while
   * a dispatch is already running still gets its own run) and runs 500 ms later, seeing everything committed
   * before it; within 300 ms of its own wake this process need not ask again.
   */
  async wakeDispatcher(): Promise<void> {
    const now = Date.now();
    if (now - this.lastWake < 300) return;
    this.lastWake = now;
    await this.jobs.enqueue(JobName.CrmSyncDispatch, {}, { deduplication: { id: 'crm-sync-dispatch', ttl: 400 }, delay: 500, attempts: 3 });
  }

  claimQueued(limit: number): Promise<string[]> {
    return this.state.claimQueued(limit);
  }

  load(ids: string[]): Promise<OpportunityEntity[]> {
    return this.state.findMany(ids);
  }

  markSucceeded(id: string, contactId: string | null, dealId: string, dealUrl: string | null): Promise<void> {
    return this.state.markSucceeded(id, contactId, dealId, dealUrl);
  }

  /** Staff put one opportunity back into the sync queue (logged on its timeline). */
  async requeue(id: string, actor: string | null): Promise<void> {
    await this.state.markQueued({ ids: [id], requeuedBy: actor ?? '' });
    await this.wakeDispatcher();
  }

  markFailed(id: string, error: string): Promise<void> {
    return this.state.markFailed(id, error);
  }

  stuck(thresholdMinutes: number): Promise<StuckSyncRow[]> {
    return this.state.stuck(thresholdMinutes);
  }

  findId(tracking?: string, id?: string): Promise<string | null> {
    return this.state.findIdByTrackingOrId(tracking, id);
  }
}
