import { decideInboundAction, resumeDay, withinLookback, type MatchedRun } from './inbound-mail.policy';

const now = new Date('2026-11-23T15:00:00Z');
const run = (extra: Partial<MatchedRun> = {}): MatchedRun => ({
  enrollment_id: 'run-1', status: 'active', contact_id: 'c-1', stop_on_reply: true, stop_on_ooo: false, stop_on_bounce: true,
  reply_lookback_hours: 72, last_sent_at: new Date('2026-11-23T09:00:00Z'), ...extra,
});
const reply = { kind: 'human_reply' as const, from: 'ann@example.com', auto_reply: null, bounce: null, complaint: null, human_reply: { text: 'Yes, call me' } };
const ooo = (returnDate: string | null) => ({ kind: 'auto_reply' as const, from: 'bob@example.com', auto_reply: { out_of_office: true, return_date: returnDate }, bounce: null, complaint: null, human_reply: null });
const bounce = (cls: 'hard' | 'soft' | 'policy', status = '5.1.1', diagnostic: string | null = null) => ({
  kind: 'bounce' as const, from: 'mailer-daemon@mx.example', auto_reply: null, human_reply: null, complaint: null, bounce: { class: cls, recipient: 'a@b.example', status, diagnostic, original_message_id: null },
});
const settings = { oooDefaultDays: 7, softBounceLimit: 3 };

describe('decideInboundAction', () => {
  it('should complete a live run on a reply within the lookback when its sequence stops on reply', () => {
    expect(decideInboundAction(reply, run(), now, settings)).toEqual({ kind: 'complete_for_reply', text: 'Yes, call me' });
    expect(decideInboundAction(reply, run({ status: 'paused' }), now, settings).kind).toBe('complete_for_reply');
  });

  it('should only record a reply when the sequence does not stop on reply, the run ended, nothing matched or the lookback passed', () => {
    expect(decideInboundAction(reply, run({ stop_on_reply: false }), now, settings)).toEqual({ kind: 'record' });
    expect(decideInboundAction(reply, run({ status: 'completed' }), now, settings)).toEqual({ kind: 'record' });
    expect(decideInboundAction(reply, null, now, settings)).toEqual({ kind: 'record' });
    expect(decideInboundAction(reply, run({ reply_lookback_hours: 24, last_sent_at: new Date('2026-11-22T14:59:00Z') }), now, settings)).toEqual({ kind: 'record' });
    expect(decideInboundAction(reply, run({ last_sent_at: null }), now, settings)).toEqual({ kind: 'record' });
  });

  it('should use 72 hours when a sequence has no lookback', () => {
    expect(withinLookback({ reply_lookback_hours: null, last_sent_at: new Date('2026-11-20T15:30:00Z') }, now)).toBe(true);
    expect(withinLookback({ reply_lookback_hours: null, last_sent_at: new Date('2026-11-20T14:30:00Z') }, now)).toBe(false);
  });

  it('should hold a run until the day after the return date, or the default days, unless the sequence stops on out-of-office', () => {
    expect(decideInboundAction(ooo('2026-12-01'), run(), now, settings)).toEqual({ kind: 'pause_until', day: '2026-12-02' });
    expect(decideInboundAction(ooo(null), run(), now, settings)).toEqual({ kind: 'pause_until', day: '2026-11-30' });
    expect(decideInboundAction(ooo('2026-12-01'), run({ stop_on_ooo: true }), now, settings)).toEqual({ kind: 'stop', reason: 'out_of_office' });
    expect(decideInboundAction({ ...ooo(null), auto_reply: { out_of_office: false, return_date: null } }, run(), now, settings)).toEqual({ kind: 'record' });
  });

  it('should mark a hard bounce and stop the run only when the sequence stops on bounce', () => {
    expect(decideInboundAction(bounce('hard'), run(), now, settings)).toEqual({ kind: 'hard_bounce', stopRun: true, recipient: 'a@b.example' });
    expect(decideInboundAction(bounce('hard'), run({ stop_on_bounce: false }), now, settings)).toEqual({ kind: 'hard_bounce', stopRun: false, recipient: 'a@b.example' });
    expect(decideInboundAction(bounce('hard'), null, now, settings)).toEqual({ kind: 'hard_bounce', stopRun: false, recipient: 'a@b.example' });
  });

  it('should pause the sending mailbox on a policy bounce and blame no contact or run', () => {
    expect(decideInboundAction(bounce('policy', '5.7.1', '550 5.7.1 SPF check failed'), run(), now, settings))
      .toEqual({ kind: 'pause_mailbox', status: '5.7.1', diagnostic: '550 5.7.1 SPF check failed' });
    expect(decideInboundAction(bounce('policy', '5.1.8'), null, now, settings)).toEqual({ kind: 'pause_mailbox', status: '5.1.8', diagnostic: null });
  });

  it('should only record a soft bounce below the limit, and treat the limit-th in a row as a hard bounce', () => {
    expect(decideInboundAction(bounce('soft', '4.2.2'), run(), now, settings)).toEqual({ kind: 'record' });
    expect(decideInboundAction(bounce('soft', '4.2.2'), run(), now, settings, { softBouncesInARow: 2 })).toEqual({ kind: 'record' });
    expect(decideInboundAction(bounce('soft', '4.2.2'), run(), now, settings, { softBouncesInARow: 3 }))
      .toEqual({ kind: 'hard_bounce', stopRun: true, recipient: 'a@b.example', softBounces: 3 });
    expect(decideInboundAction(bounce('soft', '4.2.2'), run({ status: 'completed' }), now, { ...settings, softBounceLimit: 1 }, { softBouncesInARow: 1 }))
      .toEqual({ kind: 'hard_bounce', stopRun: false, recipient: 'a@b.example', softBounces: 1 });
    const noRecipient = { ...bounce('soft'), bounce: { ...bounce('soft').bounce, recipient: null } };
    expect(decideInboundAction(noRecipient, run(), now, settings, { softBouncesInARow: 5 })).toEqual({ kind: 'record' });
  });

  it('should unsubscribe the sender on an unsubscribe request, with or without a live run, and record other mail', () => {
    expect(decideInboundAction({ ...reply, kind: 'unsubscribe_request' }, run({ stop_on_reply: false }), now, settings)).toEqual({ kind: 'unsubscribe', address: 'ann@example.com' });
    expect(decideInboundAction({ ...reply, kind: 'unsubscribe_request' }, null, now, settings)).toEqual({ kind: 'unsubscribe', address: 'ann@example.com' });
    expect(decideInboundAction({ ...reply, kind: 'unsubscribe_request', from: '' }, null, now, settings)).toEqual({ kind: 'unsubscribe', address: null });
    expect(decideInboundAction({ ...reply, kind: 'other' }, run(), now, settings)).toEqual({ kind: 'record' });
  });

  it('should act on a spam complaint whatever the run, naming the recipient when the provider did not redact it', () => {
    const complaint = (recipient: string | null) => ({ ...reply, kind: 'complaint' as const, from: 'staff@hotmail.com', human_reply: null,
      complaint: { feedback_type: 'abuse', recipient, original_message_id: '<ours@x>', arrival_date: null, reporter: 'Hotmail FBL' } });
    expect(decideInboundAction(complaint('ann@example.com'), run({ status: 'completed' }), now, settings)).toEqual({ kind: 'complaint', recipient: 'ann@example.com', reporter: 'Hotmail FBL' });
    expect(decideInboundAction(complaint(null), null, now, settings)).toEqual({ kind: 'complaint', recipient: null, reporter: 'Hotmail FBL' });
  });

  it('should read a return date as a UTC day and roll over months', () => {
    expect(resumeDay('2026-12-31', now, 7)).toBe('2027-01-01');
    expect(resumeDay('not a date', now, 3)).toBe('2026-11-26');
  });
});
