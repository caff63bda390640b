import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A contact's latest opportunity (`WHERE contact_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`) is read by the
 * latest-lead triggers, the contacts list, template merges, the advancer and the inbound reader. With only a
 * contact_id index, a planner without fresh statistics (a table that has just grown by 100k rows before autoanalyze)
 * walks the created_at index backwards looking for the contact instead: seen at 400k opportunities, one statement
 * inserting 100k leads ran for over ten minutes in the latest-lead trigger instead of ~50 s. An index in that exact
 * order answers each lookup with one index-only probe whatever the statistics say. It carries the columns the
 * contact_id index carried (lead source, status, move date) and replaces it.
 */
export class OpportunityLatestPerContactIndex1767600000000 implements MigrationInterface {
  name = 'OpportunityLatestPerContactIndex1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(
      `CREATE INDEX opportunities_contact_latest_idx ON opportunities (contact_id, created_at DESC, id DESC) INCLUDE (lead_source, status, move_date)`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS opportunities_contact_criteria_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(`CREATE INDEX opportunities_contact_criteria_idx ON opportunities (contact_id) INCLUDE (lead_source, status, move_date)`);
    await queryRunner.query(`DROP INDEX IF EXISTS opportunities_contact_latest_idx`);
  }
}
