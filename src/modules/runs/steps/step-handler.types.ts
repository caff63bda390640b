/**
 * A step type: everything the engine needs to know about one kind of step, in one place. The email step is the first
 * (steps/email/); a new type is a folder beside it with a class implementing StepHandler, registered in
 * step-types.module.ts. Save and activation checks reach the handlers through the sequences module's STEP_TYPES port;
 * the advancer and a run's explanation look them up in StepHandlers by the stored step's `type`.
 */
import type { StepConfig, StepSaveContext } from 'src/modules/sequences/step-types.types';
import type { HolidayList, SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import type { AfterSend, NextStep } from '../advancer/run-decision.types';
import type { SequenceSendOutcome } from 'src/modules/delivery/sequence-send/sequence-send.types';

/** The stored step a run is at: its sequence_steps row as JSON (each type reads its own columns). */
export interface StepRow {
  type: string;
  [column: string]: unknown;
}

/** Why a stored step cannot run: the run ends as failed with `reason` (a `step_…` code). */
export interface StepBlock {
  reason: `step_${string}`;
  /** For the run's records and timeline. */
  detail: string;
  /** For a run's explanation before it gets there: a short code and a sentence. */
  explain: { code: string; text: string };
}

/** Carry out step `stepOrder` of run `enrollmentId` (IDs only: the handler reads the rest itself). */
export interface StepRequest {
  enrollmentId: string;
  stepOrder: number;
  /** The run's send window (open now): a call task is due by its closing hour. */
  window?: SendWindow;
}

/**
 * A step carried out without an email (a wait over, a task done): the run moves on, and `title` / `detail` are the
 * line it leaves on the opportunity's timeline.
 */
export interface StepDone {
  kind: 'done';
  at: Date;
  title: string;
  detail: string | null;
  /**
   * Where the run goes instead of the following step (a call's outcome picks it): a later step (its delay or anchor
   * counted from `at`), or the run's end with the reason (`goal_reached` is a conversion).
   */
  route?: { to: 'step'; next: NextStep } | { to: 'end'; reason: 'call_outcome' | 'goal_reached' };
}

/** The step waits for something outside the run (a call's outcome) until `until` at the latest; `detail` says what. */
export interface StepWaiting {
  kind: 'waiting';
  until: Date;
  detail: string;
}

/**
 * What became of carrying out a step: sent or done (the run moves on), try again later, failed for good, or unknown
 * (an operator decides). The email step answers the delivery module's send outcome as it is.
 */
export type StepOutcome = SequenceSendOutcome | StepDone | StepWaiting;

export interface StepHandler {
  readonly type: string;
  /** Carrying the step out sends an email: it counts against the daily send caps. */
  readonly sendsEmail: boolean;
  /** At save: what is wrong with these steps of this type, each as "Step n: …". */
  configProblems(steps: readonly StepConfig[], context: StepSaveContext): Promise<string[]>;
  /** Before runs may start: the first of these steps that cannot run, in words, or null. */
  readinessProblem(steps: readonly StepConfig[]): Promise<string | null>;
  /** At send time, after the run-level checks: why this stored step cannot run, or null when it can. */
  blocker(step: StepRow, stepOrder: number): StepBlock | null;
  /** Carries the step out. */
  execute(request: StepRequest): Promise<StepOutcome>;
  /** Once carried out at `doneAt`: the next step's run time, or the run's end. */
  after(next: NextStep | null, doneAt: Date, window: SendWindow, moveDate: string | null, holidays: HolidayList): AfterSend;
}

/** Nest injection token of the registered handlers (an array, in registration order). */
export const STEP_HANDLERS = Symbol('STEP_HANDLERS');
