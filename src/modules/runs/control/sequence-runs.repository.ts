import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SequenceRuns } from 'src/modules/sequences/sequence-runs.types';

/** TypeORM answers an UPDATE on PostgreSQL as [rows, rowCount]. */
const affected = (result: unknown): number => (Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0);

/** The run writes a sequence's lifecycle needs (cancel on delete, hold on pause, release on resume): the SEQUENCE_RUNS port. */
@Injectable()
export class SequenceRunsRepository implements SequenceRuns {
  /** How many enrollments of the sequence have not ended. */
  async countLive(manager: EntityManager, sequenceId: string): Promise<number> {
    const rows: { n: number }[] = await manager.query(
      `SELECT count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1 AND status IN ('pending', 'active', 'paused')`,
      [sequenceId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Ends every live enrollment of the sequence as canceled with the reason; answers how many. */
  async cancelLive(manager: EntityManager, sequenceId: string, reason: string): Promise<number> {
    return affected(await manager.query(
      `UPDATE sequence_enrollments
       SET status = 'canceled', ended_at = now(), end_reason = $2, next_run_at = NULL, held_by_sequence_at = NULL, updated_at = now()
       WHERE sequence_id = $1 AND status IN ('pending', 'active', 'paused')`,
      [sequenceId, reason],
    ));
  }

  /** Puts the sequence's active enrollments on hold (paused, marked as held by the sequence; next_run_at kept). */
  async hold(manager: EntityManager, sequenceId: string): Promise<number> {
    return affected(await manager.query(
      `UPDATE sequence_enrollments SET status = 'paused', held_by_sequence_at = now(), updated_at = now()
       WHERE sequence_id = $1 AND status = 'active'`,
      [sequenceId],
    ));
  }

  /**
   * Releases the enrollments the sequence held: active again, and a next run that fell due while paused becomes now
   * (the sending engine then places it in the send window). Enrollments paused on their own stay paused.
   */
  async release(manager: EntityManager, sequenceId: string): Promise<number> {
    return affected(await manager.query(
      `UPDATE sequence_enrollments
       SET status = 'active', held_by_sequence_at = NULL, next_run_at = greatest(coalesce(next_run_at, now()), now()), updated_at = now()
       WHERE sequence_id = $1 AND status = 'paused' AND held_by_sequence_at IS NOT NULL`,
      [sequenceId],
    ));
  }
}
