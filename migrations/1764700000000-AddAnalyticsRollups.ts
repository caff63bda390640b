import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statuses whose move is still ahead of the business (the move-date calendar counts these): the lead provider's
 * PENDING and ASSIGNED_TO_AGENCY and the staff statuses of a lead still being worked or already won (new, pending,
 * opened, replied, confirmed, booked). completed and ignored are closed. Kept in step with
 * src/modules/analytics/analytics.constants.ts (a migration stays frozen, so it carries its own copy).
 */
const ACTIVE = `('PENDING', 'ASSIGNED_TO_AGENCY', 'new', 'pending', 'opened', 'replied', 'confirmed', 'booked')`;

/** One rollup: its delta table's columns, the per-row contribution (over alias `o`) and the grouping. */
interface Rollup {
  deltas: string;
  columns: string;
  select: string;
  where: string;
  groupBy: string;
  /** Groups whose deltas all cancel out are dropped. */
  having: string;
  /** What must differ between the old and new row for an update to move the row between groups. */
  key: (alias: string) => string;
}

const processingSeconds = (a: string) =>
  `CASE WHEN ${a}.synced_at IS NULL THEN 0 ELSE greatest(0, floor(extract(epoch FROM ${a}.synced_at - ${a}.created_at)))::bigint END`;
const ROLLUPS: Rollup[] = [
  {
    deltas: 'opp_velocity_deltas',
    columns: 'bucket, created, enriched, synced, processing_seconds',
    select: `date_trunc('hour', o.created_at), sum(o.d)::int, sum(o.d * o.enriched::int)::int, sum(o.d * (o.synced_at IS NOT NULL)::int)::int,
      sum(o.d * ${processingSeconds('o')})::bigint`,
    where: 'true',
    groupBy: '1',
    having: `sum(o.d) <> 0 OR sum(o.d * o.enriched::int) <> 0 OR sum(o.d * (o.synced_at IS NOT NULL)::int) <> 0 OR sum(o.d * ${processingSeconds('o')}) <> 0`,
    key: (a) => `date_trunc('hour', ${a}.created_at), ${a}.enriched, ${a}.synced_at IS NOT NULL, ${processingSeconds(a)}`,
  },
  {
    deltas: 'opp_route_deltas',
    columns: 'origin_state, destination_state, same_city, move_size, n',
    select: `coalesce(upper(trim(o.origin_state)), ''), coalesce(upper(trim(o.destination_state)), ''),
      coalesce(lower(trim(o.origin_city)) = lower(trim(o.destination_city)), false), coalesce(trim(o.move_size), ''), sum(o.d)::int`,
    where: 'true',
    groupBy: '1, 2, 3, 4',
    having: 'sum(o.d) <> 0',
    key: (a) => `${a}.origin_state, ${a}.destination_state, ${a}.origin_city, ${a}.destination_city, ${a}.move_size`,
  },
  {
    deltas: 'opp_move_date_deltas',
    columns: 'move_date, n',
    select: `o.move_date, sum(o.d)::int`,
    where: `o.move_date IS NOT NULL AND o.status IN ${ACTIVE}`,
    groupBy: '1',
    having: 'sum(o.d) <> 0',
    key: (a) => `${a}.move_date, ${a}.status IN ${ACTIVE}`,
  },
];

/** Appends one rollup's signed deltas for the rows of `source` (which carries the sign in column `d`). */
const appendDeltas = (rollup: Rollup, source: string) => `
  INSERT INTO ${rollup.deltas} (${rollup.columns})
  SELECT ${rollup.select} FROM ${source} o WHERE ${rollup.where} GROUP BY ${rollup.groupBy} HAVING ${rollup.having};`;

/**
 * Rollups behind the analytics API (velocity, move-date calendar, geography), kept the way the list counters are:
 * statement-level triggers with transition tables append signed, grouped deltas to key-less delta tables (writers
 * never contend on a shared row), a worker job folds them into the rollup tables (SKIP LOCKED, so concurrent folds
 * on several workers split the work), and readers add the pending deltas in the same statement, so answers are
 * exact whether or not the fold has run.
 *
 * - opp_velocity_hourly: per created hour, leads created, enriched, synced (synced_at set) and the summed seconds
 *   from creation to sync; a day in the company timezone is a range of hours.
 * - opp_route_counts: per (origin state, destination state, same city, move size) — the geographic figures.
 * - opp_move_date_counts: per move date, active leads (ACTIVE above) with that date — the calendar's totals; its
 *   lists read the partial index opp_active_move_date_idx (only active leads with a date), a small window.
 */
export class AddAnalyticsRollups1764700000000 implements MigrationInterface {
  name = 'AddAnalyticsRollups1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The backfill and the index build read the whole table (seconds at 1M rows): maintenance, no statement timeout.
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(`CREATE TABLE opp_velocity_hourly (
      bucket timestamptz PRIMARY KEY, created bigint NOT NULL, enriched bigint NOT NULL, synced bigint NOT NULL, processing_seconds bigint NOT NULL)`);
    await queryRunner.query(`CREATE TABLE opp_velocity_deltas (
      bucket timestamptz NOT NULL, created integer NOT NULL, enriched integer NOT NULL, synced integer NOT NULL, processing_seconds bigint NOT NULL)`);
    await queryRunner.query(`CREATE TABLE opp_route_counts (
      origin_state varchar NOT NULL, destination_state varchar NOT NULL, same_city boolean NOT NULL, move_size varchar NOT NULL, n bigint NOT NULL,
      PRIMARY KEY (origin_state, destination_state, same_city, move_size))`);
    await queryRunner.query(`CREATE TABLE opp_route_deltas (
      origin_state varchar NOT NULL, destination_state varchar NOT NULL, same_city boolean NOT NULL, move_size varchar NOT NULL, n integer NOT NULL)`);
    await queryRunner.query(`CREATE TABLE opp_move_date_counts (move_date date PRIMARY KEY, n bigint NOT NULL)`);
    await queryRunner.query(`CREATE TABLE opp_move_date_deltas (move_date date NOT NULL, n integer NOT NULL)`);
    for (const { deltas } of ROLLUPS) {
      // Emptied every fold: keep them vacuumed and never worth a parallel scan.
      await queryRunner.query(`ALTER TABLE ${deltas} SET (parallel_workers = 0, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000)`);
    }

    await queryRunner.query(`
      CREATE FUNCTION opp_analytics_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ROLLUPS.map((r) => appendDeltas(r, '(SELECT n.*, 1 AS d FROM new_rows n)')).join('')} RETURN NULL; END $$`);
    await queryRunner.query(`
      CREATE FUNCTION opp_analytics_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ROLLUPS.map((r) => appendDeltas(r, '(SELECT x.*, -1 AS d FROM old_rows x)')).join('')} RETURN NULL; END $$`);
    // Only rows whose rollup key changed produce deltas (most updates touch none); +1/-1 pairs that cancel are dropped.
    const changed = (rollup: Rollup) => `(
      SELECT x.*, 1 AS d FROM new_rows x JOIN old_rows y USING (id) WHERE (${rollup.key('x')}) IS DISTINCT FROM (${rollup.key('y')})
      UNION ALL
      SELECT y.*, -1 AS d FROM new_rows x JOIN old_rows y USING (id) WHERE (${rollup.key('x')}) IS DISTINCT FROM (${rollup.key('y')}))`;
    await queryRunner.query(`
      CREATE FUNCTION opp_analytics_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ROLLUPS.map((r) => appendDeltas(r, changed(r))).join('')} RETURN NULL; END $$`);
    await queryRunner.query(`CREATE TRIGGER opp_analytics_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_analytics_on_insert()`);
    await queryRunner.query(`CREATE TRIGGER opp_analytics_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_analytics_on_delete()`);
    await queryRunner.query(`CREATE TRIGGER opp_analytics_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_analytics_on_update()`);

    // Rows that exist before the triggers (an upgrade) are counted once here, straight into the rollups.
    const existing = '(SELECT x.*, 1 AS d FROM opportunities x)';
    await queryRunner.query(`INSERT INTO opp_velocity_hourly (bucket, created, enriched, synced, processing_seconds)
      SELECT ${ROLLUPS[0].select} FROM ${existing} o GROUP BY 1`);
    await queryRunner.query(`INSERT INTO opp_route_counts (origin_state, destination_state, same_city, move_size, n)
      SELECT ${ROLLUPS[1].select} FROM ${existing} o GROUP BY 1, 2, 3, 4`);
    await queryRunner.query(`INSERT INTO opp_move_date_counts (move_date, n)
      SELECT ${ROLLUPS[2].select} FROM ${existing} o WHERE ${ROLLUPS[2].where} GROUP BY 1`);
    await queryRunner.query(`CREATE INDEX opp_active_move_date_idx ON opportunities (move_date, id) WHERE move_date IS NOT NULL AND status IN ${ACTIVE}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS opp_active_move_date_idx`);
    for (const op of ['insert', 'delete', 'update']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS opp_analytics_${op} ON opportunities`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS opp_analytics_on_${op}()`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS opp_velocity_hourly, opp_velocity_deltas, opp_route_counts, opp_route_deltas, opp_move_date_counts, opp_move_date_deltas`);
  }
}
