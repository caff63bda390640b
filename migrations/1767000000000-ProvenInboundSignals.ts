import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inbound mail acts only on proven signals, and a sending mailbox is paused by rate, not by one message:
 * - inbound_messages.kind gains 'delivery_report' (a success or delay notice: recorded, never a bounce);
 * - inbound_messages.note says, in plain words, why a message changed nothing (no reference to any send of ours, a
 *   report about another address…) or what tripped a protection; shown with the message on the admin screens;
 * - recipient_domain_holds: a recipient domain whose server refused one of our sends on policy grounds is held back
 *   (the engine sends nothing to it) until `held_until`; one row per domain, the newest refusal wins;
 * - sending_mailbox_pauses.evidence: the inbound messages that tripped a pause (id, domain, status, subject).
 * An index on deliveries (mailbox, sent_at) serves the per-mailbox rates over the last sends.
 */
export class ProvenInboundSignals1767000000000 implements MigrationInterface {
  name = 'ProvenInboundSignals1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE inbound_messages DROP CONSTRAINT inbound_messages_kind_check`);
    await queryRunner.query(
      `ALTER TABLE inbound_messages ADD CONSTRAINT inbound_messages_kind_check CHECK (kind IN ('bounce', 'auto_reply', 'human_reply', 'unsubscribe_request', 'complaint', 'delivery_report', 'other'))`,
    );
    await queryRunner.query(`ALTER TABLE inbound_messages ADD COLUMN note text`);
    await queryRunner.query(`CREATE INDEX inbound_messages_note_received_idx ON inbound_messages (received_at DESC, id DESC) WHERE note IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE recipient_domain_holds (
        domain varchar(255) PRIMARY KEY CHECK (domain = lower(btrim(domain)) AND domain <> ''),
        held_until timestamptz NOT NULL,
        reason text NOT NULL,
        status_code varchar(20),
        mailbox varchar(320),
        inbound_message_id uuid REFERENCES inbound_messages(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`ALTER TABLE sending_mailbox_pauses ADD COLUMN evidence jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await queryRunner.query(`CREATE INDEX deliveries_mailbox_sent_idx ON deliveries (mailbox, sent_at DESC) WHERE kind = 'sequence' AND sent_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX inbound_messages_delivery_idx ON inbound_messages (delivery_id) WHERE delivery_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS inbound_messages_delivery_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS deliveries_mailbox_sent_idx`);
    await queryRunner.query(`ALTER TABLE sending_mailbox_pauses DROP COLUMN evidence`);
    await queryRunner.query(`DROP TABLE IF EXISTS recipient_domain_holds`);
    await queryRunner.query(`DROP INDEX IF EXISTS inbound_messages_note_received_idx`);
    await queryRunner.query(`ALTER TABLE inbound_messages DROP COLUMN note`);
    // A delivery report has no older kind: it is kept as other mail.
    await queryRunner.query(`UPDATE inbound_messages SET kind = 'other' WHERE kind = 'delivery_report'`);
    await queryRunner.query(`ALTER TABLE inbound_messages DROP CONSTRAINT inbound_messages_kind_check`);
    await queryRunner.query(
      `ALTER TABLE inbound_messages ADD CONSTRAINT inbound_messages_kind_check CHECK (kind IN ('bounce', 'auto_reply', 'human_reply', 'unsubscribe_request', 'complaint', 'other'))`,
    );
  }
}
