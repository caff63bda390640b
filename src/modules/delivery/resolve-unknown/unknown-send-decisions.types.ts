/**
 * The door from an operator's decision on an unconfirmed send (delivery) to the run that sent it (the runs module).
 * The delivery module owns this port and never imports runs: the runs module implements it (its
 * RunControlService, which applies the advancer's own rules, events and timeline lines) and provides it under
 * UNKNOWN_SEND_DECISIONS; the composition root hands that provider to ResolveUnknownModule.register().
 */

/** The run after a decision (current_step 1-based, as stored). */
export interface DecidedRun {
  id: string;
  status: string;
  current_step: number;
  next_run_at: Date | null;
}

/** What a decision did to the run: moved (with its new state), or left alone (ended, or on another step). */
export type DecisionOutcome = { moved: true; run: DecidedRun } | { moved: false; run: DecidedRun | null };

export interface UnknownSendDecisions {
  /** Step `step` (1-based) of the run went out at `sentAt`: the run moves on as after any send. */
  confirmStepSent(enrollmentId: string, step: number, sent: { deliveryId: string; sentAt: Date; by: string }): Promise<DecisionOutcome>;
  /** Step `step` did not go out: the run is given it again (`why` becomes its last error). */
  sendStepAgain(enrollmentId: string, step: number, why: string): Promise<DecisionOutcome>;
}

/** Nest injection token of the UnknownSendDecisions the runs module provides. */
export const UNKNOWN_SEND_DECISIONS = Symbol('UNKNOWN_SEND_DECISIONS');
