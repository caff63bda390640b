import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The dimensions every counter row carries (PERF-NOTES §7/§11: equality filters and the dashboard figures). */
const DIMS = 'status, process_status, sync_status, is_noreply, enriched, has_phone, has_move_date';
const DIMS_FROM_ROW = `o.status, o.process_status, coalesce(o.hubspot_sync_status, ''), o.is_noreply, o.enriched,
  o.customer_phone IS NOT NULL, o.move_date IS NOT NULL`;

/**
 * Trigger-maintained counters for the list totals and the dashboard (PERF-NOTES §7, §11), and the opportunity
 * activity log behind the detail page's timeline.
 *
 * Writers never touch a shared counter row: statement-level triggers (transition tables, so a 100k-row statement
 * costs one grouped INSERT) append signed deltas to `opp_count_deltas`, which has no index and no key, so
 * concurrent ingestion never waits on or deadlocks over a hot counter row. A scheduled job folds the deltas into
 * `opp_counts` (by dimension) and `opp_hourly_counts` (by created hour) in one statement; readers sum the folded
 * rows plus the pending deltas in one snapshot, so every answer is exact.
 */
export class AddOpportunityCountersAndActivity1764200000000 implements MigrationInterface {
  name = 'AddOpportunityCountersAndActivity1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE opp_count_deltas (
        bucket timestamptz NOT NULL, status varchar NOT NULL, process_status varchar NOT NULL, sync_status varchar NOT NULL,
        is_noreply boolean NOT NULL, enriched boolean NOT NULL, has_phone boolean NOT NULL, has_move_date boolean NOT NULL,
        n integer NOT NULL
      )`);
    // Emptied every 30 s: keep it vacuumed, and never worth a parallel scan (the Gather alone costs ~15 ms).
    await queryRunner.query(`ALTER TABLE opp_count_deltas SET (parallel_workers = 0, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000)`);
    await queryRunner.query(`
      CREATE TABLE opp_counts (
        status varchar NOT NULL, process_status varchar NOT NULL, sync_status varchar NOT NULL,
        is_noreply boolean NOT NULL, enriched boolean NOT NULL, has_phone boolean NOT NULL, has_move_date boolean NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (${DIMS})
      )`);
    await queryRunner.query(`
      CREATE TABLE opp_hourly_counts (
        bucket timestamptz NOT NULL, enriched boolean NOT NULL, has_phone boolean NOT NULL, has_move_date boolean NOT NULL,
        synced boolean NOT NULL, n bigint NOT NULL,
        PRIMARY KEY (bucket, enriched, has_phone, has_move_date, synced)
      )`);

    const insertDeltas = (source: string, sign: '' | '-') => `
      INSERT INTO opp_count_deltas (bucket, ${DIMS}, n)
      SELECT date_trunc('hour', o.created_at), ${DIMS_FROM_ROW}, ${sign}count(*)::int FROM ${source} o
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;`;
    await queryRunner.query(`
      CREATE FUNCTION opp_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${insertDeltas('new_rows', '')} RETURN NULL; END $$`);
    await queryRunner.query(`
      CREATE FUNCTION opp_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${insertDeltas('old_rows', '-')} RETURN NULL; END $$`);
    // Only rows whose counted dimensions changed produce deltas (most updates touch none of them); groups whose
    // +1 and -1 cancel out are dropped.
    const dimsOf = (alias: string) => `${alias}.status, ${alias}.process_status, coalesce(${alias}.hubspot_sync_status, ''), ${alias}.is_noreply,
      ${alias}.enriched, ${alias}.customer_phone IS NOT NULL, ${alias}.move_date IS NOT NULL, date_trunc('hour', ${alias}.created_at)`;
    await queryRunner.query(`
      CREATE FUNCTION opp_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH changed AS (
          SELECT n.id FROM new_rows n JOIN old_rows o USING (id) WHERE (${dimsOf('n')}) IS DISTINCT FROM (${dimsOf('o')})
        ), signed AS (
          SELECT o.*, 1 AS d FROM new_rows o WHERE o.id IN (SELECT id FROM changed)
          UNION ALL
          SELECT o.*, -1 AS d FROM old_rows o WHERE o.id IN (SELECT id FROM changed)
        )
        INSERT INTO opp_count_deltas (bucket, ${DIMS}, n)
        SELECT date_trunc('hour', o.created_at), ${DIMS_FROM_ROW}, sum(o.d)::int FROM signed o
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(o.d) <> 0;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER opp_counts_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_counts_on_insert()`);
    await queryRunner.query(`CREATE TRIGGER opp_counts_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_counts_on_delete()`);
    await queryRunner.query(`CREATE TRIGGER opp_counts_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opp_counts_on_update()`);
    // Rows that exist before the triggers (an upgrade) are counted once here.
    await queryRunner.query(`
      INSERT INTO opp_count_deltas (bucket, ${DIMS}, n)
      SELECT date_trunc('hour', o.created_at), ${DIMS_FROM_ROW}, count(*)::int FROM opportunities o GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`);

    await queryRunner.query(`ALTER TABLE opportunities ADD COLUMN IF NOT EXISTS hubspot_deal_url varchar`);
    // Date-range totals count from the date index alone (index-only scans): the list always filters on is_noreply.
    for (const [name, columns] of [
      ['opp_created_idx', 'created_at DESC, id DESC'],
      ['opp_updated_idx', 'updated_at DESC, id DESC'],
      ['opp_move_date_idx', 'move_date DESC NULLS LAST, id DESC'],
    ]) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${name}`);
      await queryRunner.query(`CREATE INDEX ${name} ON opportunities (${columns}) INCLUDE (is_noreply)`);
    }
    // Syncs per day for the dashboard trend (small: only synced rows, one entry each).
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS opp_synced_at_idx ON opportunities (synced_at) WHERE synced_at IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE opportunity_activity (
        id bigserial PRIMARY KEY,
        opportunity_id uuid NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
        kind varchar(32) NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        title text NOT NULL,
        detail text,
        actor text
      )`);
    await queryRunner.query(`CREATE INDEX opportunity_activity_opp_idx ON opportunity_activity (opportunity_id, occurred_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS opportunity_activity`);
    await queryRunner.query(`DROP INDEX IF EXISTS opp_synced_at_idx`);
    await queryRunner.query(`ALTER TABLE opportunities DROP COLUMN IF EXISTS hubspot_deal_url`);
    for (const [name, columns] of [
      ['opp_created_idx', 'created_at DESC, id DESC'],
      ['opp_updated_idx', 'updated_at DESC, id DESC'],
      ['opp_move_date_idx', 'move_date DESC NULLS LAST, id DESC'],
    ]) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${name}`);
      await queryRunner.query(`CREATE INDEX ${name} ON opportunities (${columns})`);
    }
    for (const op of ['insert', 'delete', 'update']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS opp_counts_${op} ON opportunities`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS opp_counts_on_${op}()`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS opp_hourly_counts, opp_counts, opp_count_deltas`);
  }
}
