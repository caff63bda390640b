import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which lead provider (the site that sold the lead: "HireAHelper", "Moving.com", …) an opportunity came from, so a
 * possible duplicate can say "Also from HireAHelper, 2 days earlier" and the refund report can group by provider.
 * Set once when the opportunity is created: from the lead email's sender domain (LEAD_PROVIDER_DOMAINS names the
 * known ones; another domain stands for itself), from `provider` on `POST /api/leads`; null for the website form and
 * leads staff entered. Existing email leads take their sender's domain from `raw.from`.
 * `opp_provider_created_idx` serves the refund report (one provider's month is one range of it);
 * `opportunity_duplicates_created_idx` serves the dashboard's "new duplicates in the last 24 hours".
 */
export class LeadProviders1768600000000 implements MigrationInterface {
  name = 'LeadProviders1768600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE opportunities ADD COLUMN lead_provider varchar(80)`);
    await queryRunner.query(`
      UPDATE opportunities SET lead_provider = left(lower(split_part(raw->>'from', '@', 2)), 80)
       WHERE lead_source = 'email' AND raw->>'from' LIKE '%@%'`);
    await queryRunner.query(`CREATE INDEX opp_provider_created_idx ON opportunities (lead_provider, created_at) WHERE lead_provider IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX opportunity_duplicates_created_idx ON opportunity_duplicates (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS opportunity_duplicates_created_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS opp_provider_created_idx`);
    await queryRunner.query(`ALTER TABLE opportunities DROP COLUMN IF EXISTS lead_provider`);
  }
}
