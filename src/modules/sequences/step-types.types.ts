/**
 * The door from sequence definitions to the step types (email today; each type is a handler in the runs module's
 * steps/ folder). The sequences module owns this port and never imports runs: saving steps and activating a sequence
 * ask it what is wrong with the steps; the runs module provides it under STEP_TYPES, and the composition root hands
 * that module to SequencesModule.register().
 */

/** One step as the sequence stores it: the columns every type shares, and the email step's (null elsewhere). */
export interface StepConfig {
  /** 1-based. */
  stepOrder: number;
  type: string;
  templateId: string | null;
  subjectOverride: string | null;
  fromOverride: string | null;
  /** The type's own settings (a call step's expiry and outcome routes); null for none. */
  config?: Record<string, unknown> | null;
}

export interface StepSaveContext {
  /** Template ids the sequence's saved steps use now: a template deleted since stays allowed on them. */
  keptTemplateIds: ReadonlySet<string | null>;
  /** How many steps the sequence will have: a branch may only point to a later one. */
  stepCount: number;
}

export interface StepTypes {
  /** The registered step types ('email', …), in registration order. */
  names(): readonly string[];
  /** At save: every problem with the steps' stored settings, each as "Step n: …" (an unknown type is one). */
  configProblems(steps: readonly StepConfig[], context: StepSaveContext): Promise<string[]>;
  /** Before runs may start (a sequence activated, a rule started, a manual assignment): the first step that cannot run, or null. */
  readinessProblem(steps: readonly StepConfig[]): Promise<string | null>;
}

/** Nest injection token of the StepTypes the runs module provides. */
export const STEP_TYPES = Symbol('STEP_TYPES');
