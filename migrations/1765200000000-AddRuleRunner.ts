import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The enrollment rule runner:
 * - `enrollment_rules.activated_at`: when the rule was first started. Without include_future the runner only takes
 *   contacts whose date field is not after this moment. A trigger fills it on the first move to active, so every
 *   code path that starts a rule records it; rules already started get their last change time.
 * - `enrollment_daily_usage`: enrollments the runner made (or has reserved) per day, for the whole organisation
 *   (scope 'org', the nil uuid) and per sequence (scope 'sequence', the sequence id). The day is the calendar date in
 *   the rule's timezone. Caps are enforced by changing these rows under a row lock (see the runner's repository).
 * - `sequence_enrollments_card_idx` (sequence_id, status, created_at): the sequence cards count each sequence's
 *   enrollments by status and the last 24 hours from the index alone (index-only scan) instead of visiting every row.
 */
export class AddRuleRunner1765200000000 implements MigrationInterface {
  name = 'AddRuleRunner1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enrollment_rules ADD COLUMN activated_at timestamptz`);
    await queryRunner.query(`UPDATE enrollment_rules SET activated_at = updated_at WHERE status <> 'draft'`);
    await queryRunner.query(`
      CREATE FUNCTION enrollment_rules_set_activated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'active' AND NEW.activated_at IS NULL THEN
          NEW.activated_at := now();
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER enrollment_rules_activated_at BEFORE INSERT OR UPDATE OF status ON enrollment_rules
      FOR EACH ROW EXECUTE FUNCTION enrollment_rules_set_activated_at()`);
    await queryRunner.query(`
      CREATE TABLE enrollment_daily_usage (
        scope varchar(10) NOT NULL CHECK (scope IN ('org', 'sequence')),
        scope_id uuid NOT NULL,
        day date NOT NULL,
        used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, scope_id, day)
      )`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS sequence_enrollments_card_idx ON sequence_enrollments (sequence_id, status, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS sequence_enrollments_card_idx`);
    await queryRunner.query(`DROP TABLE enrollment_daily_usage`);
    await queryRunner.query(`DROP TRIGGER enrollment_rules_activated_at ON enrollment_rules`);
    await queryRunner.query(`DROP FUNCTION enrollment_rules_set_activated_at()`);
    await queryRunner.query(`ALTER TABLE enrollment_rules DROP COLUMN activated_at`);
  }
}
