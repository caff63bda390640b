import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface DashboardTotals {
  total: number;
  enriched: number;
  with_phone: number;
  with_move_date: number;
  synced: number;
}

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

/** Aggregates for the monitoring dashboard (created_at-bounded, so they use opp_created_idx). */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async totals(since: Date): Promise<DashboardTotals & { new_24h: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE enriched)::int AS enriched,
              count(*) FILTER (WHERE customer_phone IS NOT NULL)::int AS with_phone,
              count(*) FILTER (WHERE move_date IS NOT NULL)::int AS with_move_date,
              count(*) FILTER (WHERE hubspot_sync_status = 'succeeded')::int AS synced,
              count(*) FILTER (WHERE created_at >= now() - interval '24 hours')::int AS new_24h
       FROM opportunities WHERE created_at >= $1`,
      [since],
    )) as (DashboardTotals & { new_24h: number })[];
    return row;
  }

  /** New and synced per day in the company timezone, every day of the range present (zeros included). */
  trend(since: Date, timezone: string): Promise<TrendPoint[]> {
    return this.dataSource.query(
      `WITH days AS (
         SELECT generate_series(date_trunc('day', $1::timestamptz AT TIME ZONE $2), date_trunc('day', now() AT TIME ZONE $2), interval '1 day')::date AS day
       ), created AS (
         SELECT (created_at AT TIME ZONE $2)::date AS day, count(*)::int AS n FROM opportunities WHERE created_at >= $1 GROUP BY 1
       ), synced AS (
         SELECT (synced_at AT TIME ZONE $2)::date AS day, count(*)::int AS n FROM opportunities
         WHERE created_at >= $1 - interval '30 days' AND synced_at >= $1 GROUP BY 1
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(c.n, 0) AS new, coalesce(s.n, 0) AS synced
       FROM days d LEFT JOIN created c ON c.day = d.day LEFT JOIN synced s ON s.day = d.day ORDER BY d.day`,
      [since, timezone],
    );
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
}
