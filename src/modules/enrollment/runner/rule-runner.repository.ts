import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ORG_SCOPE_ID } from 'src/modules/runs/runs.constants';
import type { Candidates } from 'src/modules/runs/start/run-starts.service';

export type RuleDateField = 'created_at' | 'first_seen_at';

/** An active rule of a sequence that can take enrollments, with what its first step needs. */
export interface RunnableRule {
  id: string;
  sequence_id: string;
  date_field: RuleDateField;
  start_date: string;
  end_date: string | null;
  include_future: boolean;
  criteria_json: unknown;
  caps_json: unknown;
  send_window_json: unknown;
  timezone: string;
  /** When the rule was first started (its last change when that was never recorded). */
  activated_at: Date;
  first_delay_seconds: number;
  /** Step 1's stored wait_until: a move-date anchor, or null for a plain delay. */
  first_wait_until: unknown;
}

/** Which contacts a batch reads: the rule's range and criteria, resumed after the last one read. */
export interface CandidateQuery {
  ruleId: string;
  sequenceId: string;
  dateField: RuleDateField;
  /** Inclusive lower bound of the date field (an instant). */
  from: string;
  /** Exclusive upper bound (the day after end_date), or null. */
  until: string | null;
  /** Inclusive upper bound when include_future is off (the rule's start), or null. */
  notAfter: string | null;
  limit: number;
  /** Resume after this (date field, id) within one run; null from the start. */
  after: { at: string; id: string } | null;
  criteriaSql: string;
  criteriaParams: unknown[];
}

/**
 * The first run of the contacts a batch enrolls: one instant for all (a plain step 1), or, for a step 1 anchored on
 * the move date, the instant (ISO) for each move date (yyyy-MM-dd) whose first run is still ahead; a contact whose
 * move date (its newest opportunity's with one) is not listed is not a candidate.
 */
export type FirstRuns = { at: Date } | { byMoveDate: Record<string, string> };

export interface EnrollBatch extends CandidateQuery {
  firstRuns: FirstRuns;
}

/** The report of a run: the rule's range and criteria, as a batch reads them, and when the run and its day began. */
export interface RunReportQuery extends Omit<EnrollBatch, 'limit' | 'after'> {
  /** Contacts of the range to classify at most. */
  scan: number;
  /** Enrollments by the rule from this instant on were made by this run. */
  runStartedAt: Date;
  /** The start of the run's day in the rule timezone (for the day's enrollments). */
  dayStart: string;
}

/**
 * A usable address: present, not blank, not on the placeholder .invalid domain. Written like the predicate of the
 * partial indexes on contacts (created_at, id) and (first_seen_at, id), so the candidate scan walks one of them.
 */
const USABLE_EMAIL = `c.email IS NOT NULL AND btrim(c.email) <> '' AND lower(btrim(c.email)) NOT LIKE '%.invalid' AND lower(btrim(c.email)) NOT LIKE '%@invalid'`;
const DATE_COLUMN: Record<RuleDateField, string> = { created_at: 'c.created_at', first_seen_at: 'c.first_seen_at' };

/** SQL of the rule runner: runnable rules, daily cap reservations and the set-based enrollment insert. */
@Injectable()
export class RuleRunnerRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Active rules whose end_date (in the rule's timezone) is behind them become completed; returns their ids. */
  async completeEndedRules(): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `UPDATE enrollment_rules SET status = 'completed', updated_at = now()
       WHERE status = 'active' AND deleted_at IS NULL AND end_date IS NOT NULL AND end_date < (now() AT TIME ZONE timezone)::date
       RETURNING id`,
    );
    return rows.map((row) => row.id);
  }

  /** Pauses an active rule the runner cannot run, with the reason (shown in the drawer until it is started again). */
  async pauseWithError(ruleId: string, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE enrollment_rules SET status = 'paused', run_error = $2, run_error_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'active' AND deleted_at IS NULL`,
      [ruleId, reason],
    );
  }

  /**
   * Active rules of live sequences that can take enrollments: the sequence is not deleted, not archived
   * (is_active false) and not paused, and its step 1 exists with a template.
   */
  async runnableRules(): Promise<RunnableRule[]> {
    return this.dataSource.query(
      `SELECT r.id, r.sequence_id, r.date_field, to_char(r.start_date, 'YYYY-MM-DD') AS start_date,
              to_char(r.end_date, 'YYYY-MM-DD') AS end_date, r.include_future, r.criteria_json, r.caps_json, r.send_window_json,
              r.timezone, coalesce(r.activated_at, r.updated_at) AS activated_at, st.delay_seconds AS first_delay_seconds,
              st.wait_until AS first_wait_until
       FROM enrollment_rules r
       JOIN sequences s ON s.id = r.sequence_id AND s.deleted_at IS NULL AND s.is_active AND s.state = 'active'
       JOIN sequence_steps st ON st.sequence_id = s.id AND st.step_order = 1 AND st.template_id IS NOT NULL
       WHERE r.status = 'active' AND r.deleted_at IS NULL
       ORDER BY coalesce(r.activated_at, r.updated_at), r.id`,
    );
  }

  /**
   * Reserves up to `want` enrollments of `day` against both caps; returns how many were granted (0 when either cap
   * is reached). Atomic across any number of workers: in one transaction the two usage rows (organisation and
   * sequence) are created if missing and locked FOR UPDATE, always in the same order (scope 'org' before
   * 'sequence', so two workers never deadlock); the grant is computed from the locked values and added to both
   * before the locks are released. Usage therefore always counts every enrollment made plus every reservation still
   * open, and can never pass a cap. Unused reservations are given back with release(); a worker that dies between
   * the two leaves its reservation counted, which can only under-fill a day, never exceed it.
   */
  async reserve(sequenceId: string, day: string, want: number, orgCap: number, sequenceCap: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO enrollment_daily_usage (scope, scope_id, day) VALUES ('org', $1, $3), ('sequence', $2, $3) ON CONFLICT DO NOTHING`,
        [ORG_SCOPE_ID, sequenceId, day],
      );
      const rows: { scope: 'org' | 'sequence'; used: number }[] = await manager.query(
        `SELECT scope, used FROM enrollment_daily_usage
         WHERE day = $3 AND ((scope = 'org' AND scope_id = $1) OR (scope = 'sequence' AND scope_id = $2))
         ORDER BY scope FOR UPDATE`,
        [ORG_SCOPE_ID, sequenceId, day],
      );
      const used = (scope: 'org' | 'sequence'): number => rows.find((row) => row.scope === scope)?.used ?? 0;
      const granted = Math.max(0, Math.min(want, orgCap - used('org'), sequenceCap - used('sequence')));
      if (granted > 0) {
        await manager.query(
          `UPDATE enrollment_daily_usage SET used = used + $4, updated_at = now()
           WHERE day = $3 AND ((scope = 'org' AND scope_id = $1) OR (scope = 'sequence' AND scope_id = $2))`,
          [ORG_SCOPE_ID, sequenceId, day, granted],
        );
      }
      return granted;
    });
  }

  /**
   * Gives back `count` reserved but unused enrollments of `day` to both caps. Two single-row statements, each its
   * own transaction: a statement updating both rows could lock them in the other order than reserve() and
   * deadlock with it. Between the two, one row still counts the reservation, which only errs on the safe side.
   */
  async release(sequenceId: string, day: string, count: number): Promise<void> {
    if (count <= 0) return;
    for (const [scope, scopeId] of [['org', ORG_SCOPE_ID], ['sequence', sequenceId]] as const) {
      await this.dataSource.query(
        `UPDATE enrollment_daily_usage SET used = greatest(0, used - $4), updated_at = now() WHERE scope = $1 AND scope_id = $2 AND day = $3`,
        [scope, scopeId, day, count],
      );
    }
  }

  /** Enrollments the runner counted for `day` (organisation and sequence). */
  async usage(sequenceId: string, day: string): Promise<{ org: number; sequence: number }> {
    const rows: { scope: 'org' | 'sequence'; used: number }[] = await this.dataSource.query(
      `SELECT scope, used FROM enrollment_daily_usage
       WHERE day = $3 AND ((scope = 'org' AND scope_id = $1) OR (scope = 'sequence' AND scope_id = $2))`,
      [ORG_SCOPE_ID, sequenceId, day],
    );
    const used = (scope: 'org' | 'sequence'): number => rows.find((row) => row.scope === scope)?.used ?? 0;
    return { org: used('org'), sequence: used('sequence') };
  }

  /**
   * Every move date from `day` on (yyyy-MM-dd), once each: the dates an anchored first run can be computed for. A
   * skip scan over the move-date index (one probe per distinct date), not a read of every opportunity.
   */
  async moveDatesFrom(day: string): Promise<string[]> {
    const rows: { move_date: string }[] = await this.dataSource.query(
      `WITH RECURSIVE d (move_date) AS (
         SELECT min(move_date) FROM opportunities WHERE move_date >= $1::date
         UNION ALL
         SELECT (SELECT min(o.move_date) FROM opportunities o WHERE o.move_date > d.move_date) FROM d WHERE d.move_date IS NOT NULL)
       SELECT to_char(move_date, 'YYYY-MM-DD') AS move_date FROM d WHERE move_date IS NOT NULL`,
      [day],
    );
    return rows.map((row) => row.move_date);
  }

  /**
   * Classifies the first `scan` contacts of the rule's date range by why this run did or did not enroll them (the
   * first reason that holds, in the order of SKIP_REASONS; `enrolled` for this run's own, `eligible` for those left
   * over), and counts the rule's enrollments of the day. One statement; it reads no more than `scan` contacts.
   */
  async runReport(q: RunReportQuery): Promise<{ counts: { reason: string; n: number }[]; enrolledToday: number }> {
    const { sql, params } = reportSql(q);
    const rows: { reason: string | null; n: number; enrolled_today: number }[] = await this.dataSource.query(sql, params);
    return {
      counts: rows.filter((row) => row.reason !== null).map((row) => ({ reason: row.reason as string, n: row.n })),
      enrolledToday: rows[0]?.enrolled_today ?? 0,
    };
  }

  /** Keeps what the rule's last run did (shown on the rule). */
  async saveLastRun(ruleId: string, report: unknown): Promise<void> {
    await this.dataSource.query(`UPDATE enrollment_rules SET last_run_json = $2::jsonb WHERE id = $1`, [ruleId, JSON.stringify(report)]);
  }

  /**
   * The next `limit` eligible contacts of a batch in (date field, id) order, each with its first run, as a SELECT
   * (id, next_run_at, at) the runs module starts runs from in one INSERT … SELECT (RunStartsService.startCandidates).
   */
  candidates(q: EnrollBatch): Candidates {
    return candidatesSql(q);
  }
}

/**
 * The candidate read of a batch ($1 sequence, $2 rule, then the range, limit, cursor and the compiled criteria, and
 * the first runs last), with each candidate's first run as next_run_at. Eligible: a usable address, the date field
 * inside the rule's range, the compiled criteria, no active entry for the address on the suppression list, no live
 * enrollment in the sequence and never enrolled by this rule before (a contact unenrolled from a rule is not taken again by it), and for an anchored step 1 a move date whose
 * first run is still ahead.
 */
function candidatesSql(q: EnrollBatch): { sql: string; params: unknown[] } {
  const column = DATE_COLUMN[q.dateField];
  const params: unknown[] = [
    q.sequenceId, q.ruleId, q.from, q.until, q.notAfter, q.limit, q.after?.at ?? null, q.after?.id ?? null, ...q.criteriaParams,
  ];
  let firstRun: string;
  let anchored = '';
  let hasRun = '';
  if ('at' in q.firstRuns) {
    params.push(q.firstRuns.at);
    firstRun = `$${params.length}::timestamptz`;
  } else {
    // A JSON object move date → first run: each contact's is one key lookup (a join to a list would rescan it per contact).
    params.push(JSON.stringify(q.firstRuns.byMoveDate));
    const runs = `$${params.length}::jsonb`;
    anchored = `
      CROSS JOIN LATERAL (
        SELECT to_char(x.move_date, 'YYYY-MM-DD') AS move_date FROM opportunities x WHERE x.contact_id = c.id AND x.move_date IS NOT NULL
        ORDER BY x.created_at DESC, x.id DESC LIMIT 1) m`;
    firstRun = `(${runs} ->> m.move_date)::timestamptz`;
    hasRun = `AND ${runs} ? m.move_date`;
  }
  const sql = `
    SELECT c.id, ${column} AS at, ${firstRun} AS next_run_at FROM contacts c ${anchored}
    WHERE ${USABLE_EMAIL}
      AND ${column} >= $3::timestamptz AND ($4::timestamptz IS NULL OR ${column} < $4::timestamptz)
      AND ($5::timestamptz IS NULL OR ${column} <= $5::timestamptz)
      AND ($7::timestamptz IS NULL OR (${column}, c.id) > ($7::timestamptz, $8::uuid))
      AND NOT EXISTS (SELECT 1 FROM sequence_enrollments se
                      WHERE se.contact_id = c.id AND se.sequence_id = $1::uuid
                        AND (se.status IN ('pending', 'active', 'paused') OR se.rule_id = $2::uuid))
      AND NOT EXISTS (SELECT 1 FROM suppressions sp WHERE sp.email = lower(btrim(c.email)) AND sp.removed_at IS NULL)
      AND (${q.criteriaSql}) ${hasRun}
    ORDER BY ${column}, c.id
    LIMIT $6::int`;
  return { sql, params };
}

/**
 * The report statement ($1 sequence, $2 rule, $3-$5 the range, $6 scan, $7 run start, $8 day start, then the
 * compiled criteria, and the anchored first runs last). Each contact gets the first reason that holds.
 */
function reportSql(q: RunReportQuery): { sql: string; params: unknown[] } {
  const column = DATE_COLUMN[q.dateField];
  const params: unknown[] = [q.sequenceId, q.ruleId, q.from, q.until, q.notAfter, q.scan, q.runStartedAt, q.dayStart, ...q.criteriaParams];
  let anchored = '';
  let moveDate = '';
  if ('byMoveDate' in q.firstRuns) {
    params.push(JSON.stringify(q.firstRuns.byMoveDate));
    anchored = `
      LEFT JOIN LATERAL (
        SELECT to_char(x.move_date, 'YYYY-MM-DD') AS move_date FROM opportunities x WHERE x.contact_id = c.id AND x.move_date IS NOT NULL
        ORDER BY x.created_at DESC, x.id DESC LIMIT 1) m ON true`;
    moveDate = `WHEN m.move_date IS NULL OR NOT ($${params.length}::jsonb ? m.move_date) THEN 'no_upcoming_move_date'`;
  }
  const sql = `
    WITH scope AS (
      SELECT c.* FROM contacts c
      WHERE ${column} >= $3::timestamptz AND ($4::timestamptz IS NULL OR ${column} < $4::timestamptz)
      ORDER BY ${column}, c.id LIMIT $6::int),
    classified AS (
      SELECT CASE
        WHEN EXISTS (SELECT 1 FROM sequence_enrollments se WHERE se.contact_id = c.id AND se.sequence_id = $1::uuid
                       AND se.rule_id = $2::uuid AND se.created_at >= $7::timestamptz) THEN 'enrolled'
        WHEN NOT (${USABLE_EMAIL}) THEN 'no_email'
        WHEN EXISTS (SELECT 1 FROM sequence_enrollments se WHERE se.contact_id = c.id AND se.sequence_id = $1::uuid
                       AND se.rule_id = $2::uuid) THEN 'enrolled_before'
        WHEN EXISTS (SELECT 1 FROM sequence_enrollments se WHERE se.contact_id = c.id AND se.sequence_id = $1::uuid
                       AND se.status IN ('pending', 'active', 'paused')) THEN 'already_in_sequence'
        WHEN EXISTS (SELECT 1 FROM suppressions sp WHERE sp.email = lower(btrim(c.email)) AND sp.removed_at IS NULL) THEN 'suppressed'
        WHEN $5::timestamptz IS NOT NULL AND ${column} > $5::timestamptz THEN 'joined_after_start'
        WHEN NOT coalesce((${q.criteriaSql}), false) THEN 'excluded'
        ${moveDate}
        ELSE 'eligible' END AS reason
      FROM scope c ${anchored})
    SELECT k.reason, k.n, (SELECT count(*)::int FROM sequence_enrollments WHERE rule_id = $2::uuid AND created_at >= $8::timestamptz) AS enrolled_today
    FROM (SELECT NULL::text AS reason, 0 AS n) z
    LEFT JOIN LATERAL (SELECT reason, count(*)::int AS n FROM classified GROUP BY reason) k ON true`;
  return { sql, params };
}
