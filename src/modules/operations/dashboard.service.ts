import { Injectable } from '@nestjs/common';
import { calendarDaysBefore } from 'src/common/time/company-time';
import { AppConfigService } from 'src/config/app-config.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { WorkerHeartbeatService } from 'src/queue/worker-heartbeat.service';
import { DASHBOARD_RANGES, type DashboardRange } from './dto/dashboard-query.dto';
import { LeadReportingService, type RecentItem } from '../leads/reporting/lead-reporting.service';
import { CrmSyncQueueService } from '../crm-sync/crm-sync-queue.service';

/** Stuck syncs are counted exactly up to this many; above it the count reads "1,000+". */
export const STUCK_COUNT_CAP = 1000;

/** The monitoring dashboard's figures, all measured: heartbeat, queue counts, the stuck-sync query, the table. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly reporting: LeadReportingService,
    private readonly jobs: JobQueue,
    private readonly heartbeat: WorkerHeartbeatService,
    private readonly sync: CrmSyncQueueService,
    private readonly config: AppConfigService,
  ) {}

  async summary(range: DashboardRange) {
    const started = performance.now();
    // "Last 30 days" starts on the date 30 days back in the company timezone, whatever DST change lies between.
    const since = calendarDaysBefore(new Date(), DASHBOARD_RANGES[range], this.config.leads.timezone);
    const [totals, last24h, trend, stuck, recent, counts, beat, duplicates] = await Promise.all([
      this.reporting.createdSince(since),
      this.reporting.createdSince(new Date(Date.now() - 86_400_000)),
      this.reporting.trend(since),
      this.stuck(),
      this.reporting.recent(24, 10),
      this.jobs.counts().catch(() => ({ depth: -1, failed: -1 })),
      this.heartbeat.state().catch(() => ({ ok: false })),
      this.reporting.duplicateCounts(STUCK_COUNT_CAP),
    ]);
    return {
      health: { worker_ok: beat.ok, api_ms: Math.round(performance.now() - started), queue_depth: counts.depth, failed_jobs: counts.failed },
      totals,
      last24h: { new: last24h.total, duplicates: duplicates.last24h },
      duplicates_open: duplicates.open,
      duplicates_open_exact: duplicates.openExact,
      trend,
      stuck: stuck.rows,
      stuck_count: stuck.count,
      stuck_count_exact: stuck.exact,
      recent,
      range,
    };
  }

  /**
   * "Stuck or Failing Jobs": the oldest 100 rows (CrmSyncQueueService.stuck), and how many there are in all,
   * counted exactly up to STUCK_COUNT_CAP. Both read only the partial sync-attention index. They are two statements,
   * so the count is never reported below the rows listed.
   */
  private async stuck() {
    const threshold = this.config.hubspot.stuckAfterMinutes;
    const [rows, total] = await Promise.all([this.sync.stuck(threshold), this.reporting.stuckCount(threshold, STUCK_COUNT_CAP)]);
    return { rows, count: Math.max(total.count, rows.length), exact: total.exact };
  }

  recent(hours: number, limit: number): Promise<RecentItem[]> {
    return this.reporting.recent(hours, limit);
  }
}
