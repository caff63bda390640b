import { branchProblems } from './sequence-branches.policy';

const steps = [{ id: 's1', stepOrder: 1 }, { id: 's2', stepOrder: 2 }, { id: 's3', stepOrder: 3 }];

describe('sequence branches policy', () => {
  it('takes later steps of the sequence, or none', () => {
    expect(branchProblems({ replyStepId: 's3', noReplyStepId: 's2' }, steps)).toEqual([]);
    expect(branchProblems({ replyStepId: null, noReplyStepId: null }, [])).toEqual([]);
  });

  it('refuses a step of another sequence, step 1, and the same step twice', () => {
    expect(branchProblems({ replyStepId: 'elsewhere', noReplyStepId: 's1' }, steps)).toEqual([
      "on_reply_next_step_id must be one of this sequence's steps",
      'on_no_reply_next_step_id cannot be step 1: branches start after a step has gone out',
    ]);
    expect(branchProblems({ replyStepId: 's2', noReplyStepId: 's2' }, steps)).toEqual(['on_reply_next_step_id and on_no_reply_next_step_id must be different steps']);
  });
});
