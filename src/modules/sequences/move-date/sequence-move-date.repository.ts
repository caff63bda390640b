import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface AnchoredRunRow {
  id: string;
  wait_until: unknown;
  send_window_json: Record<string, unknown> | null;
  timezone: string | null;
  move_date: string | null;
}

/** Live enrollments of an opportunity's contact whose current step is move-date anchored (locked), and their updates. */
@Injectable()
export class SequenceMoveDateRepository {
  async lockAnchoredRuns(manager: EntityManager, opportunityId: string): Promise<AnchoredRunRow[]> {
    return manager.query(
      `SELECT e.id, st.wait_until, r.send_window_json, r.timezone, to_char(o.move_date, 'YYYY-MM-DD') AS move_date
         FROM opportunities o
         JOIN sequence_enrollments e ON e.contact_id = o.contact_id AND e.status IN ('pending', 'active', 'paused')
         JOIN sequence_steps st ON st.sequence_id = e.sequence_id AND st.step_order = e.current_step
         LEFT JOIN enrollment_rules r ON r.id = e.rule_id
        WHERE o.id = $1 AND st.wait_until IS NOT NULL
        ORDER BY e.id
          FOR UPDATE OF e`,
      [opportunityId],
    );
  }

  async reschedule(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.query(`UPDATE sequence_enrollments SET next_run_at = $2, updated_at = now() WHERE id = $1`, [id, at]);
  }

  /** Ends a run whose anchored moment has passed. */
  async endPassed(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE sequence_enrollments SET status = 'completed', ended_at = now(), end_reason = 'move_date_passed', next_run_at = NULL, updated_at = now() WHERE id = $1`,
      [id],
    );
  }
}
