import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes behind the Outbox and Email Deliveries screens:
 * - `outbox_events_processed_idx`: processed events newest first (GET /api/outbox?status=processed) and the
 *   retention purge's range, without reading the week of relayed events kept for audit.
 * - `deliveries_to_email_idx` (lower(to_email), created_at DESC): a whole address searched (GET /api/deliveries?email=)
 *   answers its newest sends from the index in order; `deliveries_to_email_trgm_idx` serves a fragment of one.
 */
export class AddOpsListIndexes1766200000001 implements MigrationInterface {
  name = 'AddOpsListIndexes1766200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX outbox_events_processed_idx ON outbox_events (processed_at DESC) WHERE processed_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX deliveries_to_email_idx ON deliveries (lower(to_email), created_at DESC)`);
    await queryRunner.query(`CREATE INDEX deliveries_to_email_trgm_idx ON deliveries USING gin (lower(to_email) gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX deliveries_to_email_trgm_idx`);
    await queryRunner.query(`DROP INDEX deliveries_to_email_idx`);
    await queryRunner.query(`DROP INDEX outbox_events_processed_idx`);
  }
}
