import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Duplicate leads across providers. Each opportunity carries its match keys (computed by the leads module's
 * duplicate-keys policy at intake and on edits): `email_key` (lower-case, '+tag' dropped, Gmail dots removed; null
 * for a stand-in), `phone_key` (E.164; null for placeholders and the fictional 555-01xx range), `name_key` (canonical
 * first name — nicknames folded — and last name), `zip_key` / `city_key` (origin). Each key has a partial index so
 * the check at intake reads only the few leads that share one.
 * `opportunity_duplicates`: one row per pair found (the newer lead, the earlier one it may duplicate), with the
 * reasons and score; `status` open → merged or dismissed ("not a duplicate", never suggested again).
 * `opportunities.duplicate_state` ('possible' while an open pair names it as the newer lead) feeds the list's badge
 * and filter from a partial index.
 * Existing rows are keyed here in SQL with the same rules except nickname folding (older leads match on a nickname
 * only once re-keyed by a later copy or an edit).
 */
export class DuplicateLeads1768500000000 implements MigrationInterface {
  name = 'DuplicateLeads1768500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE opportunities
        ADD COLUMN email_key varchar(254),
        ADD COLUMN phone_key varchar(20),
        ADD COLUMN name_key varchar(160),
        ADD COLUMN zip_key char(5),
        ADD COLUMN city_key varchar(160),
        ADD COLUMN duplicate_state varchar(10) CHECK (duplicate_state IN ('possible'))`);
    await queryRunner.query(`
      UPDATE opportunities SET
        email_key = CASE
          WHEN customer_email IS NULL OR customer_email !~ '^[^@\\s]+@[^@\\s]+$' THEN NULL
          WHEN split_part(lower(customer_email), '@', 2) IN ('gmail.com', 'googlemail.com')
            THEN replace(split_part(split_part(lower(customer_email), '@', 1), '+', 1), '.', '') || '@gmail.com'
          ELSE split_part(split_part(lower(customer_email), '@', 1), '+', 1) || '@' || split_part(lower(customer_email), '@', 2) END,
        phone_key = CASE WHEN customer_phone ~ '^\\+1[2-9][0-9]{2}55501[0-9]{2}$' THEN NULL ELSE customer_phone END,
        name_key = CASE WHEN position(' ' IN btrim(customer_name)) > 0
          THEN lower(split_part(btrim(customer_name), ' ', 1)) || ' ' || lower(regexp_replace(btrim(customer_name), '^.* ', '')) END,
        zip_key = substring(origin_zip FROM '^[0-9]{5}'),
        city_key = CASE WHEN origin_city IS NOT NULL AND origin_state IS NOT NULL THEN lower(btrim(origin_city)) || '|' || upper(origin_state) END`);
    await queryRunner.query(`CREATE INDEX opp_email_key_idx ON opportunities (email_key, created_at) WHERE email_key IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX opp_phone_key_idx ON opportunities (phone_key, created_at) WHERE phone_key IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX opp_name_key_idx ON opportunities (name_key, move_date) WHERE name_key IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX opp_duplicate_state_idx ON opportunities (created_at DESC, id DESC) WHERE duplicate_state IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE opportunity_duplicates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        opportunity_id uuid NOT NULL REFERENCES opportunities(id) ON DELETE CASCADE,
        duplicate_of_id uuid NOT NULL REFERENCES opportunities(id) ON DELETE CASCADE,
        reasons varchar(32)[] NOT NULL,
        score numeric(3, 2) NOT NULL CHECK (score > 0 AND score < 1),
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'merged', 'dismissed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by varchar(320),
        CONSTRAINT opportunity_duplicates_pair_key UNIQUE (opportunity_id, duplicate_of_id),
        CHECK (opportunity_id <> duplicate_of_id))`);
    await queryRunner.query(`CREATE INDEX opportunity_duplicates_of_idx ON opportunity_duplicates (duplicate_of_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS opportunity_duplicates`);
    await queryRunner.query(`
      ALTER TABLE opportunities DROP COLUMN IF EXISTS email_key, DROP COLUMN IF EXISTS phone_key, DROP COLUMN IF EXISTS name_key,
        DROP COLUMN IF EXISTS zip_key, DROP COLUMN IF EXISTS city_key, DROP COLUMN IF EXISTS duplicate_state`);
  }
}
