import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the rule runner's last run of a rule did, so a rule that enrolls nobody says why: last_run_json holds when it
 * ran, how many it enrolled that run and that day, and how many contacts in the rule's date range it passed over,
 * counted by reason (already in the sequence, over the daily cap, excluded by the criteria, ...). Null before the
 * first run.
 */
export class RuleLastRun1767300000000 implements MigrationInterface {
  name = 'RuleLastRun1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enrollment_rules ADD COLUMN last_run_json jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enrollment_rules DROP COLUMN last_run_json`);
  }
}
