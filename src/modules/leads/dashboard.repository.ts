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
}
