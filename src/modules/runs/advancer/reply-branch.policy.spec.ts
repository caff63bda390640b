import { branchedNext } from './reply-branch.policy';

const step = (step_order: number) => ({ step_order, delay_seconds: 3600 * step_order, wait_until: null });

describe('reply branch policy', () => {
  // Steps 1 (everyone), 2 (no reply: a nudge), 3 (no reply), 4 (reply: thanks), 5 (reply).
  const branches = { reply: 4, noReply: step(2) };

  it('keeps runs without a reply off the reply path, and ends the reply path where the no-reply path begins', () => {
    expect(branchedNext(1, step(2), branches)).toEqual(step(2));
    expect(branchedNext(2, step(3), branches)).toEqual(step(3));
    // No reply by the end of the no-reply path: it ends rather than entering the reply path.
    expect(branchedNext(3, step(4), branches)).toBeNull();
    // On the reply path (moved to 4 by the reply): on to 5, and after the last step the run completes.
    expect(branchedNext(4, step(5), branches)).toEqual(step(5));
    expect(branchedNext(5, null, branches)).toBeNull();
  });

  it('sends runs that reach the reply step without a reply to the no-reply step when it lies ahead', () => {
    // Steps 1, 2 (reply path), 3.. (no-reply path).
    const replyFirst = { reply: 2, noReply: step(3) };
    expect(branchedNext(1, step(2), replyFirst)).toEqual(step(3));
    // Moved to 2 by a reply: when step 2 is done, the reply path ends where the no-reply path begins.
    expect(branchedNext(2, step(3), replyFirst)).toBeNull();
    // Without a no-reply step, a run that did not reply ends at the reply path.
    expect(branchedNext(1, step(2), { reply: 2, noReply: null })).toBeNull();
  });

  it('changes nothing without branches', () => {
    expect(branchedNext(1, step(2), { reply: null, noReply: null })).toEqual(step(2));
    expect(branchedNext(1, step(2), { reply: null, noReply: step(3) })).toEqual(step(2));
  });
});
