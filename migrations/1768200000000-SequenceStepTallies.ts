import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-step counts the engine keeps for what leaves no other row: a step passed over by its skip condition
 * (`skipped`). Sends, replies, bounces and call outcomes are counted from their own rows (deliveries, inbound
 * messages, call tasks). One row per sequence, step and tally, added to in the transaction that records the step.
 */
export class SequenceStepTallies1768200000000 implements MigrationInterface {
  name = 'SequenceStepTallies1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sequence_step_tallies (
        sequence_id uuid NOT NULL,
        step_order integer NOT NULL,
        tally varchar(20) NOT NULL,
        n bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (sequence_id, step_order, tally)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS sequence_step_tallies`);
  }
}
