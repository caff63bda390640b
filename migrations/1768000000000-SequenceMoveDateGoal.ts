import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sequence may also end its runs once the contact's move date has passed (`goal_move_date_passed`): nurture mail
 * about a move that already happened is noise. Off by default, so existing sequences keep behaving as before.
 */
export class SequenceMoveDateGoal1768000000000 implements MigrationInterface {
  name = 'SequenceMoveDateGoal1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sequences ADD COLUMN goal_move_date_passed boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sequences DROP COLUMN IF EXISTS goal_move_date_passed`);
  }
}
