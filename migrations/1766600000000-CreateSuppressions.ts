import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The suppression ledger: addresses that must never be mailed (an unsubscribe, a hard bounce, a complaint, a
 * do-not-contact call, an operator's entry). Addresses are stored lower-cased; at most one active (not removed)
 * entry per address. A removal keeps the row (who, when, why) so the history stays readable.
 */
export class CreateSuppressions1766600000000 implements MigrationInterface {
  name = 'CreateSuppressions1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE suppressions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
        contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
        source varchar(20) NOT NULL CHECK (source IN ('unsubscribe', 'hard_bounce', 'complaint', 'do_not_contact', 'manual')),
        reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by varchar(200) NOT NULL,
        removed_at timestamptz,
        removed_by varchar(200),
        removed_reason text,
        CHECK ((removed_at IS NULL) = (removed_by IS NULL))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX suppressions_active_email_key ON suppressions (email) WHERE removed_at IS NULL`);
    await queryRunner.query(`CREATE INDEX suppressions_created_idx ON suppressions (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX suppressions_contact_idx ON suppressions (contact_id) WHERE contact_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS suppressions`);
  }
}
