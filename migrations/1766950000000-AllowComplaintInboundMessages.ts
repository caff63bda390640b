import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spam complaints (feedback reports a mailbox provider sends when a recipient marks our mail as spam) are stored as
 * inbound messages of their own kind: the kind check gains 'complaint'.
 */
export class AllowComplaintInboundMessages1766950000000 implements MigrationInterface {
  name = 'AllowComplaintInboundMessages1766950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE inbound_messages DROP CONSTRAINT inbound_messages_kind_check`);
    await queryRunner.query(
      `ALTER TABLE inbound_messages ADD CONSTRAINT inbound_messages_kind_check CHECK (kind IN ('bounce', 'auto_reply', 'human_reply', 'unsubscribe_request', 'complaint', 'other'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A complaint has no older kind: it is kept as other mail.
    await queryRunner.query(`UPDATE inbound_messages SET kind = 'other' WHERE kind = 'complaint'`);
    await queryRunner.query(`ALTER TABLE inbound_messages DROP CONSTRAINT inbound_messages_kind_check`);
    await queryRunner.query(`ALTER TABLE inbound_messages ADD CONSTRAINT inbound_messages_kind_check CHECK (kind IN ('bounce', 'auto_reply', 'human_reply', 'unsubscribe_request', 'other'))`);
  }
}
