import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sequence test sends and history:
 * - `deliveries.sequence_id`: the sequence an email was sent for (test sends from the designer today, real step
 *   sends later), so a sequence's sends can be listed and counted; indexed with the send time.
 * - `sequence_events`: the sequence's change history (created, details updated, steps saved, state changed with
 *   its reason, duplicated, force-deleted), one row per change written in the same transaction as the change.
 */
export class AddSequenceTestSendAndEvents1765400000000 implements MigrationInterface {
  name = 'AddSequenceTestSendAndEvents1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE deliveries ADD COLUMN sequence_id uuid`);
    await queryRunner.query(`CREATE INDEX deliveries_sequence_idx ON deliveries (sequence_id, created_at) WHERE sequence_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE sequence_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sequence_id uuid NOT NULL REFERENCES sequences (id) ON DELETE CASCADE,
        type varchar(40) NOT NULL,
        actor_user_id uuid,
        summary text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(`CREATE INDEX sequence_events_sequence_idx ON sequence_events (sequence_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sequence_events`);
    await queryRunner.query(`ALTER TABLE deliveries DROP COLUMN sequence_id`);
  }
}
