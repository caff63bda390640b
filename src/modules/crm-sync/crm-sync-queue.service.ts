import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';
import { type OpportunitySyncSnapshot, OpportunitySyncStateService, type StuckSyncRow, type SyncTarget } from '../leads/opportunities/opportunity-sync-state.service';

/**
 * "Sync all" queues its backlog this many rows per statement. At 1M rows an update costs ~2 ms a row (every index
 * of the row gets a new entry, the trigram ones many), so a chunk takes about a second and holds its row locks
 * that long; one statement over a backlog of 50k failed rows took minutes and hit the statement timeout.
 */
const BACKLOG_CHUNK = 500;
/** A chunk that hits the statement timeout is retried at half the size, down to this. */
const MIN_BACKLOG_CHUNK = 25;
/** One job run walks the backlog for about this long, then enqueues the rest, so other leads jobs interleave. */
const BACKLOG_RUN_MS = 3_000;
/** When even the smallest chunk times out, the walk resumes this much later. */
const BACKLOG_BUSY_DELAY_MS = 30_000;

export interface BacklogRun {
  queued: number;
  /** Where the next run starts (null: the walk is complete). */
  next: string | null;
}

/**
 * The CRM sync protocol: what gets queued and when the dispatcher wakes, "sync all"'s backlog walk, claiming,
 * settling, re-queues and what counts as stuck. The sync state itself is columns of leads' opportunities, read and
 * written through leads' OpportunitySyncStateService (one statement per call); the rules are here.
 */
@Injectable()
export class CrmSyncQueueService {
  private readonly logger = new Logger(CrmSyncQueueService.name);
  private lastWake = 0;

  constructor(
    private readonly state: OpportunitySyncStateService,
    private readonly jobs: JobQueue,
  ) {}

  /** Queues the given opportunities and wakes the dispatcher. */
  async queue(where: { ids: string[] }): Promise<number> {
    const count = await this.state.markQueued(where.ids);
    if (count > 0) await this.wakeDispatcher();
    return count;
  }

  /**
   * "Sync all": queues every opportunity that is pending (never queued) or whose last sync failed. Answers at
   * once with how many there are now (exact, from the counters, ~1 ms); a job (queueBacklogFrom) walks them in id
   * order and queues them in short chunks, waking the dispatcher as it goes, so no statement spans the backlog
   * whatever its size. Rows that fail again after the walk passed them wait for the next "sync all".
   */
  async queueBacklog(): Promise<number> {
    const backlog = await this.state.backlogCount();
    if (backlog > 0) await this.jobs.enqueue(JobName.QueueSyncBacklog, { afterId: null });
    return backlog;
  }

  /** One run of the backlog walk from `afterId` (exclusive): chunks for ~3 s, then a fresh job for the rest. */
  async queueBacklogFrom(afterId: string | null): Promise<BacklogRun> {
    const started = Date.now();
    let cursor = afterId;
    let limit = BACKLOG_CHUNK;
    let queued = 0;
    while (Date.now() - started < BACKLOG_RUN_MS) {
      const chunk = await this.state.queueBacklogChunk(cursor, limit);
      if (chunk === null && limit > MIN_BACKLOG_CHUNK) {
        limit = Math.max(MIN_BACKLOG_CHUNK, Math.floor(limit / 2));
        continue;
      }
      if (chunk === null) {
        this.logger.warn({ afterId: cursor, chunk: limit }, 'Sync backlog: the database is too busy for even a small chunk; resuming later');
        await this.jobs.enqueue(JobName.QueueSyncBacklog, { afterId: cursor }, { delay: BACKLOG_BUSY_DELAY_MS });
        return this.endRun(queued, cursor);
      }
      queued += chunk.queued;
      if (chunk.queued > 0) await this.wakeDispatcher();
      if (chunk.seen < limit) return this.endRun(queued, null);
      cursor = chunk.lastId;
    }
    await this.jobs.enqueue(JobName.QueueSyncBacklog, { afterId: cursor });
    return this.endRun(queued, cursor);
  }

  /** The in-loop wakes are throttled; the rows of the run's last chunk get one of their own. */
  private async endRun(queued: number, next: string | null): Promise<BacklogRun> {
    if (queued > 0) await this.requestDispatch();
    return { queued, next };
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
    await this.requestDispatch();
  }

  /** Best effort: the change is committed already, and the dispatcher's 30 s schedule finds queued rows anyway. */
  private async requestDispatch(): Promise<void> {
    await this.jobs.enqueueOrDefer(JobName.CrmSyncDispatch, {}, { deduplication: { id: 'crm-sync-dispatch', ttl: 400 }, delay: 500, attempts: 3 });
  }

  claimQueued(limit: number): Promise<string[]> {
    return this.state.claimQueued(limit);
  }

  snapshots(ids: string[]): Promise<OpportunitySyncSnapshot[]> {
    return this.state.snapshots(ids);
  }

  markSucceeded(id: string, contactId: string | null, dealId: string, dealUrl: string | null): Promise<void> {
    return this.state.markSucceeded(id, contactId, dealId, dealUrl);
  }

  /** Staff put one opportunity back into the sync queue (logged on its timeline). */
  async requeue(id: string, actor: string | null): Promise<void> {
    await this.state.markQueued([id], actor ?? '');
    await this.wakeDispatcher();
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
    return this.state.find(tracking, id);
  }
}
