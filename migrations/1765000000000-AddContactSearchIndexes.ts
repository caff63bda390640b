import type { MigrationInterface, QueryRunner } from 'typeorm';

const CONTACT_LIST_INDEXES = [
  `contacts_search_trgm_idx ON contacts USING gin (search_text gin_trgm_ops)`,
  `contacts_list_created_idx ON contacts (created_at, id)`,
  `contacts_list_name_idx ON contacts (first_name, last_name, id)`,
  `contacts_list_email_idx ON contacts (lower(email), id)`,
  `contacts_list_company_idx ON contacts (company, id)`,
  `contacts_list_source_idx ON contacts (source, id)`,
  `contacts_list_score_idx ON contacts (lead_score, id)`,
];

/**
 * The contacts list at 1M rows: a stored lower-cased search column (name, email, company, phone) with a trigram
 * index (LIKE, never ILIKE), and one btree per sort, each ending in id for a stable order. Every index only covers
 * contacts with an email: the list never shows the others.
 */
export class AddContactSearchIndexes1765000000000 implements MigrationInterface {
  name = 'AddContactSearchIndexes1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      ALTER TABLE contacts ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' ||
              coalesce(company, '') || ' ' || coalesce(phone, ''))
      ) STORED`);
    await queryRunner.query(`ALTER TABLE contacts ALTER COLUMN search_text SET STATISTICS 1000`);
    for (const index of CONTACT_LIST_INDEXES) await queryRunner.query(`CREATE INDEX IF NOT EXISTS ${index} WHERE email IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of CONTACT_LIST_INDEXES) await queryRunner.query(`DROP INDEX IF EXISTS ${index.split(' ')[0]}`);
    await queryRunner.query(`ALTER TABLE contacts DROP COLUMN search_text`);
  }
}
