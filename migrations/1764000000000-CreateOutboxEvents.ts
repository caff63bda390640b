import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Transactional outbox: domain events written in the same transaction as the change that caused them. */
export class CreateOutboxEvents1764000000000 implements MigrationInterface {
  name = 'CreateOutboxEvents1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_type varchar(100) NOT NULL,
        idempotency_key varchar(200) NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        attempts integer NOT NULL DEFAULT 0,
        next_run_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        processed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX outbox_events_idempotency_key_key ON outbox_events (idempotency_key)`);
    await queryRunner.query(`CREATE INDEX outbox_events_pending_idx ON outbox_events (next_run_at) WHERE processed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outbox_events`);
  }
}
