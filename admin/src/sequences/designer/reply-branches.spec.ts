import { describe, expect, it } from 'vitest';
import { DEFAULT_DETAILS, draftOf, newStep } from './designer-rules';
import {
  BRANCH_FIRST_STEP,
  BRANCH_SAME_STEP,
  BRANCH_STEP_GONE,
  branchChoices,
  branchProblem,
  branchSummary,
  branchesInput,
  hasUnsavedSteps,
  withoutBranches,
} from './reply-branches';
import { savedStep } from './test/sequence-test-kit';

const STEPS = [1, 2, 3, 4, 5].map((order) => draftOf(savedStep(order, 't1', 0, { subject: `Email ${order}` })));
const branches = (reply: number | null, noReply: number | null) => ({
  on_reply_next_step_id: reply === null ? null : `st-${reply}`,
  on_no_reply_next_step_id: noReply === null ? null : `st-${noReply}`,
});

describe('reply branches', () => {
  it('offers the saved steps by subject as edited, else as saved, else by type', () => {
    const edited = { ...STEPS[1]!, subject_override: ' Quick one ' };
    const call = draftOf(savedStep(3, null, 0, { type: 'call', subject: null }));
    const unsaved = { ...newStep(4), key: 'k4' };
    expect(branchChoices([STEPS[0]!, edited, call, unsaved])).toEqual([
      { id: 'st-1', order: 1, label: 'Step 1: Email 1' },
      { id: 'st-2', order: 2, label: 'Step 2: Quick one' },
      { id: 'st-3', order: 3, label: 'Step 3: Call Task Step' },
    ]);
    expect(hasUnsavedSteps([STEPS[0]!, unsaved])).toBe(true);
    expect(hasUnsavedSteps(STEPS)).toBe(false);
  });

  it('finds a step that is gone, step 1 and the same step twice; sends those as null', () => {
    const gone = { on_reply_next_step_id: 'st-9', on_no_reply_next_step_id: 'st-1' };
    expect(branchProblem('on_reply_next_step_id', gone, STEPS)).toBe(BRANCH_STEP_GONE);
    expect(branchProblem('on_no_reply_next_step_id', gone, STEPS)).toBe(BRANCH_FIRST_STEP);
    expect(branchesInput(gone, STEPS)).toEqual({ on_reply_next_step_id: null, on_no_reply_next_step_id: null });
    expect(branchProblem('on_no_reply_next_step_id', branches(3, 3), STEPS)).toBe(BRANCH_SAME_STEP);
    expect(branchesInput(branches(3, 3), STEPS)).toEqual(branches(3, null));
    expect(branchesInput(branches(4, 3), STEPS)).toEqual(branches(4, 3));
    expect(branchProblem('on_reply_next_step_id', branches(null, null), STEPS)).toBeNull();
  });

  it('sums up the paths from the branches that hold', () => {
    expect(branchSummary(branches(null, null), STEPS)).toBe('No branches: every run takes the steps in order');
    expect(branchSummary(branches(4, 3), STEPS)).toBe('Steps 1–2 for everyone; a reply goes to step 4; no reply goes to step 3');
    expect(branchSummary(branches(3, 5), STEPS)).toBe('Steps 1–2 for everyone; a reply goes to step 3; no reply goes to step 5 (the reply path ends before step 5)');
    expect(branchSummary(branches(2, null), STEPS)).toBe('Step 1 for everyone; a reply goes to step 2; no reply ends the run');
    expect(branchSummary(branches(null, 3), STEPS)).toBe(
      'Every run takes the steps in order: "Without a reply, go to" applies only with "After a reply, go to"',
    );
    // A branch that does not hold is left out.
    expect(branchSummary(branches(1, 3), STEPS)).toBe(branchSummary(branches(null, 3), STEPS));
    expect(branchSummary(branches(4, 9), STEPS)).toBe('Steps 1–3 for everyone; a reply goes to step 4; no reply ends the run');
  });

  it('leaves the branches out of a new sequence', () => {
    expect(withoutBranches({ ...DEFAULT_DETAILS, ...branches(2, 3) })).not.toHaveProperty('on_reply_next_step_id');
    expect(withoutBranches(DEFAULT_DETAILS)).not.toHaveProperty('on_no_reply_next_step_id');
  });
});
