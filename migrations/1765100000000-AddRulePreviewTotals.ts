import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contacts with a usable address (present, not blank, not on the placeholder .invalid domain). */
const USABLE_EMAIL =
  `email IS NOT NULL AND btrim(email) <> '' AND lower(btrim(email)) NOT LIKE '%.invalid' AND lower(btrim(email)) NOT LIKE '%@invalid'`;

/**
 * Enrollment rule previews: the latest preview total (and when it was taken) stays on the rule, so the sequence card
 * can show its eligible count without counting contacts. Two partial indexes, one per date field a rule can range
 * over, limited to contacts with a usable address and ending in id: the preview counts eligible contacts with an
 * index-only scan and takes its sample in index order.
 */
export class AddRulePreviewTotals1765100000000 implements MigrationInterface {
  name = 'AddRulePreviewTotals1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Building the indexes over a million contacts can outlast the app's statement timeout (this transaction only).
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(`ALTER TABLE enrollment_rules ADD COLUMN preview_total integer CHECK (preview_total >= 0), ADD COLUMN previewed_at timestamptz`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS contacts_rule_created_idx ON contacts (created_at, id) WHERE ${USABLE_EMAIL}`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS contacts_rule_first_seen_idx ON contacts (first_seen_at, id) WHERE ${USABLE_EMAIL}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS contacts_rule_first_seen_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS contacts_rule_created_idx`);
    await queryRunner.query(`ALTER TABLE enrollment_rules DROP COLUMN previewed_at, DROP COLUMN preview_total`);
  }
}
