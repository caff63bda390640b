/**
 * How an operator's decision on an unconfirmed send (a delivery left `unknown`) moves the run that sent it (pure).
 * The send rules themselves are the advancer's (`afterSend`: the next step's delay from the send, its move-date
 * anchor, completion after the last step); this only says whether the run is still the one waiting on that step.
 */

/** The run as the decision needs it. */
export interface RunAtStep {
  status: string;
  /** 1-based. */
  current_step: number;
  hold_reason: string | null;
}

/**
 * - `move`: the run is live on the delivery's step (normally paused as `delivery_unknown`): it is moved.
 * - `leave`: the run has ended, or an operator already moved it to another step: it is left as it is.
 */
export type ResolvedRunMove = 'move' | 'leave';

const LIVE = new Set(['pending', 'active', 'paused']);

export function resolvedRunMove(run: RunAtStep | null, step: number): ResolvedRunMove {
  if (run === null || !LIVE.has(run.status) || run.current_step !== step) return 'leave';
  return 'move';
}

/**
 * Whether the run waits only for this decision (paused by the engine as `delivery_unknown`): then it becomes active
 * again. A run paused for another reason (an operator's pause, its paused sequence) stays paused.
 */
export function waitsOnlyForDecision(run: RunAtStep): boolean {
  return run.status === 'paused' && run.hold_reason === 'delivery_unknown';
}
