import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

/** A live run changed by another module: its id, step, contact and sequence name (for the event and the timeline). */
export interface ControlledRun {
  id: string;
  current_step: number;
  contact_id: string;
  sequence_name: string;
}

const RETURNING = `RETURNING e.id, e.current_step, e.contact_id, (SELECT s.name FROM sequences s WHERE s.id = e.sequence_id) AS sequence_name`;
const rowsOf = (result: unknown): ControlledRun[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as ControlledRun[]) : []);

/**
 * Stop and pause for other modules (inbound mail next). They act whatever a worker holds: a worker's later write is
 * guarded by the run being active on the same step, so it cannot undo them.
 */
@Injectable()
export class RunControlRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  async stop(id: string, reason: string): Promise<ControlledRun | null> {
    return rowsOf(await this.db.tx.query(
      `UPDATE sequence_enrollments e
          SET status = 'canceled', ended_at = now(), end_reason = left($2, 200), next_run_at = NULL, held_by_sequence_at = NULL,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()
        WHERE e.id = $1 AND e.status IN ('pending', 'active', 'paused') ${RETURNING}`,
      [id, reason],
    ))[0] ?? null;
  }

  /** Paused for an operator (status paused, who and why kept; next_run_at kept). */
  async pause(id: string, reason: string, byUserId: string | null): Promise<ControlledRun | null> {
    return rowsOf(await this.db.tx.query(
      `UPDATE sequence_enrollments e
          SET status = 'paused', pause_reason = left($2, 200), paused_by_user_id = $3, hold_reason = 'paused', hold_detail = $2,
              locked_until = NULL, locked_by = NULL, updated_at = now()
        WHERE e.id = $1 AND e.status IN ('pending', 'active') ${RETURNING}`,
      [id, reason, byUserId],
    ))[0] ?? null;
  }

  /** Stays active but waits until `until` (e.g. an out-of-office reply): the next run is not before it. */
  async holdUntil(id: string, reason: string, until: Date): Promise<ControlledRun | null> {
    return rowsOf(await this.db.tx.query(
      `UPDATE sequence_enrollments e
          SET next_run_at = greatest(coalesce(e.next_run_at, $3), $3), hold_reason = left($2, 60), hold_detail = $2, hold_until = $3,
              updated_at = now()
        WHERE e.id = $1 AND e.status IN ('pending', 'active') ${RETURNING}`,
      [id, reason, until],
    ))[0] ?? null;
  }
}
