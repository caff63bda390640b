import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sequence advancer (the engine that turns due runs into emails):
 * - Lease on sequence_enrollments: `locked_until` / `locked_by`. A worker claims due runs with FOR UPDATE SKIP LOCKED
 *   and sets a lease; a crashed worker's lease runs out and another worker claims the run again.
 * - `sequence_enrollments_claim_idx` (next_run_at) over active runs with a next run only: the claim walks the due
 *   end of it, so its cost follows the due runs, not every run ever made. It replaces the older due index (same key,
 *   wider predicate), which no query needs any more.
 * - Why a run waits or stopped, for the explain endpoint and the operations screens: `hold_reason` (a code such as
 *   window_closed or cap_reached:org), `hold_detail` (words), `hold_until`, `last_error`, `last_sent_at`, and who
 *   paused it (`paused_by_user_id`, `pause_reason`).
 * - `sequence_send_daily_usage`: sequence emails reserved or sent per day (organisation: the nil uuid; sequence: its
 *   id); the daily send caps are enforced by changing these rows under a row lock.
 */
export class AddSequenceAdvancer1766000000000 implements MigrationInterface {
  name = 'AddSequenceAdvancer1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sequence_enrollments
        ADD COLUMN locked_until timestamptz,
        ADD COLUMN locked_by varchar(100),
        ADD COLUMN hold_reason varchar(60),
        ADD COLUMN hold_detail text,
        ADD COLUMN hold_until timestamptz,
        ADD COLUMN last_error text,
        ADD COLUMN last_sent_at timestamptz,
        ADD COLUMN paused_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN pause_reason varchar(200)`);
    await queryRunner.query(`CREATE INDEX sequence_enrollments_claim_idx ON sequence_enrollments (next_run_at) WHERE status = 'active' AND next_run_at IS NOT NULL`);
    await queryRunner.query(`DROP INDEX IF EXISTS sequence_enrollments_due_idx`);
    await queryRunner.query(`
      CREATE TABLE sequence_send_daily_usage (
        scope varchar(10) NOT NULL CHECK (scope IN ('org', 'sequence')),
        scope_id uuid NOT NULL,
        day date NOT NULL,
        used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, scope_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sequence_send_daily_usage`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS sequence_enrollments_due_idx ON sequence_enrollments (next_run_at) WHERE status = 'active'`);
    await queryRunner.query(`DROP INDEX sequence_enrollments_claim_idx`);
    await queryRunner.query(`
      ALTER TABLE sequence_enrollments
        DROP COLUMN locked_until, DROP COLUMN locked_by, DROP COLUMN hold_reason, DROP COLUMN hold_detail, DROP COLUMN hold_until,
        DROP COLUMN last_error, DROP COLUMN last_sent_at, DROP COLUMN paused_by_user_id, DROP COLUMN pause_reason`);
  }
}
