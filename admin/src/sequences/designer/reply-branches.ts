import type { DraftStep, SequenceDetails } from './designer-rules';
import { stepType } from './steps/step-types';

/**
 * Reply branches (the server's rules: src/modules/sequences/sequence-branches.policy.ts). When the sequence does not
 * stop on reply, a contact who replies moves to the reply step; runs that reach the reply step without a reply go to
 * the no-reply step instead, or end when none is set; a run on the reply path ends where the no-reply path begins.
 * Both name saved steps of this sequence; branches only go forward (neither may be step 1) and they differ.
 */

/** The two branch fields of the sequence. */
export type BranchField = 'on_reply_next_step_id' | 'on_no_reply_next_step_id';

/** The select's value for no branch. */
export const NO_BRANCH = 'none';
/** The no-branch choice in words. */
export const NO_BRANCH_LABEL = '— (no branch)';
/** The reply branch's select. */
export const REPLY_BRANCH_LABEL = 'After a reply, go to';
/** The no-reply branch's select. */
export const NO_REPLY_BRANCH_LABEL = 'Without a reply, go to';
/** Under the selects while some steps are unsaved (they have no id to branch to yet). */
export const SAVE_STEPS_FIRST = 'Save the steps first to branch to them';
/** A branch to a step that is no longer in the sequence. */
export const BRANCH_STEP_GONE = 'Step no longer exists — choose again';
/** A branch to step 1 (branches only go forward, after a step has gone out). */
export const BRANCH_FIRST_STEP = 'Branches start after step 1';
/** A no-reply branch to the reply branch's own step (the server wants two different steps). */
export const BRANCH_SAME_STEP = 'Choose a different step from the reply branch';

/** A saved step a branch can go to, as the selects offer it ('Step 3: Hello {{firstName}}'). */
export interface BranchChoice {
  id: string;
  order: number;
  label: string;
}

type BranchStep = Pick<DraftStep, 'id' | 'step_order' | 'type' | 'subject'> & { subject_override?: unknown };

/** A step in a few words: its subject as edited, else as saved, else its type ('Call Task Step'). */
const stepWords = (step: BranchStep): string => {
  const edited = typeof step.subject_override === 'string' ? step.subject_override.trim() : '';
  return edited || step.subject?.trim() || stepType(step.type).label;
};

/** The steps a branch can go to: the saved ones (those with an id), in order. */
export const branchChoices = (steps: readonly BranchStep[]): BranchChoice[] =>
  steps.flatMap((step) => (step.id ? [{ id: step.id, order: step.step_order, label: `Step ${step.step_order}: ${stepWords(step)}` }] : []));

/** Whether some steps are not saved yet (they cannot be branched to until they are). */
export const hasUnsavedSteps = (steps: readonly BranchStep[]): boolean => steps.some((step) => !step.id);

type Branches = Pick<SequenceDetails, BranchField>;

/** What is wrong with a branch against the steps (gone, step 1, the no-reply branch on the reply step), or null. */
export const branchProblem = (field: BranchField, details: Branches, steps: readonly BranchStep[]): string | null => {
  const id = details[field];
  if (id === null) return null;
  const target = branchChoices(steps).find((choice) => choice.id === id);
  if (!target) return BRANCH_STEP_GONE;
  if (target.order === 1) return BRANCH_FIRST_STEP;
  if (field === 'on_no_reply_next_step_id' && id === details.on_reply_next_step_id) return BRANCH_SAME_STEP;
  return null;
};

/** The branch's step number when it holds, else null. */
const branchOrder = (field: BranchField, details: Branches, steps: readonly BranchStep[]): number | null =>
  branchProblem(field, details, steps) === null ? (branchChoices(steps).find((choice) => choice.id === details[field])?.order ?? null) : null;

/** The branches as the sequence's PUT takes them: one with a problem (a step gone, step 1) is sent as null. */
export const branchesInput = (details: Branches, steps: readonly BranchStep[]): Branches => ({
  on_reply_next_step_id: branchProblem('on_reply_next_step_id', details, steps) === null ? details.on_reply_next_step_id : null,
  on_no_reply_next_step_id: branchProblem('on_no_reply_next_step_id', details, steps) === null ? details.on_no_reply_next_step_id : null,
});

/** The details without the branches (a new sequence has no saved steps to branch to). */
export const withoutBranches = ({ on_reply_next_step_id: _reply, on_no_reply_next_step_id: _noReply, ...rest }: SequenceDetails): Omit<SequenceDetails, BranchField> => rest;

const stepsWord = (last: number): string => (last === 1 ? 'Step 1' : `Steps 1–${last}`);

/**
 * The paths in one line, from the branches that hold: 'Steps 1–2 for everyone; a reply goes to step 4; no reply goes
 * to step 3'. No reply branch: every run takes the steps in order (a no-reply branch alone never applies).
 */
export const branchSummary = (details: Branches, steps: readonly BranchStep[]): string => {
  const reply = branchOrder('on_reply_next_step_id', details, steps);
  const noReply = branchOrder('on_no_reply_next_step_id', details, steps);
  if (reply === null) {
    return noReply === null
      ? 'No branches: every run takes the steps in order'
      : `Every run takes the steps in order: "${NO_REPLY_BRANCH_LABEL}" applies only with "${REPLY_BRANCH_LABEL}"`;
  }
  const common = `${stepsWord(Math.min(reply, noReply ?? reply) - 1)} for everyone; a reply goes to step ${reply}`;
  if (noReply === null) return `${common}; no reply ends the run`;
  const replyPathEnd = reply < noReply ? ` (the reply path ends before step ${noReply})` : '';
  return `${common}; no reply goes to step ${noReply}${replyPathEnd}`;
};
