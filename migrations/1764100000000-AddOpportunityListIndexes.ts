import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The opportunities list at 1M rows (PERF-NOTES.md §11): a stored lower-cased search column with a trigram
 * index (LIKE, never ILIKE), a trigram index on the phone for digit searches, and one btree per sort, each
 * ending in id for a stable order.
 */
export class AddOpportunityListIndexes1764100000000 implements MigrationInterface {
  name = 'AddOpportunityListIndexes1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      ALTER TABLE opportunities ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(coalesce(customer_name, '') || ' ' || coalesce(customer_email, '') || ' ' || tracking_number || ' ' ||
              coalesce(customer_phone, '') || ' ' || coalesce(origin_address, '') || ' ' || coalesce(destination_address, ''))
      ) STORED`);
    await queryRunner.query(`ALTER TABLE opportunities ALTER COLUMN search_text SET STATISTICS 1000`);
    const indexes = [
      `opp_updated_idx ON opportunities (updated_at DESC, id DESC)`,
      `opp_move_date_idx ON opportunities (move_date DESC NULLS LAST, id DESC)`,
      `opp_name_idx ON opportunities (customer_name, id)`,
      `opp_status_created_idx ON opportunities (status, created_at DESC, id DESC)`,
      `opp_pstatus_created_idx ON opportunities (process_status, created_at DESC, id DESC)`,
      `opp_enriched_created_idx ON opportunities (enriched DESC, created_at DESC, id DESC)`,
      `opp_search_trgm_idx ON opportunities USING gin (search_text gin_trgm_ops)`,
      `opp_phone_trgm_idx ON opportunities USING gin (customer_phone gin_trgm_ops)`,
    ];
    for (const index of indexes) await queryRunner.query(`CREATE INDEX IF NOT EXISTS ${index}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['opp_updated_idx', 'opp_move_date_idx', 'opp_name_idx', 'opp_status_created_idx', 'opp_pstatus_created_idx', 'opp_enriched_created_idx', 'opp_search_trgm_idx', 'opp_phone_trgm_idx']) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${name}`);
    }
    await queryRunner.query(`ALTER TABLE opportunities DROP COLUMN search_text`);
  }
}
