/**
 * Where a run goes after a step when its sequence has reply branches (pure). R: the reply step
 * (`on_reply_next_step_id`), where a contact who replied was moved when the reply came (RunControlService.
 * takeReplyBranch). N: the no-reply step (`on_no_reply_next_step_id`). The steps from R on are the reply path, those
 * from N on the no-reply path; each path ends where the other begins. So, moving on from step k:
 * - into R without having been moved there (no reply came): to N when it lies ahead, else the run ends;
 * - into N from the reply path (k ≥ R, N after R): the reply path is done, the run ends;
 * - anything else: the following step, as without branches.
 */
import type { NextStep } from './run-decision.policy';

export interface ReplyBranches {
  /** The reply step's order; null without a reply branch. */
  reply: number | null;
  /** The no-reply step; null without one. */
  noReply: NextStep | null;
}

/** The step the run goes to next (null: the run ends, completed). */
export function branchedNext(current: number, next: NextStep | null, branches: ReplyBranches): NextStep | null {
  if (next === null) return null;
  const { reply, noReply } = branches;
  if (reply !== null && next.step_order === reply && current < reply) {
    return noReply !== null && noReply.step_order > current && noReply.step_order !== reply ? noReply : null;
  }
  if (noReply !== null && reply !== null && next.step_order === noReply.step_order && current >= reply && noReply.step_order > reply) return null;
  return next;
}
