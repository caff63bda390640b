import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ACTIVE_MOVE_STATUSES } from './analytics.constants';

export interface VelocityDay {
  day: string;
  created: number;
  enriched: number;
  synced: number;
  processingSeconds: number;
}

export interface RouteGroup {
  originState: string;
  destinationState: string;
  sameCity: boolean;
  moveSize: string;
  n: number;
}

export interface MoveDateTotals {
  total: number;
  thisWeek: number;
  nextDays: number;
  daysOutSum: number;
}

export interface MoveRow {
  move_date: string;
  customer_name: string | null;
  tracking_number: string;
  origin_address: string | null;
  destination_address: string | null;
  status: string;
}

/** The active statuses as an SQL list, written exactly as the partial index's predicate so the planner can use it. */
const ACTIVE_SQL = `(${ACTIVE_MOVE_STATUSES.map((s) => `'${s.replaceAll("'", "''")}'`).join(', ')})`;

/** Deltas folded per table and statement at most, so one fold never holds a huge transaction. */
const FOLD_BATCH = 50_000;
const BIG_FOLD = 5_000;

/**
 * Reads and folds the analytics rollups of migration AddAnalyticsRollups. Every read adds the pending deltas to the
 * folded rows in one statement (one snapshot), so it is exact whether or not the fold has run.
 */
@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Leads created per calendar day in `timezone` from the instant `from` on (whole created hours). */
  async velocityPerDay(from: Date, timezone: string): Promise<VelocityDay[]> {
    const rows: Record<'day' | 'created' | 'enriched' | 'synced' | 'processing_seconds', string>[] = await this.dataSource.query(
      `SELECT to_char((bucket AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day, sum(created) AS created, sum(enriched) AS enriched,
              sum(synced) AS synced, sum(processing_seconds) AS processing_seconds
       FROM (SELECT bucket, created, enriched, synced, processing_seconds FROM opp_velocity_hourly WHERE bucket >= $1
             UNION ALL
             SELECT bucket, created, enriched, synced, processing_seconds FROM opp_velocity_deltas WHERE bucket >= $1) v
       GROUP BY 1`,
      [from, timezone],
    );
    return rows.map((r) => ({
      day: r.day,
      created: Number(r.created),
      enriched: Number(r.enriched),
      synced: Number(r.synced),
      processingSeconds: Number(r.processing_seconds),
    }));
  }

  /** Every (origin state, destination state, same city, move size) group with its lead count; '' = unknown. */
  async routeGroups(): Promise<RouteGroup[]> {
    const rows: { origin_state: string; destination_state: string; same_city: boolean; move_size: string; n: string }[] =
      await this.dataSource.query(
        `SELECT origin_state, destination_state, same_city, move_size, sum(n) AS n
         FROM (SELECT origin_state, destination_state, same_city, move_size, n FROM opp_route_counts
               UNION ALL
               SELECT origin_state, destination_state, same_city, move_size, n FROM opp_route_deltas) r
         GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0`,
      );
    return rows.map((r) => ({
      originState: r.origin_state,
      destinationState: r.destination_state,
      sameCity: r.same_city,
      moveSize: r.move_size,
      n: Number(r.n),
    }));
  }

  /** Active moves from `today` on, in the week `weekStart`..`weekEnd`, up to `horizon`, and their summed days out. */
  async moveDateTotals(today: string, weekStart: string, weekEnd: string, horizon: string): Promise<MoveDateTotals> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(sum(n) FILTER (WHERE move_date >= $1::date), 0) AS total,
              coalesce(sum(n) FILTER (WHERE move_date BETWEEN $2::date AND $3::date), 0) AS this_week,
              coalesce(sum(n) FILTER (WHERE move_date BETWEEN $1::date AND $4::date), 0) AS next_days,
              coalesce(sum(n * (move_date - $1::date)) FILTER (WHERE move_date >= $1::date), 0) AS days_out_sum
       FROM (SELECT move_date, n FROM opp_move_date_counts WHERE move_date >= least($1::date, $2::date)
             UNION ALL
             SELECT move_date, n FROM opp_move_date_deltas WHERE move_date >= least($1::date, $2::date)) m`,
      [today, weekStart, weekEnd, horizon],
    )) as Record<'total' | 'this_week' | 'next_days' | 'days_out_sum', string>[];
    return { total: Number(row.total), thisWeek: Number(row.this_week), nextDays: Number(row.next_days), daysOutSum: Number(row.days_out_sum) };
  }

  /** Active moves per move date from `from` to `to` (both included), dates without moves left out. */
  async moveCountsPerDay(from: string, to: string): Promise<{ date: string; n: number }[]> {
    const rows: { date: string; n: string }[] = await this.dataSource.query(
      `SELECT to_char(move_date, 'YYYY-MM-DD') AS date, sum(n) AS n
       FROM (SELECT move_date, n FROM opp_move_date_counts WHERE move_date BETWEEN $1::date AND $2::date
             UNION ALL
             SELECT move_date, n FROM opp_move_date_deltas WHERE move_date BETWEEN $1::date AND $2::date) m
       GROUP BY move_date HAVING sum(n) <> 0`,
      [from, to],
    );
    return rows.map((r) => ({ date: r.date, n: Number(r.n) }));
  }

  /** The first `limit` active moves dated `from`..`to` (`to` null: no end), by move date (the partial index). */
  listMoves(from: string, to: string | null, limit: number): Promise<MoveRow[]> {
    return this.dataSource.query(
      // Ordered by the table's column (o.move_date), not the text of the same name, so the index gives the order.
      `SELECT to_char(o.move_date, 'YYYY-MM-DD') AS move_date, o.customer_name, o.tracking_number, o.origin_address, o.destination_address, o.status
       FROM opportunities o
       WHERE o.move_date IS NOT NULL AND o.status IN ${ACTIVE_SQL} AND o.move_date >= $1::date AND ($2::date IS NULL OR o.move_date <= $2::date)
       ORDER BY o.move_date, o.id LIMIT $3`,
      [from, to, limit],
    );
  }

  /**
   * Folds pending deltas into the rollups, each table in one statement that moves the rows it could lock
   * (SKIP LOCKED: workers folding at once split the rows instead of waiting), then drops emptied rollup rows.
   * Returns how many delta rows were folded.
   */
  async fold(): Promise<number> {
    let total = 0;
    // A batch that came back full leaves more behind: keep going (a bulk import's backlog) a bounded number of times.
    for (let round = 0; round < 20; round++) {
      const folded = await this.foldBatch();
      total += folded.reduce((a, b) => a + b, 0);
      if (folded.every((n) => n < FOLD_BATCH)) break;
    }
    return total;
  }

  /** One batch per delta table; how many delta rows each table folded. */
  private async foldBatch(): Promise<number[]> {
    const moved = (table: string) =>
      `moved AS (DELETE FROM ${table} WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${table} LIMIT ${FOLD_BATCH} FOR UPDATE SKIP LOCKED)) RETURNING *)`;
    const counts = await Promise.all([
      this.dataSource.query(
        `WITH ${moved('opp_velocity_deltas')},
         folded AS (
           INSERT INTO opp_velocity_hourly AS h (bucket, created, enriched, synced, processing_seconds)
           SELECT bucket, sum(created), sum(enriched), sum(synced), sum(processing_seconds) FROM moved GROUP BY bucket ORDER BY bucket
           ON CONFLICT (bucket) DO UPDATE SET created = h.created + excluded.created, enriched = h.enriched + excluded.enriched,
             synced = h.synced + excluded.synced, processing_seconds = h.processing_seconds + excluded.processing_seconds
           RETURNING 1)
         SELECT (SELECT count(*) FROM moved)::int AS folded, (SELECT count(*) FROM folded)::int AS touched`,
      ),
      this.dataSource.query(
        `WITH ${moved('opp_route_deltas')},
         folded AS (
           INSERT INTO opp_route_counts AS c (origin_state, destination_state, same_city, move_size, n)
           SELECT origin_state, destination_state, same_city, move_size, sum(n) FROM moved GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
           ON CONFLICT (origin_state, destination_state, same_city, move_size) DO UPDATE SET n = c.n + excluded.n
           RETURNING 1)
         SELECT (SELECT count(*) FROM moved)::int AS folded, (SELECT count(*) FROM folded)::int AS touched`,
      ),
      this.dataSource.query(
        `WITH ${moved('opp_move_date_deltas')},
         folded AS (
           INSERT INTO opp_move_date_counts AS c (move_date, n)
           SELECT move_date, sum(n) FROM moved GROUP BY 1 ORDER BY 1
           ON CONFLICT (move_date) DO UPDATE SET n = c.n + excluded.n
           RETURNING 1)
         SELECT (SELECT count(*) FROM moved)::int AS folded, (SELECT count(*) FROM folded)::int AS touched`,
      ),
    ]);
    await this.dataSource.query(`DELETE FROM opp_velocity_hourly WHERE created = 0 AND enriched = 0 AND synced = 0 AND processing_seconds = 0`);
    await this.dataSource.query(`DELETE FROM opp_route_counts WHERE n = 0`);
    await this.dataSource.query(`DELETE FROM opp_move_date_counts WHERE n = 0`);
    const folded = counts.map((rows: { folded: number }[]) => rows[0]?.folded ?? 0);
    // A big fold (a bulk import) leaves the delta table's pages behind; reads scan it, so give them back now.
    const tables = ['opp_velocity_deltas', 'opp_route_deltas', 'opp_move_date_deltas'];
    for (const [i, table] of tables.entries()) if (folded[i] >= BIG_FOLD) await this.dataSource.query(`VACUUM (ANALYZE) ${table}`);
    return folded;
  }
}
