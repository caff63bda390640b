import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sending mailboxes paused after a policy bounce (the receiving server refused our mail: authentication,
 * reputation, content). One row per mailbox (lower-cased address): paused while `resumed_at` is null; a new pause
 * of a resumed mailbox overwrites the row. The engine skips a paused mailbox when it picks one from the pool.
 * Two indexes serve counting soft bounces in a row for an address: bounce reports by failed recipient, and
 * messages by sender.
 */
export class CreateSendingMailboxPauses1766700000000 implements MigrationInterface {
  name = 'CreateSendingMailboxPauses1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sending_mailbox_pauses (
        mailbox varchar(320) PRIMARY KEY CHECK (mailbox = lower(btrim(mailbox)) AND mailbox <> ''),
        paused_at timestamptz NOT NULL DEFAULT now(),
        reason text NOT NULL,
        status_code varchar(20),
        inbound_message_id uuid REFERENCES inbound_messages(id) ON DELETE SET NULL,
        resumed_at timestamptz,
        resumed_by varchar(200),
        CHECK ((resumed_at IS NULL) = (resumed_by IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX inbound_messages_bounce_recipient_idx ON inbound_messages ((classification #>> '{bounce,recipient}'), received_at) WHERE kind = 'bounce'`);
    await queryRunner.query(`CREATE INDEX inbound_messages_from_idx ON inbound_messages (from_email, received_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS inbound_messages_from_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS inbound_messages_bounce_recipient_idx`);
    await queryRunner.query(`DROP TABLE IF EXISTS sending_mailbox_pauses`);
  }
}
