import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contacts the list shows, written exactly as the list's query writes them so the planner drops them as implied. */
const LISTABLE = `email IS NOT NULL AND email <> '' AND lower(email) NOT LIKE '%.invalid' AND lower(email) NOT LIKE '%@invalid'`;

/**
 * The contacts list's name index also carries the search column, and covers exactly the contacts the list shows. A
 * search sorted by name (the Manual Assignment dialog's people search) then walks the index alone, judging each
 * entry's search text without reading the table: "ja" by name descending, whose matches lie far along that order,
 * went from ~500 ms (19k table rows read) to ~17 ms at 1M contacts. About 60 bytes more per contact.
 */
export class ContactNameIndexCarriesSearch1767600000001 implements MigrationInterface {
  name = 'ContactNameIndexCarriesSearch1767600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(`DROP INDEX IF EXISTS contacts_list_name_idx`);
    await queryRunner.query(`CREATE INDEX contacts_list_name_idx ON contacts (first_name, last_name, id) INCLUDE (search_text) WHERE ${LISTABLE}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(`DROP INDEX IF EXISTS contacts_list_name_idx`);
    await queryRunner.query(`CREATE INDEX contacts_list_name_idx ON contacts (first_name, last_name, id) WHERE email IS NOT NULL`);
  }
}
