import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rule the runner cannot run (its criteria or dates make the enrollment query fail) is paused by the runner with
 * the reason, instead of failing every minute in the logs only: run_error says why, run_error_at when. Starting the
 * rule again clears them.
 */
export class RuleRunErrors1767100000000 implements MigrationInterface {
  name = 'RuleRunErrors1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enrollment_rules ADD COLUMN run_error text, ADD COLUMN run_error_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enrollment_rules DROP COLUMN run_error, DROP COLUMN run_error_at`);
  }
}
