import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counter rows per (sequence, status): a writer adds to the one its database session maps to. */
const SHARDS = 16;
const RECENT = `interval '25 hours'`;
const KEEP = `interval '48 hours'`;
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;

/**
 * The triggers of AddSequenceEnrollmentCounters, with the per-status counter chosen by `shard` (see the class).
 * Rows are still upserted in key order, so two statements never lock counter rows in opposite orders.
 */
const apply = (source: string, shard: string) => `
  WITH signed AS (${source}),
  by_status AS (
    INSERT INTO sequence_enrollment_counts AS c (sequence_id, status, shard, n)
    SELECT sequence_id, status, ${shard}, sum(d) FROM signed GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (sequence_id, status, shard) DO UPDATE SET n = c.n + excluded.n
    RETURNING 1)
  INSERT INTO sequence_enrollment_hourly AS h (sequence_id, bucket, n)
  SELECT sequence_id, ${HOUR('created_at')}, sum(d) FROM signed WHERE created_at >= now() - ${RECENT}
  GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (sequence_id, bucket) DO UPDATE SET n = h.n + excluded.n;`;

const rows = (table: string, sign: string) => `SELECT sequence_id, status, created_at, ${sign} AS d FROM ${table}`;
const key = (a: string) => `(${a}.sequence_id, ${a}.status, ${a}.created_at)`;
const changedRows = `
  SELECT x.sequence_id, x.status, x.created_at, 1 AS d FROM new_rows x JOIN old_rows y USING (id) WHERE ${key('x')} IS DISTINCT FROM ${key('y')}
  UNION ALL
  SELECT y.sequence_id, y.status, y.created_at, -1 AS d FROM new_rows x JOIN old_rows y USING (id) WHERE ${key('x')} IS DISTINCT FROM ${key('y')}`;

async function defineTriggerFunctions(queryRunner: QueryRunner, shard: string): Promise<void> {
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION sequence_enrollment_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${apply(rows('new_rows', '1'), shard)}
      DELETE FROM sequence_enrollment_hourly WHERE ctid = ANY (ARRAY(
        SELECT ctid FROM sequence_enrollment_hourly
         WHERE sequence_id IN (SELECT DISTINCT sequence_id FROM new_rows) AND bucket < now() - ${KEEP}
           FOR UPDATE SKIP LOCKED));
      RETURN NULL;
    END $$`);
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION sequence_enrollment_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${apply(rows('old_rows', '-1'), shard)} RETURN NULL; END $$`);
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION sequence_enrollment_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${apply(changedRows, shard)} RETURN NULL; END $$`);
}

/**
 * Spreads each (sequence, status) enrollment counter over 16 rows. With one row, every transaction that ended a run
 * of a sequence (active → completed) updated the same counter row and held its lock until commit, so the sending
 * engine's outcome transactions for one sequence ran one at a time (about 100 ms each under load). Now a writer adds
 * to the row of its own database session (`pg_backend_pid() % 16`): concurrent sessions rarely share a row. A
 * shard's count may go below zero (an enrollment counted on one shard, its status change on another); readers always
 * sum the rows of a (sequence, status), which stays exact.
 */
export class ShardSequenceEnrollmentCounts1766400000000 implements MigrationInterface {
  name = 'ShardSequenceEnrollmentCounts1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No enrollment is written while the key changes (the triggers would address the old key).
    await queryRunner.query(`LOCK TABLE sequence_enrollments IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(`ALTER TABLE sequence_enrollment_counts ADD COLUMN shard smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE sequence_enrollment_counts DROP CONSTRAINT sequence_enrollment_counts_pkey`);
    await queryRunner.query(`ALTER TABLE sequence_enrollment_counts ADD PRIMARY KEY (sequence_id, status, shard)`);
    await defineTriggerFunctions(queryRunner, `(pg_backend_pid() % ${SHARDS})::smallint`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE sequence_enrollments IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(`
      CREATE TEMP TABLE folded_counts ON COMMIT DROP AS
      SELECT sequence_id, status, sum(n)::bigint AS n FROM sequence_enrollment_counts GROUP BY 1, 2`);
    await queryRunner.query(`DELETE FROM sequence_enrollment_counts`);
    await queryRunner.query(`INSERT INTO sequence_enrollment_counts (sequence_id, status, shard, n) SELECT sequence_id, status, 0, n FROM folded_counts`);
    await defineTriggerFunctions(queryRunner, '0::smallint');
  }
}
