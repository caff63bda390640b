import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes behind GET /api/enrollments (Active Runs and the Live Queue), so a page costs O(page) at a million runs:
 * - `sequence_enrollments_runs_idx`: (run state, run time, id). The run state folds the stored statuses into the
 *   four the screens show (pending and active → active, canceled and failed → cancelled); the run time is the next
 *   run for live runs and the end for ended ones. Live states read it forwards (soonest first, the due ones are the
 *   head of the range), ended states backwards (latest ended first). The expressions must match the list query's
 *   text exactly (src/modules/operations/runs/runs.repository.ts) for PostgreSQL to use the index.
 * - `sequence_enrollments_created_idx`: (created_at DESC, id DESC) for the "all" filter, newest runs first.
 */
export class AddRunsListIndexes1766200000000 implements MigrationInterface {
  name = 'AddRunsListIndexes1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX sequence_enrollments_runs_idx ON sequence_enrollments (
        (CASE WHEN status IN ('pending', 'active') THEN 'active' WHEN status IN ('canceled', 'failed') THEN 'cancelled' ELSE status END),
        (CASE WHEN status IN ('completed', 'canceled', 'failed') THEN ended_at ELSE next_run_at END),
        id)`);
    await queryRunner.query(`CREATE INDEX sequence_enrollments_created_idx ON sequence_enrollments (created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX sequence_enrollments_created_idx`);
    await queryRunner.query(`DROP INDEX sequence_enrollments_runs_idx`);
  }
}
