import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every inbound message posted to the app (replies, out-of-office notices, delivery reports): what it was, which run
 * it answered (and by which rule it was matched) and what it did. One row per Message-ID, so a message posted twice
 * is answered from its row. deliveries.message_id gets an index: replies are matched to our sends by it.
 */
export class CreateInboundMessages1766500000000 implements MigrationInterface {
  name = 'CreateInboundMessages1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE inbound_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id varchar(998) NOT NULL,
        mailbox varchar(320) NOT NULL DEFAULT '',
        received_at timestamptz NOT NULL DEFAULT now(),
        from_email varchar(320) NOT NULL DEFAULT '',
        subject varchar(998) NOT NULL DEFAULT '',
        kind varchar(32) NOT NULL CHECK (kind IN ('bounce', 'auto_reply', 'human_reply', 'unsubscribe_request', 'other')),
        classification jsonb NOT NULL DEFAULT '{}'::jsonb,
        matched_by varchar(16) CHECK (matched_by IN ('in_reply_to', 'references', 'reply_token', 'sender')),
        enrollment_id uuid REFERENCES sequence_enrollments (id) ON DELETE SET NULL,
        delivery_id uuid REFERENCES deliveries (id) ON DELETE SET NULL,
        contact_id uuid REFERENCES contacts (id) ON DELETE SET NULL,
        effect text NOT NULL DEFAULT 'recorded',
        raw_size integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX inbound_messages_message_id_key ON inbound_messages (message_id)`);
    await queryRunner.query(`CREATE INDEX inbound_messages_received_idx ON inbound_messages (received_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX inbound_messages_kind_received_idx ON inbound_messages (kind, received_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX inbound_messages_enrollment_idx ON inbound_messages (enrollment_id) WHERE enrollment_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX deliveries_message_id_idx ON deliveries (message_id) WHERE message_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS deliveries_message_id_idx`);
    await queryRunner.query(`DROP TABLE IF EXISTS inbound_messages`);
  }
}
