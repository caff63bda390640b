import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface AnchoredRunRow {
  id: string;
  wait_until: unknown;
  send_window_json: Record<string, unknown> | null;
  timezone: string | null;
  move_date: string | null;
}

/**
 * The contact's move date, as the first run reads it (manual assignment, the rule runner): the move date of the
 * contact's newest opportunity that has one. `contact` is the SQL expression of the contact id.
 */
const contactMoveDate = (contact: string): string => `
  SELECT x.id, x.move_date FROM opportunities x WHERE x.contact_id = ${contact} AND x.move_date IS NOT NULL ORDER BY x.created_at DESC, x.id DESC LIMIT 1`;

/** A stored anchor's day offset; anything malformed counts as 0 (the service parses the anchor properly). */
const OFFSET_DAYS = `CASE WHEN jsonb_typeof(st.wait_until->'offset_days') = 'number' THEN (st.wait_until->>'offset_days')::numeric::int ELSE 0 END`;

/**
 * Live enrollments of an opportunity's contact whose current step is move-date anchored (locked), and their updates.
 * Runs come in sequence order, so ending several of them takes the per-sequence counter rows in the order every other
 * writer takes them (no deadlock between two contacts' recomputes).
 */
@Injectable()
export class SequenceMoveDateRepository {
  async lockAnchoredRuns(manager: EntityManager, opportunityId: string): Promise<AnchoredRunRow[]> {
    return manager.query(
      `SELECT e.id, st.wait_until, r.send_window_json, r.timezone, to_char(m.move_date, 'YYYY-MM-DD') AS move_date
         FROM opportunities o
         JOIN sequence_enrollments e ON e.contact_id = o.contact_id AND e.status IN ('pending', 'active', 'paused')
         JOIN sequence_steps st ON st.sequence_id = e.sequence_id AND st.step_order = e.current_step
         LEFT JOIN enrollment_rules r ON r.id = e.rule_id
         LEFT JOIN LATERAL (${contactMoveDate('o.contact_id')}) m ON true
        WHERE o.id = $1 AND st.wait_until IS NOT NULL
        ORDER BY e.sequence_id, e.id
          FOR UPDATE OF e`,
      [opportunityId],
    );
  }

  /**
   * Opportunities whose contact has a live run on an anchored step whose anchored day is at most a day after `day`
   * (yyyy-MM-dd, UTC): the runs the daily pass re-checks (a day of margin covers every send-window timezone).
   */
  async dueForCheck(manager: EntityManager, day: string): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT DISTINCT m.id
         FROM sequence_enrollments e
         JOIN sequence_steps st ON st.sequence_id = e.sequence_id AND st.step_order = e.current_step AND st.wait_until IS NOT NULL
         CROSS JOIN LATERAL (${contactMoveDate('e.contact_id')}) m
        WHERE e.status IN ('pending', 'active', 'paused') AND m.move_date + ${OFFSET_DAYS} <= $1::date + 1`,
      [day],
    );
    return rows.map((row) => row.id);
  }

  async reschedule(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.query(`UPDATE sequence_enrollments SET next_run_at = $2, updated_at = now() WHERE id = $1 AND next_run_at IS DISTINCT FROM $2`, [id, at]);
  }

  /** Ends a run whose anchored moment has passed. */
  async endPassed(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE sequence_enrollments SET status = 'completed', ended_at = now(), end_reason = 'move_date_passed', next_run_at = NULL, updated_at = now() WHERE id = $1`,
      [id],
    );
  }
}
