import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The enrollment hours the hourly table keeps exact: the card's 24 hours plus the hour its edge falls in. */
const RECENT = `interval '25 hours'`;
/** Hourly rows older than this are dropped when the sequence next enrolls someone (the card never reads them). */
const KEEP = `interval '48 hours'`;
/** UTC hours, whatever the session's TimeZone (a half-hour zone would otherwise truncate differently). */
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;

/**
 * Adds one signed source's changes (columns sequence_id, status, created_at and the sign d) to both counter tables.
 * Rows are upserted in key order, so two statements touching the same sequences lock their counter rows in the same
 * order and never deadlock each other; groups whose changes cancel out are not written.
 */
const apply = (source: string) => `
  WITH signed AS (${source}),
  by_status AS (
    INSERT INTO sequence_enrollment_counts AS c (sequence_id, status, n)
    SELECT sequence_id, status, sum(d) FROM signed GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (sequence_id, status) DO UPDATE SET n = c.n + excluded.n
    RETURNING 1)
  INSERT INTO sequence_enrollment_hourly AS h (sequence_id, bucket, n)
  SELECT sequence_id, ${HOUR('created_at')}, sum(d) FROM signed WHERE created_at >= now() - ${RECENT}
  GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (sequence_id, bucket) DO UPDATE SET n = h.n + excluded.n;`;

/**
 * Stored enrollment counts behind the sequence cards, so the list reads ~6 counter rows per sequence instead of
 * counting its enrollments (GET /api/sequences stays fast at a million enrollments):
 * - `sequence_enrollment_counts`: enrollments per (sequence, status).
 * - `sequence_enrollment_hourly`: enrollments per sequence and created UTC hour, for the recent hours only; the card
 *   sums the whole hours of the last 24 and counts the partial hour at the edge from the (sequence_id, created_at)
 *   index, so enrollments_24h stays exact to the second.
 *
 * Kept exact by statement-level triggers with transition tables (one grouped upsert per statement, however many rows
 * it writes), in the writer's transaction: every insert, delete and every update that changes a row's sequence,
 * status or created time. Why counting only rows created in the last 25 hours keeps the hours the card reads exact:
 * those hours start less than 24 hours before the read, so every insert, delete or move of a row created in them
 * happened while the row was less than 25 hours old, and was counted. (TRUNCATE is not counted: the app never
 * truncates this table.) The counter tables carry no foreign key: a sequence is soft-deleted and its rows stay.
 */
export class AddSequenceEnrollmentCounters1765500000000 implements MigrationInterface {
  name = 'AddSequenceEnrollmentCounters1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The backfill reads every enrollment (seconds at a million): maintenance, no statement timeout.
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    // Writers wait until the triggers and the backfill commit together, so no enrollment is counted twice or missed.
    await queryRunner.query(`LOCK TABLE sequence_enrollments IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(`
      CREATE TABLE sequence_enrollment_counts (
        sequence_id uuid NOT NULL, status varchar(10) NOT NULL, n bigint NOT NULL, PRIMARY KEY (sequence_id, status))`);
    await queryRunner.query(`
      CREATE TABLE sequence_enrollment_hourly (
        sequence_id uuid NOT NULL, bucket timestamptz NOT NULL, n bigint NOT NULL, PRIMARY KEY (sequence_id, bucket))`);

    const rows = (table: string, sign: string) => `SELECT sequence_id, status, created_at, ${sign} AS d FROM ${table}`;
    await queryRunner.query(`
      CREATE FUNCTION sequence_enrollment_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${apply(rows('new_rows', '1'))}
        -- Rows another writer holds are left for the next insert: pruning never waits (nor deadlocks) on anyone.
        DELETE FROM sequence_enrollment_hourly WHERE ctid = ANY (ARRAY(
          SELECT ctid FROM sequence_enrollment_hourly
           WHERE sequence_id IN (SELECT DISTINCT sequence_id FROM new_rows) AND bucket < now() - ${KEEP}
             FOR UPDATE SKIP LOCKED));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION sequence_enrollment_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${apply(rows('old_rows', '-1'))} RETURN NULL; END $$`);
    // Only rows whose sequence, status or created time changed count (most updates move next_run_at and nothing else).
    const key = (a: string) => `(${a}.sequence_id, ${a}.status, ${a}.created_at)`;
    await queryRunner.query(`
      CREATE FUNCTION sequence_enrollment_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${apply(`
          SELECT x.sequence_id, x.status, x.created_at, 1 AS d FROM new_rows x JOIN old_rows y USING (id) WHERE ${key('x')} IS DISTINCT FROM ${key('y')}
          UNION ALL
          SELECT y.sequence_id, y.status, y.created_at, -1 AS d FROM new_rows x JOIN old_rows y USING (id) WHERE ${key('x')} IS DISTINCT FROM ${key('y')}`)}
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER sequence_enrollment_counts_insert AFTER INSERT ON sequence_enrollments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sequence_enrollment_counts_on_insert()`);
    await queryRunner.query(`CREATE TRIGGER sequence_enrollment_counts_delete AFTER DELETE ON sequence_enrollments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sequence_enrollment_counts_on_delete()`);
    await queryRunner.query(`CREATE TRIGGER sequence_enrollment_counts_update AFTER UPDATE ON sequence_enrollments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sequence_enrollment_counts_on_update()`);

    // Enrollments that exist before the triggers (an upgrade) are counted once here.
    await queryRunner.query(`
      INSERT INTO sequence_enrollment_counts (sequence_id, status, n)
      SELECT sequence_id, status, count(*) FROM sequence_enrollments GROUP BY 1, 2`);
    await queryRunner.query(`
      INSERT INTO sequence_enrollment_hourly (sequence_id, bucket, n)
      SELECT sequence_id, ${HOUR('created_at')}, count(*) FROM sequence_enrollments WHERE created_at >= now() - ${RECENT} GROUP BY 1, 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const op of ['insert', 'delete', 'update']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS sequence_enrollment_counts_${op} ON sequence_enrollments`);
      await queryRunner.query(`DROP FUNCTION IF EXISTS sequence_enrollment_counts_on_${op}()`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS sequence_enrollment_hourly, sequence_enrollment_counts`);
  }
}
