import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../config/app-config.service';
import { JobQueue } from '../../queue/job-queue.service';
import { WorkerHeartbeatService } from '../../queue/worker-heartbeat.service';
import { DashboardRepository, type RecentItem, type TrendPoint } from './dashboard.repository';
import { DASHBOARD_RANGES, type DashboardRange } from './dto/dashboard-query.dto';
import { OpportunityCountersRepository } from './opportunity-counters.repository';
import { OpportunitySyncService } from './opportunity-sync.service';

/** The monitoring dashboard's figures, all measured: heartbeat, queue counts, the stuck-sync query, the table. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly jobs: JobQueue,
    private readonly heartbeat: WorkerHeartbeatService,
    private readonly sync: OpportunitySyncService,
    private readonly config: AppConfigService,
    private readonly counters: OpportunityCountersRepository,
  ) {}

  async summary(range: DashboardRange) {
    const started = performance.now();
    const since = new Date(Date.now() - DASHBOARD_RANGES[range] * 86_400_000);
    const [totals, last24h, trend, stuck, recent, counts, beat] = await Promise.all([
      this.counters.createdSince(since),
      this.counters.createdSince(new Date(Date.now() - 86_400_000)),
      this.trend(since),
      this.sync.stuck(this.config.hubspot.stuckAfterMinutes),
      this.dashboard.recent(24, 10),
      this.jobs.counts().catch(() => ({ depth: -1, failed: -1 })),
      this.heartbeat.state().catch(() => ({ ok: false })),
    ]);
    return {
      health: { worker_ok: beat.ok, api_ms: Math.round(performance.now() - started), queue_depth: counts.depth, failed_jobs: counts.failed },
      totals,
      last24h: { new: last24h.total },
      trend,
      stuck,
      recent,
      range,
    };
  }

  /** New (counters) and synced (synced_at) per calendar day in the company timezone, zero days included. */
  private async trend(since: Date): Promise<TrendPoint[]> {
    const timezone = this.config.leads.timezone;
    const days = await this.dashboard.days(since, timezone);
    const [created, synced] = await Promise.all([
      this.counters.createdPerDay(days[0], timezone),
      this.dashboard.syncedPerDay(days[0], timezone),
    ]);
    return days.map((date) => ({ date, new: created.get(date) ?? 0, synced: synced.get(date) ?? 0 }));
  }

  recent(hours: number, limit: number): Promise<RecentItem[]> {
    return this.dashboard.recent(hours, limit);
  }
}
