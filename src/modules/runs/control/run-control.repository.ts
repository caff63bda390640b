import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { returnedRows } from 'src/database/returned-rows';

/** A live run changed by another module: its id, step, contact and sequence name (for the event and the timeline). */
export interface ControlledRun {
  id: string;
  current_step: number;
  contact_id: string;
  sequence_name: string;
}

const RETURNING = `RETURNING e.id, e.current_step, e.contact_id, (SELECT s.name FROM sequences s WHERE s.id = e.sequence_id) AS sequence_name`;

/** A run locked for an operator's decision on its unconfirmed send: its state and what the advance rules read. */
export interface RunForDecision extends ControlledRun {
  status: string;
  hold_reason: string | null;
  next_run_at: Date | null;
  contact_timezone: string | null;
  rule_status: string | null;
  rule_timezone: string | null;
  send_window_json: unknown;
  next_order: number | null;
  next_delay: number | null;
  next_wait_until: unknown;
  /** The contact's move date (its newest opportunity with one), yyyy-MM-dd. */
  move_date: string | null;
}

/** The run after a decision moved it. */
export interface DecidedRun {
  id: string;
  status: string;
  current_step: number;
  next_run_at: Date | null;
}

const decided = (result: unknown): DecidedRun => (result as [DecidedRun[], number])[0][0];
const DECIDED = 'RETURNING id, status, current_step, next_run_at';
/** Clears the engine's pause for an unconfirmed send (only when `$activate`), and always the worker's lease. */
const RELEASE_DECISION = (activate: string): string => `
  status = CASE WHEN ${activate} THEN 'active' ELSE status END,
  hold_reason = CASE WHEN ${activate} OR status <> 'paused' THEN NULL ELSE hold_reason END,
  hold_detail = CASE WHEN ${activate} OR status <> 'paused' THEN NULL ELSE hold_detail END,
  pause_reason = CASE WHEN ${activate} THEN NULL ELSE pause_reason END,
  paused_by_user_id = CASE WHEN ${activate} THEN NULL ELSE paused_by_user_id END,
  hold_until = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()`;

/**
 * Stop and pause for other modules (inbound mail next). They act whatever a worker holds: a worker's later write is
 * guarded by the run being active on the same step, so it cannot undo them.
 */
@Injectable()
export class RunControlRepository {
  constructor(private readonly db: TransactionHost<TypeOrmTransactions>) {}

  async stop(id: string, reason: string): Promise<ControlledRun | null> {
    return returnedRows<ControlledRun>(await this.db.tx.query(
      `UPDATE sequence_enrollments e
          SET status = 'canceled', ended_at = now(), end_reason = left($2, 200), next_run_at = NULL, held_by_sequence_at = NULL,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()
        WHERE e.id = $1 AND e.status IN ('pending', 'active', 'paused') ${RETURNING}`,
      [id, reason],
    ))[0] ?? null;
  }

  /** A live run ends as completed with `reason` (a reply answered it: reply_received). */
  async complete(id: string, reason: string): Promise<ControlledRun | null> {
    return returnedRows<ControlledRun>(await this.db.tx.query(
      `UPDATE sequence_enrollments e
          SET status = 'completed', ended_at = now(), end_reason = left($2, 200), next_run_at = NULL, held_by_sequence_at = NULL,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()
        WHERE e.id = $1 AND e.status IN ('pending', 'active', 'paused') ${RETURNING}`,
      [id, reason],
    ))[0] ?? null;
  }

  /**
   * Moves a live, unpaused run to its sequence's reply step when that lies ahead, due after the step's own delay from
   * now (a hold and retry count are cleared); null when nothing moved.
   */
  async moveToReplyStep(id: string): Promise<ControlledRun | null> {
    return returnedRows<ControlledRun>(await this.db.tx.query(
      `WITH target AS (
         SELECT e.id, st.step_order, st.delay_seconds FROM sequence_enrollments e
           JOIN sequences s ON s.id = e.sequence_id
           JOIN sequence_steps st ON st.id = s.on_reply_next_step_id AND st.sequence_id = s.id
          WHERE e.id = $1 AND e.status IN ('pending', 'active') AND e.current_step < st.step_order
          FOR UPDATE OF e)
       UPDATE sequence_enrollments e
          SET current_step = target.step_order, next_run_at = now() + make_interval(secs => target.delay_seconds), retry_count = 0,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, updated_at = now()
         FROM target WHERE e.id = target.id ${RETURNING}`,
      [id],
    ))[0] ?? null;
  }

  /** Ends every live (pending, active or paused) run of a contact as canceled with `reason`; answers the ended runs. */
  async stopForContact(contactId: string, reason: string): Promise<ControlledRun[]> {
    return returnedRows<ControlledRun>(await this.db.tx.query(
      `UPDATE sequence_enrollments e
          SET status = 'canceled', ended_at = now(), end_reason = left($2, 200), next_run_at = NULL, held_by_sequence_at = NULL,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()
        WHERE e.contact_id = $1 AND e.status IN ('pending', 'active', 'paused') ${RETURNING}`,
      [contactId, reason],
    ));
  }

  /** Paused for an operator (status paused, who and why kept; next_run_at kept). */
  async pause(id: string, reason: string, byUserId: string | null): Promise<ControlledRun | null> {
    return returnedRows<ControlledRun>(await this.db.tx.query(
      `UPDATE sequence_enrollments e
          SET status = 'paused', pause_reason = left($2, 200), paused_by_user_id = $3, hold_reason = 'paused', hold_detail = $2,
              locked_until = NULL, locked_by = NULL, updated_at = now()
        WHERE e.id = $1 AND e.status IN ('pending', 'active') ${RETURNING}`,
      [id, reason, byUserId],
    ))[0] ?? null;
  }

  /** The run with its contact, rule, next step and move date, locked until the transaction ends; null when gone. */
  async lockForDecision(id: string): Promise<RunForDecision | null> {
    const rows = (await this.db.tx.query(
      `SELECT e.id, e.status, e.current_step, e.hold_reason, e.next_run_at, e.contact_id, s.name AS sequence_name, c.timezone AS contact_timezone,
              r.status AS rule_status, r.timezone AS rule_timezone, r.send_window_json,
              nx.step_order AS next_order, nx.delay_seconds AS next_delay, nx.wait_until AS next_wait_until, m.move_date
         FROM sequence_enrollments e
         JOIN sequences s ON s.id = e.sequence_id
         JOIN contacts c ON c.id = e.contact_id
         LEFT JOIN enrollment_rules r ON r.id = e.rule_id
         LEFT JOIN LATERAL (
           SELECT x.step_order, x.delay_seconds, x.wait_until FROM sequence_steps x
            WHERE x.sequence_id = e.sequence_id AND x.step_order > e.current_step ORDER BY x.step_order LIMIT 1) nx ON true
         LEFT JOIN LATERAL (
           SELECT to_char(o.move_date, 'YYYY-MM-DD') AS move_date FROM opportunities o
            WHERE o.contact_id = e.contact_id AND o.move_date IS NOT NULL ORDER BY o.created_at DESC, o.id DESC LIMIT 1) m ON true
        WHERE e.id = $1 FOR UPDATE OF e`,
      [id],
    )) as RunForDecision[];
    return rows[0] ?? null;
  }

  /**
   * The step counts as sent at `sentAt`: on to `nextStep` at `at` (retries, hold and error cleared, as after a send);
   * `activate` ends the engine's pause for the unconfirmed send.
   */
  async moveOnAfterSend(id: string, move: { nextStep: number; at: Date; sentAt: Date; activate: boolean }): Promise<DecidedRun> {
    return decided(await this.db.tx.query(
      `UPDATE sequence_enrollments
          SET current_step = $2, next_run_at = $3, last_sent_at = $4, retry_count = 0, last_error = NULL, ${RELEASE_DECISION('$5::boolean')}
        WHERE id = $1 ${DECIDED}`,
      [id, move.nextStep, move.at, move.sentAt, move.activate],
    ));
  }

  /** Its last step counts as sent at `sentAt`: the run completes with `reason`. */
  async completeAfterSend(id: string, reason: string, sentAt: Date): Promise<DecidedRun> {
    return decided(await this.db.tx.query(
      `UPDATE sequence_enrollments
          SET status = 'completed', ended_at = now(), end_reason = left($2, 200), next_run_at = NULL, last_sent_at = $3, last_error = NULL,
              held_by_sequence_at = NULL, hold_reason = NULL, hold_detail = NULL, hold_until = NULL, locked_until = NULL, locked_by = NULL, updated_at = now()
        WHERE id = $1 ${DECIDED}`,
      [id, reason, sentAt],
    ));
  }

  /**
   * The same step is to be sent again: due at `at` (unless the run stays paused for another reason), with
   * `lastError` saying why; `activate` ends the engine's pause for the unconfirmed send.
   */
  async sendStepAgain(id: string, again: { at: Date; lastError: string; activate: boolean }): Promise<DecidedRun> {
    return decided(await this.db.tx.query(
      `UPDATE sequence_enrollments
          SET next_run_at = CASE WHEN $4::boolean OR status <> 'paused' THEN $2 ELSE next_run_at END, last_error = $3,
              ${RELEASE_DECISION('$4::boolean')}
        WHERE id = $1 ${DECIDED}`,
      [id, again.at, again.lastError, again.activate],
    ));
  }

  /** Stays active but waits until `until` (e.g. an out-of-office reply): the next run is not before it. */
  async holdUntil(id: string, reason: string, until: Date): Promise<ControlledRun | null> {
    return returnedRows<ControlledRun>(await this.db.tx.query(
      `UPDATE sequence_enrollments e
          SET next_run_at = greatest(coalesce(e.next_run_at, $3), $3), hold_reason = left($2, 60), hold_detail = $2, hold_until = $3,
              updated_at = now()
        WHERE e.id = $1 AND e.status IN ('pending', 'active') ${RETURNING}`,
      [id, reason, until],
    ))[0] ?? null;
  }
}
