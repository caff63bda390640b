import type { EntityManager } from 'typeorm';

/**
 * The door from a sequence's lifecycle (delete with force, pause, resume) to its runs, which the runs module owns.
 * The sequences module owns this port and never imports runs (runs read sequence definitions, so the arrow points
 * the other way): the runs module implements it and provides it under SEQUENCE_RUNS, and the composition root hands
 * that module to SequencesModule.register(). Each call joins the caller's transaction through `manager`.
 */
export interface SequenceRuns {
  /** How many runs of the sequence have not ended (pending, active or paused). */
  countLive(manager: EntityManager, sequenceId: string): Promise<number>;
  /** Ends every live run of the sequence as canceled with `reason`; answers how many. */
  cancelLive(manager: EntityManager, sequenceId: string, reason: string): Promise<number>;
  /** Holds the sequence's active runs (paused, marked as held by the sequence; the next run time is kept). */
  hold(manager: EntityManager, sequenceId: string): Promise<number>;
  /** Releases the runs the sequence held; runs paused on their own stay paused. */
  release(manager: EntityManager, sequenceId: string): Promise<number>;
}

/** Nest injection token of the SequenceRuns the runs module provides. */
export const SEQUENCE_RUNS = Symbol('SEQUENCE_RUNS');
