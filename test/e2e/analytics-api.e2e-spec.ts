import type { OpenAPIObject } from '@nestjs/swagger';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { buildOpenApiDocument } from 'src/app.openapi';
import { AnalyticsService } from 'src/modules/analytics/analytics.service';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertOpportunity, type OpportunityFields } from './support/factories';

const TZ = 'America/Chicago';

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  error_code?: string;
}
interface Velocity {
  metrics: { total_opportunities: number; avg_processing_hours: number; enriched_opportunities: number; synced_opportunities: number };
  daily_breakdown: { date: string; new_opportunities: number; enriched: number; synced: number }[];
  timeframe: string;
}
interface Move {
  move_date: string;
  customer_name: string | null;
  tracking_number: string;
  origin_address: string | null;
  destination_address: string | null;
  status: string;
  days_out: number;
}
interface MoveDates {
  metrics: { total_moves: number; this_week: number; next_30_days: number; avg_days_out: number };
  this_week: Move[];
  upcoming: Move[];
}
interface Geographic {
  metrics: { total_states: number; interstate_moves: number; intrastate_moves: number; unique_routes: number };
  states: { state: string; origin_count: number; destination_count: number }[];
  top_origins: { origin_state: string; move_count: number }[];
  top_destinations: { destination_state: string; move_count: number }[];
  popular_routes: { route: string; move_count: number }[];
  move_types: { local: number; intrastate: number; interstate: number; by_size: { move_size: string; move_count: number }[] };
}

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
}

/** Keys an answer has that its documented schema lacks, and documented required keys it lacks. */
function contractGaps(document: OpenAPIObject, schema: Schema, value: unknown, path = '$'): string[] {
  const resolve = (s: Schema): Schema => (s.$ref ? (document.components!.schemas![s.$ref.replace('#/components/schemas/', '')] as Schema) : s);
  let resolved = resolve(schema);
  if (resolved.allOf) {
    const parts = resolved.allOf.map(resolve);
    resolved = { properties: Object.assign({}, ...parts.map((p) => p.properties)), required: parts.flatMap((p) => p.required ?? []) };
  }
  if (Array.isArray(value)) return resolved.items ? value.flatMap((item, i) => contractGaps(document, resolved.items!, item, `${path}[${i}]`)) : [];
  if (value === null || typeof value !== 'object' || !resolved.properties) return [];
  const properties = resolved.properties;
  const record = value as Record<string, unknown>;
  return [
    ...Object.keys(record).filter((key) => !(key in properties)).map((key) => `${path}.${key} is not documented`),
    ...(resolved.required ?? []).filter((key) => !(key in record)).map((key) => `${path}.${key} is documented but absent`),
    ...Object.entries(record).filter(([key]) => key in properties).flatMap(([key, child]) => contractGaps(document, properties[key], child, `${path}.${key}`)),
  ];
}

describe('Analytics API (velocity, move dates, geography) over the rollups', () => {
  let t: TestApp;
  let db: DataSource;
  let analytics: AnalyticsService;
  let headers: Record<string, string>;

  // The company calendar, computed here by hand with Luxon: today, the day three days back, the Monday-Sunday week.
  const now = DateTime.now().setZone(TZ);
  const today = now.startOf('day');
  const date = (d: DateTime) => d.toISODate() ?? '';
  const todayIso = date(today);
  const dayA = today.minus({ days: 3 });
  const weekStart = today.startOf('week');
  const weekEnd = weekStart.plus({ days: 6 });
  const at = (d: DateTime) => d.toUTC().toISO();

  const get = async <T>(path: string): Promise<{ status: number; body: Envelope<T> }> => {
    const response = await fetch(`${t.url}${path}`, { headers });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };

  /** Each row in a statement of its own, all at once. */
  const insert = (rows: Record<string, unknown>[]) => Promise.all(rows.map((row) => insertOpportunity(db, row as OpportunityFields)));

  /** Every rollup (folded + pending) against the same figures computed from the table. */
  const rollupsMatchTable = async () => {
    const [velocity] = await db.query(
      `SELECT (SELECT coalesce(sum(created), 0)::int FROM (SELECT created FROM opp_velocity_hourly UNION ALL SELECT created FROM opp_velocity_deltas) v) AS rolled,
              (SELECT count(*)::int FROM opportunities) AS truth,
              (SELECT coalesce(sum(enriched), 0)::int FROM (SELECT enriched FROM opp_velocity_hourly UNION ALL SELECT enriched FROM opp_velocity_deltas) v) AS rolled_enriched,
              (SELECT count(*) FILTER (WHERE enriched)::int FROM opportunities) AS truth_enriched`,
    );
    expect(velocity.rolled).toBe(velocity.truth);
    expect(velocity.rolled_enriched).toBe(velocity.truth_enriched);
    const moves = await db.query(
      `SELECT to_char(move_date, 'YYYY-MM-DD') AS d, sum(n)::int AS n FROM (SELECT move_date, n FROM opp_move_date_counts UNION ALL SELECT move_date, n FROM opp_move_date_deltas) m
       GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`,
    );
    const movesTruth = await db.query(
      `SELECT to_char(move_date, 'YYYY-MM-DD') AS d, count(*)::int AS n FROM opportunities
       WHERE move_date IS NOT NULL AND status IN ('PENDING', 'ASSIGNED_TO_AGENCY', 'new', 'pending', 'opened', 'replied', 'confirmed', 'booked')
       GROUP BY 1 ORDER BY 1`,
    );
    expect(moves).toEqual(movesTruth);
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', COMPANY_TIMEZONE: TZ });
    db = t.app.get(DataSource);
    analytics = t.app.get(AnalyticsService);
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'analytics.bot@movingco.example', days: 1 })).token}` };
    const v1 = dayA.set({ hour: 23, minute: 30 });
    const v2 = dayA.plus({ days: 1 }).set({ hour: 0, minute: 30 });
    const old = today.minus({ days: 40 }).set({ hour: 12 });
    const older = today.minus({ days: 100 }).set({ hour: 12 });
    await insert([
      // Velocity: 23:30 and 00:30 local are 05:30 and 06:30 UTC of the same UTC day, but two company days.
      { tracking_number: 'V-1', status: 'completed', enriched: true, created_at: at(v1), synced_at: at(v1.plus({ hours: 2 })) },
      { tracking_number: 'V-2', status: 'ignored', enriched: false, created_at: at(v2), synced_at: at(v2.plus({ hours: 4 })) },
      { tracking_number: 'V-3', status: 'completed', enriched: true, created_at: at(today.minus({ days: 10 }).set({ hour: 12 })) },
      // Geography (created 40 days ago: outside 30d, inside 90d).
      ...[
        ['G-1', 'TX', 'Austin', 'CA', 'Los Angeles', '2 Bedroom'],
        ['G-2', 'TX', 'Austin', 'CA', 'San Diego', '2 Bedroom'],
        ['G-3', 'TX', 'Austin', 'TX', 'Dallas', 'Studio'],
        ['G-4', 'TX', 'Austin', 'TX', 'austin ', null],
        ['G-5', 'FL', 'Miami', 'NY', 'Brooklyn', '3 Bedroom'],
        ['G-6', null, null, 'CA', 'Fresno', '2 Bedroom'],
      ].map(([tracking_number, origin_state, origin_city, destination_state, destination_city, move_size]) => ({
        tracking_number, origin_state, origin_city, destination_state, destination_city, move_size, status: 'completed', created_at: at(old),
      })),
      // Moves (created 100 days ago: outside every velocity timeframe).
      ...[
        ['M-1', 'PENDING', date(today)],
        ['M-2', 'ASSIGNED_TO_AGENCY', date(today.plus({ days: 5 }))],
        ['M-3', 'booked', date(today.plus({ days: 30 }))],
        ['M-4', 'new', date(today.plus({ days: 31 }))],
        ['M-5', 'completed', date(today.plus({ days: 2 }))],
        ['M-6', 'ignored', date(today.plus({ days: 3 }))],
        ['M-7', 'pending', date(weekStart.minus({ days: 1 }))],
        ['M-8', 'opened', date(weekEnd)],
        ['M-10', 'PENDING', null],
      ].map(([tracking_number, status, move_date]) => ({
        tracking_number, status, move_date, customer_name: `Customer ${tracking_number}`, origin_address: '1 Main St, Austin, TX 78701',
        destination_address: '2 Oak Ave, Denver, CO 80202', created_at: at(older),
      })),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('should answer the three routes ahead of the opportunities :id routes, and only when authenticated', async () => {
    for (const path of ['velocity', 'move-dates', 'geographic']) {
      const { status, body } = await get<Record<string, unknown>>(`/api/opportunities/${path}`);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(Object.keys(body.data)).toContain('metrics');
      expect((await fetch(`${t.url}/api/opportunities/${path}`)).status).toBe(401);
    }
    // Every key of each answer is documented, and every documented key is there.
    const document = buildOpenApiDocument(t.app);
    for (const path of ['velocity', 'move-dates', 'geographic']) {
      const operation = document.paths[`/api/opportunities/${path}`].get!;
      const schema = (operation.responses['200'] as { content: Record<string, { schema: Schema }> }).content['application/json'].schema;
      expect(contractGaps(document, schema, (await get(`/api/opportunities/${path}`)).body)).toEqual([]);
    }
    // The leads routes still work beside them, and take uuids only.
    expect((await get(`/api/opportunities/00000000-0000-4000-8000-000000000000/activity`)).status).toBe(404);
    expect((await get(`/api/opportunities/velocity/activity`)).status).toBe(400);
  });

  it('should count each lead on its company-timezone day, list every day oldest first and reject unknown timeframes', async () => {
    const { body } = await get<Velocity>('/api/opportunities/velocity');
    expect(body.data.timeframe).toBe('7d');
    const days = body.data.daily_breakdown;
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => date(today.minus({ days: n }))));
    expect(days.find((d) => d.date === date(dayA))).toEqual({ date: date(dayA), new_opportunities: 1, enriched: 1, synced: 1 });
    expect(days.find((d) => d.date === date(dayA.plus({ days: 1 })))).toEqual({ date: date(dayA.plus({ days: 1 })), new_opportunities: 1, enriched: 0, synced: 1 });
    expect(days.filter((d) => d.new_opportunities === 0)).toHaveLength(5);
    // V-1 synced 2 h after creation, V-2 4 h: 3 h on average.
    expect(body.data.metrics).toEqual({ total_opportunities: 2, avg_processing_hours: 3, enriched_opportunities: 1, synced_opportunities: 2 });

    const month = (await get<Velocity>('/api/opportunities/velocity?timeframe=30d')).body.data;
    expect(month.daily_breakdown).toHaveLength(30);
    expect(month.daily_breakdown[0].date).toBe(date(today.minus({ days: 29 })));
    expect(month.daily_breakdown[29].date).toBe(todayIso);
    expect(month.metrics).toEqual({ total_opportunities: 3, avg_processing_hours: 3, enriched_opportunities: 2, synced_opportunities: 2 });
    const quarter = (await get<Velocity>('/api/opportunities/velocity?timeframe=90d')).body.data;
    expect(quarter.daily_breakdown).toHaveLength(90);
    expect(quarter.metrics.total_opportunities).toBe(9); // + the six geography leads

    for (const bad of ['14d', '7D', '', 'x']) {
      const { status, body: error } = await get(`/api/opportunities/velocity?timeframe=${encodeURIComponent(bad)}`);
      expect(status).toBe(400);
      expect(error.success).toBe(false);
      expect(error.message).toContain('timeframe must be one of 7d, 30d, 90d');
    }
  });

  it('should count active statuses only, this Monday-to-Sunday week, the next 30 days and days out', async () => {
    const { body } = await get<MoveDates>('/api/opportunities/move-dates');
    const inWeek = (d: string) => d >= date(weekStart) && d <= date(weekEnd);
    const sundayOut = weekEnd.diff(today, 'days').days;
    // Active from today on: M-1 (0 days), M-2 (5), M-3 (30), M-4 (31), M-8 (Sunday). M-5/M-6 are closed, M-7 last week, M-10 undated.
    const upcoming = [
      ['M-1', 0], ['M-2', 5], ['M-3', 30], ['M-4', 31], ['M-8', sundayOut],
    ].sort((a, b) => Number(a[1]) - Number(b[1]) || String(a[0]).localeCompare(String(b[0])));
    expect(body.data.metrics).toEqual({
      total_moves: 5,
      this_week: 2 + (inWeek(date(today.plus({ days: 5 }))) ? 1 : 0),
      next_30_days: 4,
      avg_days_out: Math.round(((0 + 5 + 30 + 31 + sundayOut) / 5) * 10) / 10,
    });
    // Ordered by move date (ties in any order).
    const byDate = (moves: Move[]) => moves.map((m) => [m.tracking_number, m.days_out]).sort((a, b) => Number(a[1]) - Number(b[1]) || String(a[0]).localeCompare(String(b[0])));
    for (const list of [body.data.upcoming, body.data.this_week]) {
      expect(list.map((m) => m.move_date)).toEqual(list.map((m) => m.move_date).sort());
    }
    expect(byDate(body.data.upcoming)).toEqual(upcoming);
    expect(byDate(body.data.this_week)).toEqual(upcoming.filter(([, out]) => inWeek(date(today.plus({ days: Number(out) })))));
    // On a Sunday M-8 (this Sunday) ties with M-1 (today), so M-1 is found by its tracking number.
    expect(body.data.upcoming.find((m) => m.tracking_number === 'M-1')).toEqual({
      move_date: todayIso, customer_name: 'Customer M-1', tracking_number: 'M-1', origin_address: '1 Main St, Austin, TX 78701',
      destination_address: '2 Oak Ave, Denver, CO 80202', status: 'PENDING', days_out: 0,
    });
  });

  it('should split interstate, intrastate and local moves and rank states, routes and sizes', async () => {
    const { body } = await get<Geographic>('/api/opportunities/geographic');
    expect(body.data.metrics).toEqual({ total_states: 4, interstate_moves: 3, intrastate_moves: 2, unique_routes: 3 });
    // Every state with a move, by code, with both sides (the map shades from this list, not the top 10).
    expect(body.data.states).toEqual([
      { state: 'CA', origin_count: 0, destination_count: 3 },
      { state: 'FL', origin_count: 1, destination_count: 0 },
      { state: 'NY', origin_count: 0, destination_count: 1 },
      { state: 'TX', origin_count: 4, destination_count: 2 },
    ]);
    expect(body.data.top_origins).toEqual([{ origin_state: 'TX', move_count: 4 }, { origin_state: 'FL', move_count: 1 }]);
    expect(body.data.top_destinations).toEqual([
      { destination_state: 'CA', move_count: 3 }, { destination_state: 'TX', move_count: 2 }, { destination_state: 'NY', move_count: 1 },
    ]);
    expect(body.data.popular_routes).toEqual([
      { route: 'TX → CA', move_count: 2 }, { route: 'TX → TX', move_count: 2 }, { route: 'FL → NY', move_count: 1 },
    ]);
    // 18 leads: three sized '2 Bedroom', one 'Studio', one '3 Bedroom', the other 13 without a size.
    expect(body.data.move_types).toEqual({
      local: 1, intrastate: 1, interstate: 3,
      by_size: [{ move_size: 'Unknown', move_count: 13 }, { move_size: '2 Bedroom', move_count: 3 }, { move_size: '3 Bedroom', move_count: 1 }, { move_size: 'Studio', move_count: 1 }],
    });
  });

  it('should stay exact through updates and deletes, before and after folding the deltas', async () => {
    await db.query(`UPDATE opportunities SET origin_state = 'ny', origin_city = 'Brooklyn' WHERE tracking_number = 'G-5'`); // now local
    await db.query(`DELETE FROM opportunities WHERE tracking_number IN ('G-1', 'V-1')`);
    await db.query(`UPDATE opportunities SET enriched = true WHERE tracking_number = 'V-2'`);
    await db.query(`UPDATE opportunities SET status = 'completed' WHERE tracking_number = 'M-2'`);
    await db.query(`UPDATE opportunities SET customer_name = 'Renamed' WHERE tracking_number = 'M-3'`); // no rollup key
    await rollupsMatchTable();

    const check = async () => {
      const geo = (await get<Geographic>('/api/opportunities/geographic')).body.data;
      expect(geo.metrics).toEqual({ total_states: 3, interstate_moves: 1, intrastate_moves: 3, unique_routes: 3 });
      expect(geo.states).toEqual([
        { state: 'CA', origin_count: 0, destination_count: 2 },
        { state: 'NY', origin_count: 1, destination_count: 1 },
        { state: 'TX', origin_count: 3, destination_count: 2 },
      ]);
      expect(geo.move_types).toMatchObject({ local: 2, intrastate: 1, interstate: 1 });
      expect(geo.popular_routes).toEqual([
        { route: 'TX → TX', move_count: 2 }, { route: 'NY → NY', move_count: 1 }, { route: 'TX → CA', move_count: 1 },
      ]);
      const velocity = (await get<Velocity>('/api/opportunities/velocity')).body.data;
      expect(velocity.daily_breakdown.find((d) => d.date === date(dayA))?.new_opportunities).toBe(0);
      expect(velocity.metrics).toEqual({ total_opportunities: 1, avg_processing_hours: 4, enriched_opportunities: 1, synced_opportunities: 1 });
      const moves = (await get<MoveDates>('/api/opportunities/move-dates')).body.data;
      expect(moves.metrics.total_moves).toBe(4);
      expect(moves.upcoming.map((m) => m.tracking_number)).not.toContain('M-2');
    };
    await check();
    expect(await analytics.fold()).toBeGreaterThan(0);
    const [pending] = await db.query(
      `SELECT (SELECT count(*) FROM opp_velocity_deltas) + (SELECT count(*) FROM opp_route_deltas) + (SELECT count(*) FROM opp_move_date_deltas) AS n`,
    );
    expect(Number(pending.n)).toBe(0);
    await check();
    await rollupsMatchTable();
    expect(await analytics.fold()).toBe(0);

    // Two workers folding at once split the deltas (SKIP LOCKED) and count each exactly once.
    for (let i = 0; i < 20; i++) {
      await insert([{ tracking_number: `C-${i}`, status: 'new', move_date: date(today.plus({ days: 1 + (i % 4) })), origin_state: 'CO', destination_state: 'WA', enriched: i % 2 === 0 }]);
    }
    const [first, second] = await Promise.all([analytics.fold(), analytics.fold()]);
    expect(first + second).toBeGreaterThanOrEqual(20 * 2); // a velocity and a route delta per lead at least
    await rollupsMatchTable();
    const geo = (await get<Geographic>('/api/opportunities/geographic')).body.data;
    expect(geo.popular_routes[0]).toEqual({ route: 'CO → WA', move_count: 20 });
    expect(geo.states.filter((s) => s.state === 'CO' || s.state === 'WA')).toEqual([
      { state: 'CO', origin_count: 20, destination_count: 0 },
      { state: 'WA', origin_count: 0, destination_count: 20 },
    ]);
  });
});
