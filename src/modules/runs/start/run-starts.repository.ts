import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { returnedRows } from 'src/database/returned-rows';

/** The live statuses (the one-live-run-per-contact-and-sequence index covers exactly these). */
const LIVE = `('pending', 'active', 'paused')`;

/** One run to start: the contact and its first step's run time. */
export interface RunStart {
  contactId: string;
  nextRunAt: Date;
}

/**
 * A SELECT of the contacts to start runs for, as enrollment compiles it: columns `id` (the contact), `next_run_at`
 * (its first run) and `at` (its place in the caller's order, for the cursor), with its own parameters.
 */
export interface Candidates {
  sql: string;
  params: unknown[];
}

export interface CandidateStarts {
  /** Candidates read. */
  taken: number;
  /** Runs created (candidates minus those that had a live run meanwhile). */
  inserted: number;
  /** The last candidate in (at, id) order: the caller's cursor. */
  last: { at: string; id: string } | null;
}

/** Where runs begin and where enrollment's own cancels end them: the only INSERTs into sequence_enrollments. */
@Injectable()
export class RunStartsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Inserts live runs at `currentStep`; a contact with a live run in the sequence (the one-live index) is left out. */
  async insertMany(sequenceId: string, currentStep: number, userId: string | null, rows: readonly RunStart[]): Promise<{ id: string; contact_id: string }[]> {
    if (rows.length === 0) return [];
    return this.db.query(
      `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at, enrolled_by_user_id)
       SELECT $1::uuid, x.contact_id, 'active', $2::int, x.next_run_at, $3::uuid
         FROM unnest($4::uuid[], $5::timestamptz[]) AS x(contact_id, next_run_at)
       ON CONFLICT (sequence_id, contact_id) WHERE status IN ${LIVE} DO NOTHING
       RETURNING id, contact_id`,
      [sequenceId, currentStep, userId, rows.map((r) => r.contactId), rows.map((r) => r.nextRunAt.toISOString())],
    );
  }

  /**
   * One set-based batch for a rule: every candidate gets a run at step 1 with its first run, in a single INSERT …
   * SELECT ($1 the sequence and $2 the rule are the candidates' own first two parameters). The partial unique index
   * on live runs settles races with other workers or a manual assignment: a conflicting row is skipped.
   */
  async insertCandidates(candidates: Candidates): Promise<CandidateStarts> {
    const rows: { taken: number; inserted: number; last_at: string | null; last_id: string | null }[] = await this.db.query(
      `WITH candidates AS (${candidates.sql}),
       inserted AS (
         INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, next_run_at)
         SELECT $1::uuid, id, $2::uuid, 'active', 1, next_run_at FROM candidates
         ON CONFLICT (sequence_id, contact_id) WHERE status IN ${LIVE} DO NOTHING
         RETURNING 1),
       last AS (SELECT at, id FROM candidates ORDER BY at DESC, id DESC LIMIT 1)
       SELECT (SELECT count(*) FROM candidates)::int AS taken, (SELECT count(*) FROM inserted)::int AS inserted,
              (SELECT at::text FROM last) AS last_at, (SELECT id FROM last) AS last_id`,
      candidates.params,
    );
    const row = rows[0];
    return {
      taken: row?.taken ?? 0,
      inserted: row?.inserted ?? 0,
      last: row?.last_at && row.last_id ? { at: row.last_at, id: row.last_id } : null,
    };
  }

  /** Cancels the given pending or active runs (of one sequence when sequenceId is set) in one statement; answers the ended ids. */
  async cancel(ids: readonly string[], reason: string, sequenceId: string | null): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = returnedRows<{ id: string }>(await this.db.query(
      `UPDATE sequence_enrollments SET status = 'canceled', ended_at = now(), end_reason = left($2, 200), next_run_at = NULL, updated_at = now()
        WHERE id = ANY($1::uuid[]) AND status IN ('pending', 'active') AND ($3::uuid IS NULL OR sequence_id = $3::uuid)
        RETURNING id`,
      [ids, reason, sequenceId],
    ));
    return rows.map((r) => r.id);
  }

  /**
   * Ends every live run of the contact; answers how many. A run whose sequence goal the contact's newest opportunity
   * has reached (a call booked the move, and set the status in its own transaction) ends as a conversion
   * (completed, goal_reached) rather than canceled, so the at-once goal job that follows finds it already ended.
   */
  async cancelForContact(contactId: string, reason: string): Promise<number> {
    const rows = returnedRows<{ id: string }>(await this.db.query(
      `WITH newest AS (SELECT status FROM opportunities WHERE contact_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)
       UPDATE sequence_enrollments e
          SET status = CASE WHEN reached.goal THEN 'completed' ELSE 'canceled' END,
              end_reason = CASE WHEN reached.goal THEN 'goal_reached' ELSE left($2, 200) END,
              ended_at = now(), next_run_at = NULL, updated_at = now()
         FROM sequences s
         CROSS JOIN LATERAL (SELECT coalesce((SELECT newest.status = ANY(s.goal_statuses) FROM newest), false) AS goal) reached
        WHERE e.contact_id = $1 AND e.status IN ${LIVE} AND s.id = e.sequence_id RETURNING e.id`,
      [contactId, reason],
    ));
    return rows.length;
  }
}
