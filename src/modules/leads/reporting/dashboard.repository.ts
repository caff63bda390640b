import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface TrendPoint {
  date: string;
  new: number;
  synced: number;
}

export interface RecentItem {
  display_name: string;
  customer: string | null;
  tracking: string;
  enriched: boolean;
  synced: boolean;
  occurred_at: string | null;
}

export interface StuckCount {
  /** How many syncs need attention, at most the cap. */
  count: number;
  /** False when there were more than the cap (then `count` is the cap and the screen shows "cap+"). */
  exact: boolean;
}

/** Live parts of the monitoring dashboard (counts come from OpportunityCountersRepository). */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every calendar day (company timezone) from the one containing `since` to today, as YYYY-MM-DD. */
  async days(since: Date, timezone: string): Promise<string[]> {
    const rows: { day: string }[] = await this.dataSource.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series(date_trunc('day', $1::timestamptz AT TIME ZONE $2), date_trunc('day', now() AT TIME ZONE $2), interval '1 day') d`,
      [since, timezone],
    );
    return rows.map((r) => r.day);
  }

  /** Syncs per calendar day since the first day's midnight (the partial synced_at index; one entry per synced lead). */
  async syncedPerDay(fromDay: string, timezone: string): Promise<Map<string, number>> {
    const rows: { day: string; n: number }[] = await this.dataSource.query(
      `SELECT to_char((synced_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
       FROM opportunities WHERE synced_at IS NOT NULL AND synced_at >= ($1::date::timestamp AT TIME ZONE $2)
       GROUP BY 1`,
      [fromDay, timezone],
    );
    return new Map(rows.map((r) => [r.day, r.n]));
  }

  recent(hours: number, limit: number): Promise<RecentItem[]> {
    return this.dataSource.query(
      `SELECT coalesce(nullif(customer_name, ''), 'Tracking ' || right(tracking_number, 4)) AS display_name, customer_name AS customer,
              tracking_number AS tracking, enriched, hubspot_sync_status = 'succeeded' AS synced,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS occurred_at
       FROM opportunities WHERE created_at >= now() - make_interval(hours => $1)
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      [hours, limit],
    );
  }

  /**
   * New possible duplicates: leads first marked as one in the last 24 hours (pairs by created_at, index range), and
   * how many leads are marked and not yet decided (the partial duplicate-state index, cut at `cap`).
   */
  async duplicateCounts(cap: number): Promise<{ last24h: number; open: number; openExact: boolean }> {
    const rows: { last24h: number; open: number }[] = await this.dataSource.query(
      `SELECT (SELECT count(DISTINCT opportunity_id)::int FROM opportunity_duplicates WHERE created_at >= now() - interval '24 hours') AS last24h,
              (SELECT count(*)::int FROM (SELECT 1 FROM opportunities WHERE duplicate_state = 'possible' ORDER BY created_at DESC, id DESC LIMIT $1 + 1) s) AS open`,
      [cap],
    );
    const { last24h, open } = rows[0];
    return { last24h, open: Math.min(open, cap), openExact: open <= cap };
  }

  /**
   * How many syncs the "Stuck or Failing Jobs" list stands for: failed, or queued / in progress since before the
   * threshold (the same three states as the CRM sync's stuck list). Each state is an index-ordered, index-only
   * range of the partial opportunities_sync_attention_idx cut at cap + 1 entries, so the count reads at most that
   * many entries per state however many leads there are (~0.6 ms at 1M leads with 240k stuck); beyond the cap it is
   * reported as capped, not counted. Without the ORDER BY the planner picks a bitmap scan of every entry.
   */
  async stuckCount(thresholdMinutes: number, cap: number): Promise<StuckCount> {
    const stale = `sync_state_changed_at < now() - make_interval(mins => $1)`;
    const branch = (condition: string) =>
      `(SELECT sync_state_changed_at FROM opportunities WHERE ${condition} ORDER BY sync_state_changed_at LIMIT $2)`;
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n
       FROM (${branch(`hubspot_sync_status = 'failed'`)}
             UNION ALL ${branch(`hubspot_sync_status = 'queued' AND ${stale}`)}
             UNION ALL ${branch(`hubspot_sync_status = 'in_progress' AND ${stale}`)}
             LIMIT $2) s`,
      [thresholdMinutes, cap + 1],
    );
    const n = rows[0]?.n ?? 0;
    return { count: Math.min(n, cap), exact: n <= cap };
  }
}
