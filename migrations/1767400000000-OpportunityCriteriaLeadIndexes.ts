import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The opportunity columns an enrollment rule filters on, each leading one index (contact linked only). */
const CRITERIA_INDEXES = [
  `opportunities_criteria_source_idx ON opportunities (lead_source, contact_id) INCLUDE (status, move_date)`,
  `opportunities_criteria_status_idx ON opportunities (status, contact_id) INCLUDE (lead_source, move_date)`,
  `opportunities_criteria_move_date_idx ON opportunities (move_date, contact_id) INCLUDE (lead_source, status)`,
];

/**
 * A rule preview or run with an opportunity filter ("lead source is web_form", "status new", "moving in 0-30 days")
 * hashes the contacts of the opportunities that pass. With one index led by each filtered column (and the other two
 * carried), that side reads only the passing range instead of every opportunity's entry through the contact_id index:
 * at 1M opportunities, "status in (opened, replied)" 285 → 219 ms, "moving within 30 days" 154 → 105 ms, a move date
 * from today on 236 → 150 ms. Only opportunities linked to a contact: the others never make anyone eligible.
 */
export class OpportunityCriteriaLeadIndexes1767400000000 implements MigrationInterface {
  name = 'OpportunityCriteriaLeadIndexes1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    for (const index of CRITERIA_INDEXES) await queryRunner.query(`CREATE INDEX IF NOT EXISTS ${index} WHERE contact_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of CRITERIA_INDEXES) await queryRunner.query(`DROP INDEX IF EXISTS ${index.split(' ')[0]}`);
  }
}
