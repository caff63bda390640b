import type { SequenceCardRow } from 'src/modules/sequences/sequences.repository';
import { type Db, type Fields, given, type Json, insertRows, next } from './insert-rows';

/** A sequences row: the stored columns of the card row (without the figures the card query adds). */
export type SequenceRow = Omit<SequenceCardRow,
  'step_count' | 'active_enrollments' | 'total_enrollments' | 'completed_enrollments' | 'canceled_enrollments' | 'enrollments_24h' | 'enrollment_rules' | 'eligible_count' | 'all_count'>;

export interface StepRow {
  id: string;
  sequence_id: string;
  step_order: number;
  /** 'email' or 'call' (the step handlers name the types). */
  type: string;
  template_id: string | null;
  subject_override: string | null;
  from_override: string | null;
  delay_seconds: number;
  quiet_hours: Json | null;
  skip_if: Json | null;
  stop_if: Json | null;
  wait_until: Json | null;
  /** The step type's own settings (a call step's routes, an email step's A/B variants). */
  config: Json | null;
  created_at: Date;
  updated_at: Date;
}

export type SequenceFields = Fields<SequenceRow>;
/** A step of a sequence being made: its number is its place in the list (1, 2, …) unless it names step_order. */
export type StepFields = Omit<Fields<StepRow>, 'sequence_id'>;

const STEP_JSON = ['quiet_hours', 'skip_if', 'stop_if', 'wait_until', 'config'];

/** Sequences in one statement, each with a fresh name unless it names one; the rest the table's defaults. */
export async function insertSequences(db: Db, rows: readonly SequenceFields[]): Promise<SequenceRow[]> {
  return insertRows<SequenceRow>(db, 'sequences', rows.map((fields) => ({ name: `Factory sequence ${next()}`, ...given(fields) })));
}

/** Steps added to a sequence in one statement, numbered by their place in the list unless they name step_order. */
export async function insertSteps(db: Db, sequenceId: string, steps: readonly StepFields[]): Promise<StepRow[]> {
  return insertRows<StepRow>(db, 'sequence_steps', steps.map((step, i) => ({ sequence_id: sequenceId, step_order: i + 1, ...given(step) })), STEP_JSON);
}

/** A sequence (see insertSequences) with the given steps (see insertSteps; none unless given). */
export async function insertSequence(db: Db, fields: SequenceFields = {}, steps: readonly StepFields[] = []): Promise<SequenceRow & { steps: StepRow[] }> {
  const [sequence] = await insertSequences(db, [fields]);
  return { ...sequence, steps: steps.length > 0 ? await insertSteps(db, sequence.id, steps) : [] };
}
