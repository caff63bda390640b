import { mayWrite, type Writer } from 'src/common/access/write-access.policy';
/**
 * Run states as the operations screens show them, and the rules of the operator's run actions. Pure: the service
 * reads the run, asks here, and writes what is answered.
 *
 * Stored statuses → shown states: pending and active → active (a pending run is waiting for its first send, which
 * the operator steers like an active one); paused → paused; completed → completed; canceled and failed → cancelled
 * (both ended before the last step; `status` and `end_reason` on the row keep which and why).
 */
export const RUN_STATES = ['active', 'paused', 'completed', 'cancelled'] as const;
export type RunState = (typeof RUN_STATES)[number];

export const RUN_STATE_FILTERS = ['active', 'paused', 'completed', 'cancelled', 'all'] as const;
export type RunStateFilter = (typeof RUN_STATE_FILTERS)[number];

export const RUN_ACTIONS = ['pause', 'reactivate', 'advance', 'cancel'] as const;
export type RunAction = (typeof RUN_ACTIONS)[number];

/** What Active Runs does to the selected runs in one call (POST /api/enrollments/bulk), and how many at most. */
export const BULK_RUN_ACTIONS = ['pause', 'cancel'] as const;
export type BulkRunAction = (typeof BULK_RUN_ACTIONS)[number];
export const BULK_RUNS_MAX = 100;

/** The runs search needs this many characters (fewer would match nearly every contact and no trigram index helps). */
export const RUN_SEARCH_MIN = 2;

const SHOWN: Record<string, RunState> = {
  pending: 'active', active: 'active', paused: 'paused', completed: 'completed', canceled: 'cancelled', failed: 'cancelled',
};

export function runState(status: string): RunState {
  return SHOWN[status] ?? 'cancelled';
}

/** Why an action is refused (409), in the words the screens show after 'Failed to {action}: '. */
export const RUN_ACTION_REFUSALS = {
  pause_not_active: 'Only active runs can be paused',
  reactivate_not_paused: 'Only paused runs can be reactivated',
  reactivate_sequence_paused: 'The sequence is paused; resume the sequence to run its enrollments',
  ended: 'This run has already ended',
} as const;
export type RunActionRefusal = keyof typeof RUN_ACTION_REFUSALS;

/** The refusal for `action` on a run in stored `status`, or null when the move is legal. */
export function actionRefusal(action: RunAction, status: string, heldBySequence: boolean): RunActionRefusal | null {
  const state = runState(status);
  if (state === 'completed' || state === 'cancelled') return 'ended';
  if (action === 'pause' && state !== 'active') return 'pause_not_active';
  if (action === 'reactivate') {
    if (state !== 'paused') return 'reactivate_not_paused';
    if (heldBySequence) return 'reactivate_sequence_paused';
  }
  return null;
}

/**
 * Who may act on a run: admins, the sequence's owner and the user who enrolled the contact (the same people who may
 * unenroll it). Anyone signed in may read the lists.
 */
export function mayAct(user: Writer, run: { owner_user_id: string | null; enrolled_by_user_id: string | null }): boolean {
  return mayWrite(user, { ownerUserId: run.owner_user_id, enrolledByUserId: run.enrolled_by_user_id });
}

/** What `advance` does: the next step due now, or the run completed when it was on the last step. */
export function advanceOutcome(currentStep: number, stepCount: number): { complete: true } | { complete: false; step: number } {
  return currentStep >= stepCount ? { complete: true } : { complete: false, step: currentStep + 1 };
}
