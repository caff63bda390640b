import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../config/app-config.service';
import { JobQueue } from '../../queue/job-queue.service';
import { WorkerHeartbeatService } from '../../queue/worker-heartbeat.service';
import { DashboardRepository, type RecentItem } from './dashboard.repository';
import { DASHBOARD_RANGES, type DashboardRange } from './dto/dashboard-query.dto';
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
  ) {}

  async summary(range: DashboardRange) {
    const started = performance.now();
    const since = new Date(Date.now() - DASHBOARD_RANGES[range] * 86_400_000);
    const [totals, trend, stuck, recent, counts, beat] = await Promise.all([
      this.dashboard.totals(since),
      this.dashboard.trend(since, this.config.leads.timezone),
      this.sync.stuck(this.config.hubspot.stuckAfterMinutes),
      this.dashboard.recent(24, 10),
      this.jobs.counts().catch(() => ({ depth: -1, failed: -1 })),
      this.heartbeat.state().catch(() => ({ ok: false })),
    ]);
    const { new_24h: new24h, ...rangeTotals } = totals;
    return {
      health: { worker_ok: beat.ok, api_ms: Math.round(performance.now() - started), queue_depth: counts.depth, failed_jobs: counts.failed },
      totals: rangeTotals,
      last24h: { new: new24h },
      trend,
      stuck,
      recent,
      range,
    };
  }

  recent(hours: number, limit: number): Promise<RecentItem[]> {
    return this.dashboard.recent(hours, limit);
  }
}
