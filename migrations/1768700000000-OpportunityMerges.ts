import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Merging duplicate leads. A merged lead keeps its row, read-only, with `merged_into_id` naming the primary it was
 * merged into and `duplicate_state = 'merged'`; its timeline and calls show on the primary.
 * `opportunity_merges`: one row per merge — which pair, primary and merged lead, the blank fields of the primary it
 * filled (`filled`: field → value, cleared again by an undo when still unchanged), who and when, the undo (within a
 * day), and the CRM side: the two HubSpot deals are merged only once the undo window has passed (HubSpot's merge
 * cannot be undone), `crm_state` waiting → merged / not_needed (a lead without a deal) / failed, or undone.
 */
export class OpportunityMerges1768700000000 implements MigrationInterface {
  name = 'OpportunityMerges1768700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE opportunities DROP CONSTRAINT IF EXISTS opportunities_duplicate_state_check`);
    await queryRunner.query(`
      ALTER TABLE opportunities
        ADD CONSTRAINT opportunities_duplicate_state_check CHECK (duplicate_state IN ('possible', 'merged')),
        ADD COLUMN merged_into_id uuid REFERENCES opportunities(id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX opp_merged_into_idx ON opportunities (merged_into_id) WHERE merged_into_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE opportunity_merges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        pair_id uuid NOT NULL REFERENCES opportunity_duplicates(id) ON DELETE CASCADE,
        primary_id uuid NOT NULL REFERENCES opportunities(id) ON DELETE CASCADE,
        merged_id uuid NOT NULL REFERENCES opportunities(id) ON DELETE CASCADE,
        filled jsonb NOT NULL DEFAULT '{}',
        merged_by varchar(320) NOT NULL,
        merged_at timestamptz NOT NULL DEFAULT now(),
        undone_at timestamptz,
        undone_by varchar(320),
        crm_state varchar(12) NOT NULL DEFAULT 'waiting' CHECK (crm_state IN ('waiting', 'merged', 'not_needed', 'failed', 'undone')),
        crm_done_at timestamptz,
        crm_error text,
        CHECK (primary_id <> merged_id))`);
    await queryRunner.query(`CREATE UNIQUE INDEX opportunity_merges_live_idx ON opportunity_merges (merged_id) WHERE undone_at IS NULL`);
    await queryRunner.query(`CREATE INDEX opportunity_merges_primary_idx ON opportunity_merges (primary_id)`);
    await queryRunner.query(`CREATE INDEX opportunity_merges_crm_due_idx ON opportunity_merges (merged_at) WHERE crm_state = 'waiting'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS opportunity_merges`);
    await queryRunner.query(`ALTER TABLE opportunities DROP COLUMN IF EXISTS merged_into_id`);
    await queryRunner.query(`ALTER TABLE opportunities DROP CONSTRAINT IF EXISTS opportunities_duplicate_state_check`);
    await queryRunner.query(`UPDATE opportunities SET duplicate_state = NULL WHERE duplicate_state = 'merged'`);
    await queryRunner.query(`ALTER TABLE opportunities ADD CONSTRAINT opportunities_duplicate_state_check CHECK (duplicate_state IN ('possible'))`);
  }
}
