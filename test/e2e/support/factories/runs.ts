import { type Db, type Fields, given, insertRows, sql } from './insert-rows';

/** A run: one contact's way through a sequence (table sequence_enrollments). */
export interface RunRow {
  id: string;
  sequence_id: string;
  contact_id: string;
  rule_id: string | null;
  status: 'pending' | 'active' | 'paused' | 'completed' | 'canceled' | 'failed';
  current_step: number;
  retry_count: number;
  next_run_at: Date | null;
  held_by_sequence_at: Date | null;
  started_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  enrolled_by_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  locked_until: Date | null;
  locked_by: string | null;
  hold_reason: string | null;
  hold_detail: string | null;
  hold_until: Date | null;
  last_error: string | null;
  last_sent_at: Date | null;
  paused_by_user_id: string | null;
  pause_reason: string | null;
}

export type RunFields = Fields<RunRow> & { sequence_id: string; contact_id: string };

/** A second ago: a run whose next_run_at is this is due. */
export const DUE_NOW = sql("now() - interval '1 second'");

const ENDED = ['completed', 'canceled', 'failed'];

/**
 * Runs in one statement: the table's defaults (active, at step 1, nothing scheduled) unless given, and a run that has
 * ended (completed, canceled, failed) ended now unless it names ended_at.
 */
export async function insertRuns(db: Db, rows: readonly RunFields[]): Promise<RunRow[]> {
  const ended = (fields: RunFields) => (typeof fields.status === 'string' && ENDED.includes(fields.status) ? { ended_at: sql('now()') } : {});
  return insertRows<RunRow>(db, 'sequence_enrollments', rows.map((fields) => ({ ...ended(fields), ...given(fields) })));
}

/** A run (see insertRuns). */
export async function insertRun(db: Db, fields: RunFields): Promise<RunRow> {
  const [run] = await insertRuns(db, [fields]);
  return run;
}
