import { DataSource } from 'typeorm';
import { AddStatusStatisticsCounters1764800000000 } from '../../migrations/1764800000000-AddStatusStatisticsCounters';
import { AppConfigService } from 'src/config/app-config.service';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { OpportunityCountersRepository } from 'src/modules/leads/reporting/opportunity-counters.repository';
import { startTestApp, type TestApp } from '../utils/test-app';

const DIMS = `status, process_status, coalesce(hubspot_sync_status, '') AS sync_status, is_noreply, enriched,
  customer_phone IS NOT NULL AS has_phone, move_date IS NOT NULL AS has_move_date, lead_source = 'email' AS is_email`;
const KEY = `concat_ws('|', status, process_status, sync_status, is_noreply, enriched, has_phone, has_move_date, is_email)`;

/** `GET /status` computed straight from the table (the figures the counters must reproduce). */
const DIRECT_STATISTICS = `
  SELECT count(*) FILTER (WHERE hubspot_sync_status = 'succeeded')::int AS total_synced,
         coalesce(sum(estimated_revenue), 0)::float AS total_estimated_revenue,
         count(*) FILTER (WHERE hubspot_sync_status = 'succeeded'
                           AND synced_at >= (date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1))::int AS today_synced,
         count(*) FILTER (WHERE lead_source = 'email')::int AS total_email_opportunities,
         count(*) FILTER (WHERE lead_source = 'email' AND process_status <> 'synced')::int AS unprocessed_email_opportunities
  FROM opportunities`;

describe('Trigger-maintained opportunity counters (list totals and dashboard)', () => {
  let t: TestApp;
  let db: DataSource;
  let counters: OpportunityCountersRepository;
  let headers: Record<string, string>;

  /** Every dimension group: what the table says (GROUP BY) against what the counters say (folded + pending). */
  const compare = async () => {
    const truth: { k: string; n: number; revenue: string }[] = await db.query(
      `SELECT ${KEY} AS k, count(*)::int AS n, sum(revenue)::numeric(20, 2)::text AS revenue
       FROM (SELECT ${DIMS}, coalesce(estimated_revenue, 0) AS revenue FROM opportunities) o GROUP BY 1 ORDER BY 1`,
    );
    const counted: { k: string; n: number; revenue: string }[] = await db.query(
      `SELECT ${KEY} AS k, sum(n)::int AS n, sum(revenue)::numeric(20, 2)::text AS revenue
       FROM (SELECT status, process_status, sync_status, is_noreply, enriched, has_phone, has_move_date, is_email, n, revenue FROM opp_counts
             UNION ALL SELECT status, process_status, sync_status, is_noreply, enriched, has_phone, has_move_date, is_email, n, revenue FROM opp_count_deltas) c
       GROUP BY 1 HAVING sum(n) <> 0 OR sum(revenue) <> 0 ORDER BY 1`,
    );
    const hourlyTruth: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM opportunities`);
    const hourly: { n: number }[] = await db.query(
      `SELECT coalesce(sum(n), 0)::int AS n FROM (SELECT n FROM opp_hourly_counts UNION ALL SELECT n FROM opp_count_deltas) h`,
    );
    return { truth, counted, total: hourlyTruth[0].n, hourlyTotal: hourly[0].n };
  };

  const insert = (count: number, offset: number, ageHours = 1) =>
    db.query(
      `INSERT INTO opportunities (tracking_number, customer_name, customer_phone, move_date, status, process_status, hubspot_sync_status, is_noreply, enriched,
                                  lead_source, estimated_revenue, synced_at, created_at)
       SELECT 'CNT-' || n, 'Name ' || n, CASE WHEN n % 3 = 0 THEN NULL ELSE '+1512555' || lpad(n::text, 4, '0') END,
              CASE WHEN n % 4 = 0 THEN NULL ELSE DATE '2027-05-01' END,
              (ARRAY['new', 'opened', 'booked'])[1 + n % 3], (ARRAY['scraped', 'processing', 'synced'])[1 + n % 3],
              (ARRAY[NULL, 'queued', 'succeeded', 'failed'])[1 + n % 4], n % 10 = 0, n % 2 = 0,
              (ARRAY['email', 'email', 'web_form', 'manual', 'inbound_call'])[1 + n % 5],
              CASE WHEN n % 7 = 0 THEN NULL ELSE 1000 + n % 900 + (n % 100) / 100.0 END,
              CASE WHEN n % 4 = 2 THEN now() - make_interval(hours => n % 60) END,
              now() - make_interval(hours => $3::int + n % 48)
       FROM generate_series($1::int, $1::int + $2::int - 1) n`,
      [offset, count, ageHours],
    );

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    counters = t.app.get(OpportunityCountersRepository);
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'count.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(async () => {
    await t.close();
  });

  it('should stay exact through bulk and single-row inserts, updates and deletes, before and after folding', async () => {
    await insert(500, 1);
    await db.query(`UPDATE opportunities SET status = 'booked', hubspot_sync_status = 'succeeded' WHERE tracking_number IN ('CNT-1', 'CNT-2')`);
    await db.query(`UPDATE opportunities SET customer_name = 'Renamed' WHERE tracking_number = 'CNT-3'`); // no counted dimension
    await db.query(`UPDATE opportunities SET enriched = NOT enriched, customer_phone = NULL WHERE tracking_number LIKE 'CNT-1%'`);
    await db.query(`DELETE FROM opportunities WHERE tracking_number LIKE 'CNT-2%'`);
    let state = await compare();
    expect(state.counted).toEqual(state.truth);
    expect(state.hourlyTotal).toBe(state.total);

    expect(await counters.fold()).toBeGreaterThan(0);
    expect(Number((await db.query(`SELECT count(*) AS n FROM opp_count_deltas`))[0].n)).toBe(0);
    await db.query(`UPDATE opportunities SET process_status = 'synced' WHERE tracking_number LIKE 'CNT-4%'`);
    state = await compare();
    expect(state.counted).toEqual(state.truth);
    expect(state.hourlyTotal).toBe(state.total);
    await counters.fold();
    state = await compare();
    expect(state.counted).toEqual(state.truth);
  });

  it('should give GET /status the figures of a direct aggregate through every kind of change, before and after folding', async () => {
    const timezone = t.app.get(AppConfigService).leads.timezone;
    const expectStatisticsExact = async () => {
      const [direct] = (await db.query(DIRECT_STATISTICS, [timezone])) as Record<string, number>[];
      expect(direct.total_email_opportunities).toBeGreaterThan(0);
      expect(await counters.statistics(timezone)).toEqual(direct);
      const body = (await (await fetch(`${t.url}/status`, { headers })).json()) as { success: boolean; data: Record<string, number> };
      expect(body).toEqual({ success: true, data: direct });
    };
    await insert(400, 5_000);
    await expectStatisticsExact();
    await db.query(`UPDATE opportunities SET lead_source = 'email' WHERE tracking_number LIKE 'CNT-51%' AND lead_source <> 'email'`);
    await db.query(`UPDATE opportunities SET lead_source = 'web_form' WHERE tracking_number LIKE 'CNT-52%' AND lead_source = 'email'`);
    await db.query(`UPDATE opportunities SET estimated_revenue = estimated_revenue + 0.35 WHERE tracking_number LIKE 'CNT-53%'`);
    await db.query(`UPDATE opportunities SET estimated_revenue = NULL WHERE tracking_number = 'CNT-5301'`);
    await db.query(`UPDATE opportunities SET estimated_revenue = 12.5 WHERE tracking_number = 'CNT-5306'`); // was NULL
    await expectStatisticsExact();
    expect(await counters.fold()).toBeGreaterThan(0);
    await expectStatisticsExact();
    await db.query(`UPDATE opportunities SET process_status = 'synced' WHERE tracking_number LIKE 'CNT-50%'`);
    await db.query(
      `UPDATE opportunities SET hubspot_sync_status = 'succeeded', synced_at = now() WHERE tracking_number LIKE 'CNT-54%' AND hubspot_sync_status IS DISTINCT FROM 'succeeded'`,
    );
    await db.query(`UPDATE opportunities SET hubspot_sync_status = 'failed' WHERE tracking_number LIKE 'CNT-55%' AND hubspot_sync_status = 'succeeded'`);
    // A revenue change alone leaves the counted row in its group: only the revenue sum moves.
    await db.query(`UPDATE opportunities SET estimated_revenue = 99999.99 WHERE tracking_number = 'CNT-5312'`);
    await db.query(`DELETE FROM opportunities WHERE tracking_number LIKE 'CNT-56%'`);
    await expectStatisticsExact();
    const state = await compare();
    expect(state.counted).toEqual(state.truth);
    await counters.fold();
    await expectStatisticsExact();
    expect((await compare()).counted).toEqual((await compare()).truth);
  });

  it('should stay exact with many concurrent writers and folds, without deadlocks', async () => {
    const writers = Array.from({ length: 8 }, (_, w) =>
      (async () => {
        for (let i = 0; i < 15; i++) {
          const n = 10_000 + w * 100 + i;
          await db.transaction(async (tx) => {
            await tx.query(`INSERT INTO opportunities (tracking_number, status, created_at) VALUES ($1, 'new', now() - interval '3 hours')`, [`CNT-${n}`]);
            await tx.query(`UPDATE opportunities SET status = 'opened', enriched = true WHERE tracking_number = $1`, [`CNT-${n}`]);
            await tx.query(`UPDATE opportunities SET hubspot_sync_status = 'queued' WHERE tracking_number = $1`, [`CNT-${10_000 + ((w + 1) % 8) * 100 + i}`]);
          });
          if (i % 5 === 0) await counters.fold();
        }
      })(),
    );
    await Promise.all(writers);
    const state = await compare();
    expect(state.counted).toEqual(state.truth);
    expect(state.hourlyTotal).toBe(state.total);
  });

  it('should give the list exact totals for equality filters from the counters', async () => {
    await counters.fold();
    const cases = [
      ['', `true`],
      ['&include_noreply=false', `NOT is_noreply`],
      ['&status=booked', `status = 'booked'`],
      ['&process_status=synced&include_noreply=false', `process_status = 'synced' AND NOT is_noreply`],
    ] as const;
    for (const [query, where] of cases) {
      const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM opportunities WHERE ${where}`)) as { n: number }[];
      const body = (await (await fetch(`${t.url}/api/opportunities?per_page=5${query}`, { headers })).json()) as { total: number; total_exact: boolean };
      expect({ query, total: body.total, exact: body.total_exact }).toEqual({ query, total: n, exact: true });
    }
  });

  it('should give the dashboard exact range totals, last-24h count and per-day trend from the counters', async () => {
    const body = (await (await fetch(`${t.url}/api/dashboard/summary?range=24h`, { headers })).json()) as {
      data: { totals: Record<string, number>; last24h: { new: number }; trend: { date: string; new: number }[] };
    };
    const [truth] = (await db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE enriched)::int AS enriched, count(*) FILTER (WHERE customer_phone IS NOT NULL)::int AS with_phone,
              count(*) FILTER (WHERE move_date IS NOT NULL)::int AS with_move_date, count(*) FILTER (WHERE hubspot_sync_status = 'succeeded')::int AS synced
       FROM opportunities WHERE created_at >= now() - interval '24 hours'`,
    )) as Record<string, number>[];
    expect(truth.total).toBeGreaterThan(100);
    expect(body.data.totals).toEqual(truth);
    expect(body.data.last24h.new).toBe(truth.total);
    const timezone = t.app.get(AppConfigService).leads.timezone;
    const [{ days }] = (await db.query(
      `SELECT count(*)::int AS days FROM opportunities WHERE created_at >= date_trunc('day', (now() - interval '24 hours') AT TIME ZONE $1) AT TIME ZONE $1`,
      [timezone],
    )) as { days: number }[];
    expect(body.data.trend.reduce((sum, d) => sum + d.new, 0)).toBe(days);
  });

  it('should recount exactly when the statistics columns are added to a database with counted leads and pending deltas', async () => {
    const migration = new AddStatusStatisticsCounters1764800000000();
    const inTransaction = async (step: (runner: ReturnType<DataSource['createQueryRunner']>) => Promise<void>) => {
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      try {
        await step(runner);
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
    };
    await inTransaction((runner) => migration.down(runner));
    // The previous triggers append deltas without the new columns; these stay pending until the upgrade.
    await insert(300, 20_000);
    await db.query(`UPDATE opportunities SET lead_source = 'email', estimated_revenue = 10 WHERE tracking_number LIKE 'CNT-201%'`);
    await db.query(`DELETE FROM opportunities WHERE tracking_number LIKE 'CNT-202%'`);
    expect(Number((await db.query(`SELECT count(*) AS n FROM opp_count_deltas`))[0].n)).toBeGreaterThan(0);
    await inTransaction((runner) => migration.up(runner));

    expect(Number((await db.query(`SELECT count(*) AS n FROM opp_count_deltas`))[0].n)).toBe(0);
    const state = await compare();
    expect(state.counted).toEqual(state.truth);
    expect(state.hourlyTotal).toBe(state.total);
    const timezone = t.app.get(AppConfigService).leads.timezone;
    const [direct] = (await db.query(DIRECT_STATISTICS, [timezone])) as Record<string, number>[];
    expect(await counters.statistics(timezone)).toEqual(direct);
    await db.query(`UPDATE opportunities SET estimated_revenue = 7.25 WHERE tracking_number LIKE 'CNT-203%'`);
    await counters.fold();
    const [after] = (await db.query(DIRECT_STATISTICS, [timezone])) as Record<string, number>[];
    expect(await counters.statistics(timezone)).toEqual(after);
    expect((await compare()).counted).toEqual((await compare()).truth);
  });
});
