import type { SequenceState, StoredSequenceState } from './sequences.constants';

export interface StateInputs {
  state: StoredSequenceState;
  isActive: boolean;
  deleted: boolean;
  stepCount: number;
  activeEnrollments: number;
}

/**
 * The card badge rule, answered as `state`: paused when switched off; archived when is_active is false or the
 * sequence is deleted; draft without steps; active with live enrollments; otherwise ready.
 */
export function deriveSequenceState({ state, isActive, deleted, stepCount, activeEnrollments }: StateInputs): SequenceState {
  if (state === 'paused') return 'paused';
  if (!isActive || deleted) return 'archived';
  if (stepCount === 0) return 'draft';
  return activeEnrollments > 0 ? 'active' : 'ready';
}

/** Percent of enrollments completed, one decimal; 0 without enrollments. */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 1000) / 10 : 0;
}

/** First free copy name: '{name} (Copy)', then '{name} (Copy) 2', '{name} (Copy) 3', ... (case-insensitive). */
export function copyName(name: string, taken: ReadonlySet<string>, maxLength = 200): string {
  const base = `${name.slice(0, maxLength - 12)} (Copy)`;
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} ${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
