import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import type { RunState, RunStateFilter } from './run-state.policy';

/**
 * The run state and run time as SQL: these two expressions are the keys of `sequence_enrollments_runs_idx`
 * (migration AddRunsListIndexes) and must stay identical to it, or the list falls back to scanning every run.
 */
const STATE = `(CASE WHEN se.status IN ('pending', 'active') THEN 'active' WHEN se.status IN ('canceled', 'failed') THEN 'cancelled' ELSE se.status END)`;
const RUN_AT = `(CASE WHEN se.status IN ('completed', 'canceled', 'failed') THEN se.ended_at ELSE se.next_run_at END)`;

/**
 * Every action also drops the advancer's lease: a worker sending this run right now then fails its lease guard and
 * leaves the run as the operator set it (its send, if it went out, is found by its idempotency key, never repeated).
 */
const RELEASE = 'locked_until = NULL, locked_by = NULL, updated_at = now()';

/** Stored statuses behind each shown state (for the exact totals read from the per-status counters). */
const STATUSES: Record<RunState, string[]> = {
  active: ['pending', 'active'], paused: ['paused'], completed: ['completed'], cancelled: ['canceled', 'failed'],
};

/** Due and searched runs are counted up to this many; beyond it the total is "10,000+" (counting more would cost O(matches)). */
export const DUE_COUNT_CAP = 10_000;
/** Pages past this offset in the second half of the list are read from its end (what page 1 costs). */
const FROM_END_AFTER = 5_000;

export interface RunRow {
  id: string;
  contact_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  sequence_id: string;
  sequence_name: string | null;
  status: string;
  current_step: number;
  retry_count: number;
  next_run_at: Date | null;
  end_reason: string | null;
  created_at: Date;
  updated_at: Date;
  /** Who may act on it (write-access.policy): who enrolled the contact and the sequence's owner. */
  enrolled_by_user_id: string | null;
  owner_user_id: string | null;
}

/** A run as its actions need it, locked for the transaction. */
export interface LockedRun {
  id: string;
  status: string;
  current_step: number;
  next_run_at: Date | null;
  held_by_sequence: boolean;
  enrolled_by_user_id: string | null;
  owner_user_id: string | null;
  step_count: number;
  contact_timezone: string | null;
  rule_window: unknown;
  rule_timezone: string | null;
}

export interface RunListQuery {
  state: RunStateFilter;
  dueOnly: boolean;
  /** Only this sequence's runs. */
  sequenceId?: string | null;
  /** The contact's name or email contains this (trimmed, compared lower-cased). */
  search?: string | null;
  limit: number;
  offset: number;
}

/** A list shape: its filter and the filter's parameters ($1…), its sort key (an index key) and the direction page 1 reads it in. */
interface ListShape {
  where: string;
  params: unknown[];
  key: string;
  direction: 'ASC' | 'DESC';
  statuses: string[] | null;
}

/** `text` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const flip = (direction: 'ASC' | 'DESC'): 'ASC' | 'DESC' => (direction === 'ASC' ? 'DESC' : 'ASC');

@Injectable()
export class RunsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /** One page of runs and the total (exact, or capped for due runs). Every shape walks an index in its order. */
  async list(q: RunListQuery): Promise<{ rows: RunRow[]; total: number; exact: boolean }> {
    const shape = this.shape(q);
    if (shape === null) return { rows: [], total: 0, exact: true };
    const { total, exact } = await this.total(shape, q.dueOnly || !!q.search, q.sequenceId ?? null);
    if (q.offset >= total && exact) return { rows: [], total, exact };
    // Deep pages in the second half are the first rows of the reversed order (the last page costs what page 1 does).
    const fromEnd = exact && q.offset > FROM_END_AFTER && q.offset > total / 2;
    const limit = fromEnd ? Math.min(q.limit, total - q.offset) : q.limit;
    const offset = fromEnd ? total - q.offset - limit : q.offset;
    const direction = fromEnd ? flip(shape.direction) : shape.direction;
    // The page is found on the index alone (index-only: ids and sort keys), then only its rows are read.
    const rows = (await this.dataSource.query(
      `SELECT se.id, se.contact_id, c.first_name, c.last_name, c.email, se.sequence_id, s.name AS sequence_name, se.status,
              se.current_step, se.retry_count, se.next_run_at, se.end_reason, se.created_at, se.updated_at,
              se.enrolled_by_user_id, s.owner_user_id
       FROM (${this.pageQuery(shape, direction)}) p
       JOIN sequence_enrollments se ON se.id = p.id
       LEFT JOIN contacts c ON c.id = se.contact_id
       LEFT JOIN sequences s ON s.id = se.sequence_id
       ORDER BY p.k ${direction}, p.id ${direction}`,
      [...shape.params, limit, offset],
    )) as RunRow[];
    return { rows: fromEnd ? rows.reverse() : rows, total, exact };
  }

  /** The list statement's plan (for the benchmark and the README). */
  async explainList(q: RunListQuery): Promise<string[]> {
    const shape = this.shape(q);
    if (shape === null) return [];
    const plan = (await this.dataSource.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${this.pageQuery(shape, shape.direction)}`, [
      ...shape.params, q.limit, q.offset,
    ])) as { 'QUERY PLAN': string }[];
    return plan.map((row) => row['QUERY PLAN']);
  }

  /** The run with what its actions check, locked until the transaction ends; null when there is none. */
  async lock(id: string): Promise<LockedRun | null> {
    const rows = (await this.db.tx.query(
      `SELECT se.id, se.status, se.current_step, se.next_run_at, se.enrolled_by_user_id, s.owner_user_id,
              (se.held_by_sequence_at IS NOT NULL AND s.state = 'paused') AS held_by_sequence,
              (SELECT count(*) FROM sequence_steps st WHERE st.sequence_id = se.sequence_id)::int AS step_count,
              c.timezone AS contact_timezone, r.send_window_json AS rule_window, r.timezone AS rule_timezone
       FROM sequence_enrollments se
       JOIN sequences s ON s.id = se.sequence_id
       LEFT JOIN contacts c ON c.id = se.contact_id
       LEFT JOIN enrollment_rules r ON r.id = se.rule_id
       WHERE se.id = $1 FOR UPDATE OF se`,
      [id],
    )) as LockedRun[];
    return rows[0] ?? null;
  }

  /** Paused by `userId` with the reason, recorded as the advancer's RunControl records a pause (the explain line reads it). */
  async pause(id: string, userId: string, reason: string): Promise<void> {
    await this.db.tx.query(
      `UPDATE sequence_enrollments SET status = 'paused', paused_by_user_id = $2, pause_reason = left($3, 200), hold_reason = 'paused', hold_detail = $3, ${RELEASE}
       WHERE id = $1`,
      [id, userId, reason],
    );
  }

  async reactivate(id: string, nextRunAt: Date): Promise<void> {
    await this.db.tx.query(
      `UPDATE sequence_enrollments SET status = 'active', next_run_at = $2, held_by_sequence_at = NULL, paused_by_user_id = NULL, pause_reason = NULL,
              hold_reason = NULL, hold_detail = NULL, hold_until = NULL, ${RELEASE}
       WHERE id = $1`,
      [id, nextRunAt],
    );
  }

  /** Moves the run to `step`, due now. */
  async moveToStep(id: string, step: number): Promise<void> {
    await this.db.tx.query(
      `UPDATE sequence_enrollments SET current_step = $2, next_run_at = now(), retry_count = 0, hold_reason = NULL, hold_detail = NULL, hold_until = NULL, ${RELEASE}
       WHERE id = $1`,
      [id, step],
    );
  }

  /** Ends the run as `status` (completed or canceled) with the reason. */
  async end(id: string, status: 'completed' | 'canceled', reason: string): Promise<void> {
    await this.db.tx.query(
      `UPDATE sequence_enrollments SET status = $2, ended_at = now(), end_reason = left($3, 200), next_run_at = NULL, held_by_sequence_at = NULL, ${RELEASE}
       WHERE id = $1`,
      [id, status, reason],
    );
  }

  /** The run as the list shows it. */
  async row(id: string): Promise<RunRow | null> {
    const rows = (await this.db.tx.query(
      `SELECT se.id, se.contact_id, c.first_name, c.last_name, c.email, se.sequence_id, s.name AS sequence_name, se.status,
              se.current_step, se.retry_count, se.next_run_at, se.end_reason, se.created_at, se.updated_at,
              se.enrolled_by_user_id, s.owner_user_id
       FROM sequence_enrollments se LEFT JOIN contacts c ON c.id = se.contact_id LEFT JOIN sequences s ON s.id = se.sequence_id
       WHERE se.id = $1`,
      [id],
    )) as RunRow[];
    return rows[0] ?? null;
  }

  /** The page's ids and sort keys; the shape's parameters come first, then LIMIT and OFFSET. */
  private pageQuery(shape: ListShape, direction: 'ASC' | 'DESC'): string {
    const n = shape.params.length;
    return `SELECT se.id, ${shape.key} AS k FROM sequence_enrollments se WHERE ${shape.where}
            ORDER BY ${shape.key} ${direction}, se.id ${direction} LIMIT $${n + 1} OFFSET $${n + 2}`;
  }

  private shape(q: RunListQuery): ListShape | null {
    const base = this.stateShape(q);
    if (base === null) return null;
    const where = [base.where];
    const params: unknown[] = [];
    if (q.sequenceId) {
      // A sequence's runs in a state are read from (sequence_id, status, created_at) and sorted: O(that sequence's runs).
      params.push(q.sequenceId);
      where.push(`se.sequence_id = $${params.length}`);
      if (base.statuses) {
        params.push(base.statuses);
        where.push(`se.status = ANY($${params.length}::text[])`);
      }
    }
    if (q.search) {
      // The matching contacts come from the trigram index on their lower-cased search text (name, email, company,
      // phone; contacts with an email), narrowed to name or email; their runs through sequence_enrollments_contact_idx.
      params.push(containing(q.search));
      const p = `$${params.length}`;
      where.push(`se.contact_id IN (SELECT c.id FROM contacts c WHERE c.email IS NOT NULL AND c.search_text LIKE ${p}
        AND (lower(concat_ws(' ', c.first_name, c.last_name)) LIKE ${p} OR lower(c.email) LIKE ${p}))`);
    }
    return { ...base, where: where.join(' AND '), params };
  }

  private stateShape(q: RunListQuery): Omit<ListShape, 'params'> | null {
    // Only an active run is due (a paused one waits for its operator, an ended one has nothing left to send).
    if (q.dueOnly) {
      if (q.state !== 'active' && q.state !== 'all') return null;
      return { where: `${STATE} = 'active' AND ${RUN_AT} <= now()`, key: RUN_AT, direction: 'ASC', statuses: STATUSES.active };
    }
    if (q.state === 'all') return { where: 'true', key: 'se.created_at', direction: 'DESC', statuses: Object.values(STATUSES).flat() };
    // Live runs soonest first; ended ones latest first (the same index read backwards).
    const live = q.state === 'active' || q.state === 'paused';
    return { where: `${STATE} = '${q.state}'`, key: RUN_AT, direction: live ? 'ASC' : 'DESC', statuses: STATUSES[q.state] };
  }

  /** Exact from the counters when only state (and sequence) filter; else counted on the filter, up to the cap. */
  private async total(shape: ListShape, counted: boolean, sequenceId: string | null): Promise<{ total: number; exact: boolean }> {
    if (!counted && shape.statuses) {
      // Exact and O(sequences): the per-(sequence, status) counters kept by triggers (AddSequenceEnrollmentCounters).
      const [row] = (await this.dataSource.query(
        `SELECT coalesce(sum(n), 0)::bigint AS n FROM sequence_enrollment_counts WHERE status = ANY($1::text[]) AND ($2::uuid IS NULL OR sequence_id = $2)`,
        [shape.statuses, sequenceId],
      )) as { n: string }[];
      return { total: Number(row?.n ?? 0), exact: true };
    }
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM sequence_enrollments se WHERE ${shape.where} LIMIT ${DUE_COUNT_CAP + 1}) due`,
      shape.params,
    )) as { n: number }[];
    const n = row?.n ?? 0;
    return n > DUE_COUNT_CAP ? { total: DUE_COUNT_CAP, exact: false } : { total: n, exact: true };
  }
}
