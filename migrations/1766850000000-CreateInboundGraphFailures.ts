import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inbox messages the Graph reader of the sending mailboxes failed to process (one row per mailbox and Graph message
 * id): how many reads tried it, the last error, and when the reader gave up on it and moved its saved position past
 * it (after INBOUND_GRAPH_MAX_ATTEMPTS). A message that later goes through loses its row; given-up rows stay, so an
 * operator can find the message in the mailbox.
 */
export class CreateInboundGraphFailures1766850000000 implements MigrationInterface {
  name = 'CreateInboundGraphFailures1766850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE inbound_graph_failures (
        mailbox varchar(320) NOT NULL,
        graph_id text NOT NULL,
        internet_message_id text,
        attempts integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
        last_error text NOT NULL DEFAULT '',
        first_failed_at timestamptz NOT NULL DEFAULT now(),
        last_failed_at timestamptz NOT NULL DEFAULT now(),
        given_up_at timestamptz,
        PRIMARY KEY (mailbox, graph_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS inbound_graph_failures`);
  }
}
