/**
 * Reply branches (pure): a sequence may send a contact who replies to one of its later steps (`on_reply_next_step_id`)
 * and runs that reach that step without a reply to another (`on_no_reply_next_step_id`), or end them when none is
 * set. Both name steps of this sequence by id; branches only point forward, so neither may be step 1 (the earlier of
 * the two is where the paths part, after the step before it), and they must differ.
 */
export interface BranchStep {
  id: string;
  stepOrder: number;
}

export interface Branches {
  replyStepId: string | null;
  noReplyStepId: string | null;
}

/** Every problem with the branches against the sequence's steps (none: they hold). */
export function branchProblems({ replyStepId, noReplyStepId }: Branches, steps: readonly BranchStep[]): string[] {
  const problems: string[] = [];
  const check = (id: string | null, field: string): void => {
    if (id === null) return;
    const step = steps.find((candidate) => candidate.id === id);
    if (!step) problems.push(`${field} must be one of this sequence's steps`);
    else if (step.stepOrder === 1) problems.push(`${field} cannot be step 1: branches start after a step has gone out`);
  };
  check(replyStepId, 'on_reply_next_step_id');
  check(noReplyStepId, 'on_no_reply_next_step_id');
  if (replyStepId !== null && replyStepId === noReplyStepId) problems.push('on_reply_next_step_id and on_no_reply_next_step_id must be different steps');
  return problems;
}
