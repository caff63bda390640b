import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { ORG_SCOPE_ID } from '../runs.constants';
import type { ReplyBranches } from './reply-branch.policy';
import type { StepRow } from '../steps/step-handler.types';
import type { AfterSend, NextStep, RunFacts } from './run-decision.policy';
import { returnedRows } from 'src/database/returned-rows';

/** A claimed run: what the claim returned. */
export interface ClaimedRun {
  id: string;
  current_step: number;
  next_run_at: Date;
}

/** A claimed run with everything the decision and the advance need, read in one statement per batch. */
export interface LoadedRun extends RunFacts {
  id: string;
  sequence_id: string;
  sequence_name: string;
  contact_id: string;
  next_run_at: Date;
  retry_count: number;
  next: NextStep | null;
  move_date: string | null;
  /** The sequence's reply branches (reply-branch.policy.ts). */
  branches: ReplyBranches;
}

interface LoadedRow {
  id: string;
  sequence_id: string;
  sequence_name: string;
  contact_id: string;
  current_step: number;
  next_run_at: Date;
  retry_count: number;
  email: string | null;
  contact_timezone: string | null;
  consent_status: string;
  unsubscribed: boolean;
  bounced: boolean;
  sequence_state: string;
  goal_move_date_passed: boolean;
  is_active: boolean;
  deleted: boolean;
  rule_status: string | null;
  rule_timezone: string | null;
  send_window_json: unknown;
  /** The current step's sequence_steps row (each step type reads its own columns); null without one. */
  step_row: StepRow | null;
  next_order: number | null;
  next_delay: number | null;
  next_wait_until: unknown;
  move_date: string | null;
  goal_status: string | null;
  reply_order: number | null;
  no_reply_order: number | null;
  no_reply_delay: number | null;
  no_reply_wait_until: unknown;
}

/** A run change guarded by the lease: only the holder of `token` writes, and only while the run is still active. */
export interface Lease {
  id: string;
  token: string;
  step: number;
}

/** Whether a guarded UPDATE … RETURNING changed a row. */
const changed = (result: unknown): boolean => returnedRows(result).length > 0;

/** The ids an UPDATE … RETURNING id answered. */
const returnedIds = (result: unknown): string[] => returnedRows<{ id: string }>(result).map((row) => row.id);

const UNLOCK = 'locked_until = NULL, locked_by = NULL, updated_at = now()';
const GUARD = `id = $1 AND locked_by = $2 AND status = 'active' AND current_step = $3`;
/** GUARD for a batch: each run `e` against its own lease `v` (id, token, step). */
const BATCH_GUARD = `e.id = v.id AND e.locked_by = v.token AND e.status = 'active' AND e.current_step = v.step`;

/** What a batch may send today: per sequence, how many it was granted and, for those granted fewer than wanted, whose cap stopped them. */
export interface SendReservation {
  grants: Map<string, number>;
  limitedBy: Map<string, 'org' | 'sequence'>;
}

/** A run whose step was just carried out, and where it goes next. */
export interface SentTransition {
  lease: Lease;
  next: AfterSend;
  /** When its email went out; null for a step that sends none (the run's last_sent_at stays). */
  sentAt: Date | null;
}

/** SQL of the advancer: the claim, the batch read, the guarded transitions and the daily send counters. */
@Injectable()
export class AdvancerRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /**
   * Claims up to `limit` due runs, soonest first: active, next run reached, no live lease. FOR UPDATE SKIP LOCKED lets
   * any number of workers claim side by side without waiting on each other; the lease (`locked_until`) keeps a claimed
   * run away from them after this statement commits, until the holder releases it or the lease runs out (a crash).
   * The scan walks sequence_enrollments_claim_idx from its due end: O(due), not O(runs).
   */
  async claim(limit: number, leaseSeconds: number, token: string): Promise<ClaimedRun[]> {
    const [rows] = (await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM sequence_enrollments
          WHERE status = 'active' AND next_run_at IS NOT NULL AND next_run_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY next_run_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED)
       UPDATE sequence_enrollments e
          SET locked_until = now() + make_interval(secs => $2), locked_by = $3
         FROM due WHERE e.id = due.id
       RETURNING e.id, e.current_step, e.next_run_at`,
      [limit, leaseSeconds, token],
    )) as [ClaimedRun[], number];
    return rows;
  }

  /** The claimed runs (still held by `token` and active) with the contact, sequence, rule, step and next step. */
  async load(ids: string[], token: string): Promise<LoadedRun[]> {
    const rows: LoadedRow[] = await this.dataSource.query(
      `SELECT e.id, e.sequence_id, s.name AS sequence_name, e.contact_id, e.current_step, e.next_run_at, e.retry_count,
              c.email, c.timezone AS contact_timezone, c.consent_status,
              c.unsubscribed_at IS NOT NULL AS unsubscribed, c.bounced_at IS NOT NULL AS bounced,
              s.state AS sequence_state, s.goal_move_date_passed, s.is_active, s.deleted_at IS NOT NULL AS deleted,
              r.status AS rule_status, r.timezone AS rule_timezone, r.send_window_json,
              to_jsonb(st) AS step_row,
              nx.step_order AS next_order, nx.delay_seconds AS next_delay, nx.wait_until AS next_wait_until,
              m.move_date, CASE WHEN g.status = ANY(s.goal_statuses) THEN g.status END AS goal_status,
              rb.step_order AS reply_order, nb.step_order AS no_reply_order, nb.delay_seconds AS no_reply_delay, nb.wait_until AS no_reply_wait_until
         FROM sequence_enrollments e
         JOIN contacts c ON c.id = e.contact_id
         JOIN sequences s ON s.id = e.sequence_id
         LEFT JOIN enrollment_rules r ON r.id = e.rule_id
         LEFT JOIN sequence_steps st ON st.sequence_id = e.sequence_id AND st.step_order = e.current_step
         LEFT JOIN sequence_steps rb ON rb.id = s.on_reply_next_step_id AND rb.sequence_id = s.id
         LEFT JOIN sequence_steps nb ON nb.id = s.on_no_reply_next_step_id AND nb.sequence_id = s.id
         LEFT JOIN LATERAL (
           SELECT x.step_order, x.delay_seconds, x.wait_until FROM sequence_steps x
            WHERE x.sequence_id = e.sequence_id AND x.step_order > e.current_step ORDER BY x.step_order LIMIT 1) nx ON true
         LEFT JOIN LATERAL (
           SELECT to_char(o.move_date, 'YYYY-MM-DD') AS move_date FROM opportunities o
            WHERE o.contact_id = e.contact_id AND o.move_date IS NOT NULL ORDER BY o.created_at DESC, o.id DESC LIMIT 1) m ON true
         LEFT JOIN LATERAL (
           SELECT o.status FROM opportunities o WHERE o.contact_id = e.contact_id ORDER BY o.created_at DESC, o.id DESC LIMIT 1) g ON true
        WHERE e.id = ANY($1::uuid[]) AND e.locked_by = $2 AND e.status = 'active'`,
      [ids, token],
    );
    return rows.map((row) => ({
      id: row.id,
      sequence_id: row.sequence_id,
      sequence_name: row.sequence_name,
      contact_id: row.contact_id,
      current_step: row.current_step,
      next_run_at: row.next_run_at,
      retry_count: row.retry_count,
      contact: { email: row.email, timezone: row.contact_timezone, consent_status: row.consent_status, unsubscribed: row.unsubscribed, bounced: row.bounced },
      sequence: { state: row.sequence_state, is_active: row.is_active, deleted: row.deleted, goal_move_date_passed: row.goal_move_date_passed },
      rule: row.rule_status === null ? null : { status: row.rule_status, timezone: row.rule_timezone ?? 'UTC', send_window_json: row.send_window_json },
      step: row.step_row,
      next: row.next_order === null ? null : { step_order: row.next_order, delay_seconds: row.next_delay ?? 0, wait_until: row.next_wait_until },
      move_date: row.move_date,
      goal_status: row.goal_status,
      branches: {
        reply: row.reply_order,
        noReply: row.no_reply_order === null ? null : { step_order: row.no_reply_order, delay_seconds: row.no_reply_delay ?? 0, wait_until: row.no_reply_wait_until },
      },
    }));
  }

  /** Gives claimed runs back untouched (not processed in time, or no sender): they are claimed again when due. */
  async release(ids: string[], token: string): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(`UPDATE sequence_enrollments SET ${UNLOCK} WHERE id = ANY($1::uuid[]) AND locked_by = $2`, [ids, token]);
  }

  /** Waits until `until` with the reason (window closed, cap reached, paused rule, retry…). */
  async hold(lease: Lease, until: Date, reason: string, detail: string, lastError: string | null = null, countRetry = false): Promise<boolean> {
    return changed(await this.db.tx.query(
      `UPDATE sequence_enrollments
          SET next_run_at = $4, hold_reason = $5, hold_detail = $6, hold_until = $4,
              last_error = coalesce($7, last_error), retry_count = retry_count + $8, ${UNLOCK}
        WHERE ${GUARD} RETURNING id`,
      [lease.id, lease.token, lease.step, until, reason, detail, lastError, countRetry ? 1 : 0],
    ));
  }

  /**
   * Steps carried out (sent, or done without an email), one statement per kind, each run guarded by its own lease: a run with a next step moves on to it at
   * its time (the hold and error cleared), a run at its last step ends as completed. Answers the runs that moved.
   */
  async afterSends(items: readonly SentTransition[]): Promise<Set<string>> {
    const moved = new Set<string>();
    const advances = items.flatMap(({ lease, next, sentAt }) => (next.kind === 'advance' ? [{ lease, step: next.step, at: next.at, sentAt }] : []));
    const ends = items.flatMap(({ lease, next, sentAt }) => (next.kind === 'end' ? [{ lease, reason: next.reason, sentAt }] : []));
    if (advances.length > 0) {
      const ids = returnedIds(await this.db.tx.query(
        `UPDATE sequence_enrollments e
            SET current_step = v.next_step, next_run_at = v.at, last_sent_at = coalesce(v.sent_at, e.last_sent_at), retry_count = 0,
                hold_reason = NULL, hold_detail = NULL, hold_until = NULL, last_error = NULL, ${UNLOCK}
           FROM unnest($1::uuid[], $2::text[], $3::int[], $4::int[], $5::timestamptz[], $6::timestamptz[]) AS v(id, token, step, next_step, at, sent_at)
          WHERE ${BATCH_GUARD}
         RETURNING e.id`,
        [advances.map((a) => a.lease.id), advances.map((a) => a.lease.token), advances.map((a) => a.lease.step), advances.map((a) => a.step),
          advances.map((a) => a.at), advances.map((a) => a.sentAt)],
      ));
      ids.forEach((id) => moved.add(id));
    }
    if (ends.length > 0) {
      const ids = returnedIds(await this.db.tx.query(
        `UPDATE sequence_enrollments e
            SET status = 'completed', ended_at = now(), end_reason = left(v.reason, 200), next_run_at = NULL, last_error = NULL,
                last_sent_at = coalesce(v.sent_at, e.last_sent_at), hold_reason = NULL, hold_detail = NULL, hold_until = NULL, ${UNLOCK}
           FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::timestamptz[]) AS v(id, token, step, reason, sent_at)
          WHERE ${BATCH_GUARD}
         RETURNING e.id`,
        [ends.map((a) => a.lease.id), ends.map((a) => a.lease.token), ends.map((a) => a.lease.step), ends.map((a) => a.reason), ends.map((a) => a.sentAt)],
      ));
      ids.forEach((id) => moved.add(id));
    }
    return moved;
  }

  /** Adds one to each named per-step count (sequence_step_tallies), in the caller's transaction. */
  async addTallies(tallies: readonly { sequenceId: string; step: number; name: string }[]): Promise<void> {
    if (tallies.length === 0) return;
    await this.db.tx.query(
      `INSERT INTO sequence_step_tallies (sequence_id, step_order, tally, n)
       SELECT t.sequence_id, t.step_order, t.tally, count(*) FROM unnest($1::uuid[], $2::int[], $3::text[]) AS t(sequence_id, step_order, tally)
        GROUP BY 1, 2, 3
       ON CONFLICT (sequence_id, step_order, tally) DO UPDATE SET n = sequence_step_tallies.n + EXCLUDED.n`,
      [tallies.map((t) => t.sequenceId), tallies.map((t) => t.step), tallies.map((t) => t.name)],
    );
  }

  /** The run ends without a send (no step left, canceled or failed) with its reason; a sent last step ends in afterSends. */
  async end(lease: Lease, status: 'completed' | 'canceled' | 'failed', reason: string, lastError: string | null): Promise<boolean> {
    return changed(await this.db.tx.query(
      `UPDATE sequence_enrollments
          SET status = $4, ended_at = now(), end_reason = left($5, 200), next_run_at = NULL, last_error = $6,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, ${UNLOCK}
        WHERE ${GUARD} RETURNING id`,
      [lease.id, lease.token, lease.step, status, reason, lastError],
    ));
  }

  /**
   * The run is paused with a reason: by its sequence (held_by_sequence_at, so the sequence's resume releases it) or
   * for an operator (a delivery whose outcome is unknown). next_run_at is kept.
   */
  async pause(lease: Lease, reason: string, detail: string, bySequence: boolean, lastError: string | null = null): Promise<boolean> {
    return changed(await this.db.tx.query(
      `UPDATE sequence_enrollments
          SET status = 'paused', held_by_sequence_at = CASE WHEN $6 THEN now() END, hold_reason = $4, hold_detail = $5,
              hold_until = NULL, pause_reason = left($5, 200), last_error = coalesce($7, last_error), ${UNLOCK}
        WHERE ${GUARD} RETURNING id`,
      [lease.id, lease.token, lease.step, reason, detail, bySequence, lastError],
    ));
  }

  /**
   * Reserves sends of `day` for the sequences of a batch within both daily caps; answers the grant per sequence and what is left of the organisation's cap. The
   * counter rows are locked in one order (organisation, then sequences by id), so concurrent batches never deadlock;
   * a grant is never above what is left, so no cap is exceeded whatever runs at once.
   */
  async reserveSends(day: string, wants: Map<string, number>, orgCap: number, sequenceCap: number): Promise<SendReservation> {
    const sequenceIds = [...wants.keys()].sort();
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO sequence_send_daily_usage (scope, scope_id, day)
         SELECT 'org', $1::uuid, $2::date UNION ALL SELECT 'sequence', unnest($3::uuid[]), $2::date
         ON CONFLICT DO NOTHING`,
        [ORG_SCOPE_ID, day, sequenceIds],
      );
      const rows: { scope: 'org' | 'sequence'; scope_id: string; used: number }[] = await manager.query(
        `SELECT scope, scope_id, used FROM sequence_send_daily_usage
          WHERE day = $2 AND ((scope = 'org' AND scope_id = $1) OR (scope = 'sequence' AND scope_id = ANY($3::uuid[])))
          ORDER BY scope, scope_id FOR UPDATE`,
        [ORG_SCOPE_ID, day, sequenceIds],
      );
      let orgLeft = Math.max(0, orgCap - (rows.find((row) => row.scope === 'org')?.used ?? 0));
      const grants = new Map<string, number>();
      const limitedBy = new Map<string, 'org' | 'sequence'>();
      for (const id of sequenceIds) {
        const used = rows.find((row) => row.scope === 'sequence' && row.scope_id === id)?.used ?? 0;
        const want = wants.get(id) ?? 0;
        const granted = Math.max(0, Math.min(want, orgLeft, sequenceCap - used));
        grants.set(id, granted);
        // Whose cap stopped the rest: the sequence's own when its room was the smaller, else the organisation's.
        if (granted < want) limitedBy.set(id, sequenceCap - used <= orgLeft ? 'sequence' : 'org');
        orgLeft -= granted;
      }
      const granted = [...grants.entries()].filter(([, n]) => n > 0);
      if (granted.length > 0) {
        await manager.query(
          `UPDATE sequence_send_daily_usage u SET used = used + g.n, updated_at = now()
             FROM (SELECT 'sequence'::varchar AS scope, unnest($3::uuid[]) AS scope_id, unnest($4::int[]) AS n
                   UNION ALL SELECT 'org', $1::uuid, $5::int) g
            WHERE u.day = $2 AND u.scope = g.scope AND u.scope_id = g.scope_id`,
          [ORG_SCOPE_ID, day, granted.map(([id]) => id), granted.map(([, n]) => n), granted.reduce((sum, [, n]) => sum + n, 0)],
        );
      }
      return { grants, limitedBy };
    });
  }

  /** Gives back reserved sends that did not go out (one statement per row, as the rule runner does, so no lock cycle). */
  async releaseSends(day: string, counts: Map<string, number>): Promise<void> {
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    if (total <= 0) return;
    const rows: [string, string, number][] = [['org', ORG_SCOPE_ID, total], ...[...counts.entries()].filter(([, n]) => n > 0).map(([id, n]) => ['sequence', id, n] as [string, string, number])];
    for (const [scope, scopeId, n] of rows) {
      await this.dataSource.query(
        `UPDATE sequence_send_daily_usage SET used = greatest(0, used - $4), updated_at = now() WHERE scope = $1 AND scope_id = $2 AND day = $3`,
        [scope, scopeId, day, n],
      );
    }
  }

  /** Sends counted for `day`: the organisation's and the sequence's. */
  async sendsOn(day: string, sequenceId: string): Promise<{ org: number; sequence: number }> {
    const rows: { scope: 'org' | 'sequence'; used: number }[] = await this.dataSource.query(
      `SELECT scope, used FROM sequence_send_daily_usage
        WHERE day = $3 AND ((scope = 'org' AND scope_id = $1) OR (scope = 'sequence' AND scope_id = $2))`,
      [ORG_SCOPE_ID, sequenceId, day],
    );
    return { org: rows.find((row) => row.scope === 'org')?.used ?? 0, sequence: rows.find((row) => row.scope === 'sequence')?.used ?? 0 };
  }
}
