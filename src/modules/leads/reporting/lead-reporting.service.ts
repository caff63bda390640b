import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { DashboardRepository, type RecentItem, type StuckCount, type TrendPoint } from './dashboard.repository';
import { OpportunityCountersRepository, type LeadStatistics, type RangeTotals } from './opportunity-counters.repository';

export type { RecentItem, TrendPoint } from './dashboard.repository';

/**
 * The leads area's figures for screens outside it (the operations dashboard): range totals from the
 * trigger-maintained counters, the per-day trend in the company timezone, recent activity and the stuck-sync count.
 */
@Injectable()
export class LeadReportingService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly counters: OpportunityCountersRepository,
    private readonly config: AppConfigService,
  ) {}

  createdSince(since: Date): Promise<RangeTotals> {
    return this.counters.createdSince(since);
  }

  /** New (counters) and synced (synced_at) per calendar day in the company timezone from `since`'s day to today, zero days included. */
  async trend(since: Date): Promise<TrendPoint[]> {
    const timezone = this.config.leads.timezone;
    const days = await this.dashboard.days(since, timezone);
    const [created, synced] = await Promise.all([this.counters.createdPerDay(days[0], timezone), this.dashboard.syncedPerDay(days[0], timezone)]);
    return days.map((date) => ({ date, new: created.get(date) ?? 0, synced: synced.get(date) ?? 0 }));
  }

  recent(hours: number, limit: number): Promise<RecentItem[]> {
    return this.dashboard.recent(hours, limit);
  }

  /** `GET /status`: synced totals, revenue, email backlog (counters) and today's syncs ("today" in the company timezone). */
  statistics(): Promise<LeadStatistics> {
    return this.counters.statistics(this.config.leads.timezone);
  }

  /** Possible duplicates found in the last 24 hours, and those still undecided (counted exactly up to `cap`). */
  duplicateCounts(cap: number): Promise<{ last24h: number; open: number; openExact: boolean }> {
    return this.dashboard.duplicateCounts(cap);
  }

  /** Syncs needing attention (stale claims and failures), counted exactly up to `cap`. */
  stuckCount(thresholdMinutes: number, cap: number): Promise<StuckCount> {
    return this.dashboard.stuckCount(thresholdMinutes, cap);
  }
}
