import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relay claims due events `ORDER BY next_run_at, created_at LIMIT n`. With the pending index on next_run_at alone,
 * PostgreSQL sorted every due entry first (a bitmap scan), and in a sending burst those are mostly events already
 * processed whose index entries wait for VACUUM: each claim read them all again. Indexed in the claim's own order, the
 * claim walks the index and stops after n rows, and an index scan marks the entries of processed rows dead as it
 * passes, so the next claim skips them.
 */
export class OrderOutboxPendingIndex1766900000000 implements MigrationInterface {
  name = 'OrderOutboxPendingIndex1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS outbox_events_pending_idx`);
    await queryRunner.query(`CREATE INDEX outbox_events_pending_idx ON outbox_events (next_run_at, created_at) WHERE processed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS outbox_events_pending_idx`);
    await queryRunner.query(`CREATE INDEX outbox_events_pending_idx ON outbox_events (next_run_at) WHERE processed_at IS NULL`);
  }
}
