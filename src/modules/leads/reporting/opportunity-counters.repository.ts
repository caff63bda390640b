import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface CounterFilter {
  includeNoreply: boolean;
  status?: string;
  processStatus?: string;
}

export interface RangeTotals {
  total: number;
  enriched: number;
  with_phone: number;
  with_move_date: number;
  synced: number;
}

/** Pipeline statistics of `GET /status`. */
export interface LeadStatistics {
  total_synced: number;
  total_estimated_revenue: number;
  today_synced: number;
  total_email_opportunities: number;
  unprocessed_email_opportunities: number;
}

/** The dimensions of opp_counts (its key) and of every delta row. */
const DIMS = 'status, process_status, sync_status, is_noreply, enriched, has_phone, has_move_date, is_email';
const HOUR_MS = 3_600_000;
const BIG_FOLD = 5_000;

/**
 * Reads and folds the trigger-maintained counters of migrations AddOpportunityCountersAndActivity and
 * AddStatusStatisticsCounters (is_email: lead_source = 'email'; revenue: summed estimated revenue). Every read
 * sums the folded rows and the pending deltas in one statement (one snapshot), so it is exact whether or not the
 * fold has run.
 */
@Injectable()
export class OpportunityCountersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Exact number of opportunities matching equality filters (no search, no dates). */
  async total(filter: CounterFilter): Promise<number> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (!filter.includeNoreply) conditions.push('NOT is_noreply');
    if (filter.status) conditions.push(`status = $${params.push(filter.status)}`);
    if (filter.processStatus) conditions.push(`process_status = $${params.push(filter.processStatus)}`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows: { n: string | null }[] = await this.dataSource.query(
      `SELECT sum(n) AS n FROM (
         SELECT status, process_status, is_noreply, n FROM opp_counts
         UNION ALL SELECT status, process_status, is_noreply, n FROM opp_count_deltas
       ) c ${where}`,
      params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Exact number of opportunities never queued for the CRM or whose last sync failed ("sync all"'s backlog). */
  async syncBacklog(): Promise<number> {
    const rows: { n: string | null }[] = await this.dataSource.query(
      `SELECT sum(n) AS n FROM (SELECT sync_status, n FROM opp_counts UNION ALL SELECT sync_status, n FROM opp_count_deltas) c
       WHERE sync_status IN ('', 'failed')`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * `GET /status` figures ("today" in `timezone`) in one statement: the totals from the counters, today's syncs
   * from the partial synced_at index (an index range of today's syncs only).
   */
  async statistics(timezone: string): Promise<LeadStatistics> {
    const [row] = (await this.dataSource.query(
      `SELECT
         coalesce(sum(n) FILTER (WHERE sync_status = 'succeeded'), 0)::int AS total_synced,
         coalesce(sum(revenue), 0)::float AS total_estimated_revenue,
         (SELECT count(*) FROM opportunities
          WHERE synced_at IS NOT NULL AND synced_at >= (date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1)
            AND hubspot_sync_status = 'succeeded')::int AS today_synced,
         coalesce(sum(n) FILTER (WHERE is_email), 0)::int AS total_email_opportunities,
         coalesce(sum(n) FILTER (WHERE is_email AND process_status <> 'synced'), 0)::int AS unprocessed_email_opportunities
       FROM (SELECT sync_status, process_status, is_email, n, revenue FROM opp_counts
             UNION ALL SELECT sync_status, process_status, is_email, n, revenue FROM opp_count_deltas) c`,
      [timezone],
    )) as LeadStatistics[];
    return row;
  }

  /**
   * Dashboard figures for leads created since `since`: whole hours from the hourly counters, the partial first
   * hour counted exactly from the table (an index range of at most one hour of leads).
   */
  async createdSince(since: Date): Promise<RangeTotals> {
    const firstFullHour = new Date(Math.ceil(since.getTime() / HOUR_MS) * HOUR_MS);
    const [row] = (await this.dataSource.query(
      `WITH counted AS (
         SELECT n, enriched, has_phone, has_move_date, synced FROM opp_hourly_counts WHERE bucket >= $2
         UNION ALL
         SELECT n, enriched, has_phone, has_move_date, sync_status = 'succeeded' FROM opp_count_deltas WHERE bucket >= $2
         UNION ALL
         SELECT 1, enriched, customer_phone IS NOT NULL, move_date IS NOT NULL, coalesce(hubspot_sync_status = 'succeeded', false)
         FROM opportunities WHERE created_at >= $1 AND created_at < $2
       )
       SELECT coalesce(sum(n), 0)::bigint AS total,
              coalesce(sum(n) FILTER (WHERE enriched), 0)::bigint AS enriched,
              coalesce(sum(n) FILTER (WHERE has_phone), 0)::bigint AS with_phone,
              coalesce(sum(n) FILTER (WHERE has_move_date), 0)::bigint AS with_move_date,
              coalesce(sum(n) FILTER (WHERE synced), 0)::bigint AS synced
       FROM counted`,
      [since, firstFullHour],
    )) as Record<keyof RangeTotals, string>[];
    return {
      total: Number(row.total),
      enriched: Number(row.enriched),
      with_phone: Number(row.with_phone),
      with_move_date: Number(row.with_move_date),
      synced: Number(row.synced),
    };
  }

  /** New leads per calendar day in `timezone` from `fromDay` (YYYY-MM-DD) on; days without leads are absent. */
  async createdPerDay(fromDay: string, timezone: string): Promise<Map<string, number>> {
    const rows: { day: string; n: string }[] = await this.dataSource.query(
      `SELECT to_char((bucket AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, sum(n) AS n FROM (
         SELECT bucket, n FROM opp_hourly_counts WHERE bucket >= ($1::date::timestamp AT TIME ZONE $2) - interval '1 hour'
         UNION ALL SELECT bucket, n FROM opp_count_deltas
       ) c
       WHERE (bucket AT TIME ZONE $2)::date >= $1::date
       GROUP BY 1`,
      [fromDay, timezone],
    );
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  }

  /**
   * Folds pending deltas into the counter tables in one statement and drops emptied rows. Safe to run
   * concurrently (a second fold finds the rows already deleted) and with writers appending meanwhile.
   * `within`: run on this connection (a bulk loader's, without the statement timeout); not a transaction (VACUUM).
   */
  async fold(within?: EntityManager): Promise<number> {
    const db = within ?? this.dataSource;
    const rows: { folded: number }[] = await db.query(
      `WITH moved AS (DELETE FROM opp_count_deltas RETURNING *),
       by_dims AS (
         INSERT INTO opp_counts AS c (${DIMS}, n, revenue)
         SELECT ${DIMS}, sum(n), sum(revenue) FROM moved
         GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
         ON CONFLICT (${DIMS}) DO UPDATE SET n = c.n + excluded.n, revenue = c.revenue + excluded.revenue
         RETURNING 1
       ),
       by_hour AS (
         INSERT INTO opp_hourly_counts AS h (bucket, enriched, has_phone, has_move_date, synced, n)
         SELECT bucket, enriched, has_phone, has_move_date, sync_status = 'succeeded', sum(n) FROM moved
         GROUP BY 1, 2, 3, 4, 5
         ON CONFLICT (bucket, enriched, has_phone, has_move_date, synced) DO UPDATE SET n = h.n + excluded.n
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM moved)::int AS folded, (SELECT count(*) FROM by_dims) + (SELECT count(*) FROM by_hour) AS touched`,
    );
    await db.query(`DELETE FROM opp_counts WHERE n = 0 AND revenue = 0`);
    await db.query(`DELETE FROM opp_hourly_counts WHERE n = 0`);
    const folded = rows[0]?.folded ?? 0;
    // A big fold (a bulk import) leaves the delta table's pages behind; reads scan it, so give them back now.
    if (folded >= BIG_FOLD) await db.query(`VACUUM (ANALYZE) opp_count_deltas`);
    return folded;
  }
}
