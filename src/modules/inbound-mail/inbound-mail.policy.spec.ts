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
const settings = { oooDefaultDays: 7, oooMaxDays: 60, softBounceLimit: 3 };
/** A message proven to answer one of our sends (our Message-ID, or a verified reply token). */
const proven = { proven: true };

describe('decideInboundAction', () => {
  it('should complete a live run on a reply within the lookback when its sequence stops on reply', () => {
    expect(decideInboundAction(reply, run(), now, settings)).toEqual({ kind: 'complete_for_reply', text: 'Yes, call me' });
    expect(decideInboundAction(reply, run({ status: 'paused' }), now, settings).kind).toBe('complete_for_reply');
  });

  it('should move the run to its reply path when the sequence branches on a reply instead of stopping, within the same lookback', () => {
    expect(decideInboundAction(reply, run({ stop_on_reply: false, has_reply_branch: true }), now, settings)).toEqual({ kind: 'take_reply_branch' });
    expect(decideInboundAction(reply, run({ stop_on_reply: true, has_reply_branch: true }), now, settings).kind).toBe('complete_for_reply');
    expect(decideInboundAction(reply, run({ stop_on_reply: false, has_reply_branch: true, status: 'completed' }), now, settings)).toEqual({ kind: 'record' });
    expect(decideInboundAction(reply, run({ stop_on_reply: false, has_reply_branch: true, last_sent_at: null }), now, settings)).toEqual({ kind: 'record' });
  });

  it('should only record a reply when the sequence does not stop on reply, the run ended, nothing matched or the lookback passed', () => {
    expect(decideInboundAction(reply, run({ stop_on_reply: false }), now, settings)).toEqual({ kind: 'record' });
    expect(decideInboundAction(reply, run({ status: 'completed' }), now, settings)).toEqual({ kind: 'record' });
    expect(decideInboundAction(reply, null, now, settings)).toEqual({ kind: 'record', note: 'no_run' });
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
    expect(decideInboundAction(ooo('2026-12-01'), null, now, settings)).toEqual({ kind: 'record', note: 'no_run' });
  });

  it('should mark a proven hard bounce and stop the run only when the sequence stops on bounce', () => {
    expect(decideInboundAction(bounce('hard'), run(), now, settings, proven)).toEqual({ kind: 'hard_bounce', stopRun: true });
    expect(decideInboundAction(bounce('hard'), run({ stop_on_bounce: false }), now, settings, proven)).toEqual({ kind: 'hard_bounce', stopRun: false });
    expect(decideInboundAction(bounce('hard'), null, now, settings, proven)).toEqual({ kind: 'hard_bounce', stopRun: false });
  });

  it('should only record, with a note, any bounce that names none of our sends, even for a contact with a live run', () => {
    for (const cls of ['hard', 'soft', 'policy'] as const) {
      expect(decideInboundAction(bounce(cls), run(), now, settings)).toEqual({ kind: 'record', note: 'not_ours' });
      expect(decideInboundAction(bounce(cls), run(), now, settings, { proven: false, softBouncesInARow: 9 })).toEqual({ kind: 'record', note: 'not_ours' });
    }
  });

  it('should treat a proven policy bounce as a refusal of our mail that blames no contact or run', () => {
    expect(decideInboundAction(bounce('policy', '5.7.1', '550 5.7.1 SPF check failed'), run(), now, settings, proven))
      .toEqual({ kind: 'policy_refusal', status: '5.7.1', diagnostic: '550 5.7.1 SPF check failed' });
    expect(decideInboundAction(bounce('policy', '5.1.8'), null, now, settings, proven)).toEqual({ kind: 'policy_refusal', status: '5.1.8', diagnostic: null });
  });

  it('should only record a proven soft bounce below the limit, and treat the limit-th in a row as a hard bounce', () => {
    expect(decideInboundAction(bounce('soft', '4.2.2'), run(), now, settings, proven)).toEqual({ kind: 'record' });
    expect(decideInboundAction(bounce('soft', '4.2.2'), run(), now, settings, { proven: true, softBouncesInARow: 2 })).toEqual({ kind: 'record' });
    expect(decideInboundAction(bounce('soft', '4.2.2'), run(), now, settings, { proven: true, softBouncesInARow: 3 })).toEqual({ kind: 'hard_bounce', stopRun: true, softBounces: 3 });
    expect(decideInboundAction(bounce('soft', '4.2.2'), run({ status: 'completed' }), now, { ...settings, softBounceLimit: 1 }, { proven: true, softBouncesInARow: 1 }))
      .toEqual({ kind: 'hard_bounce', stopRun: false, softBounces: 1 });
  });

  it('should unsubscribe on a proven unsubscribe request; unproven, stop the sender\'s runs as a reply would, or record it with a note', () => {
    const unsubscribe = { ...reply, kind: 'unsubscribe_request' as const };
    expect(decideInboundAction(unsubscribe, run({ stop_on_reply: false }), now, settings, proven)).toEqual({ kind: 'unsubscribe' });
    expect(decideInboundAction(unsubscribe, null, now, settings, proven)).toEqual({ kind: 'unsubscribe' });
    expect(decideInboundAction(unsubscribe, run(), now, settings)).toEqual({ kind: 'stop_contact_runs', reason: 'unsubscribe_requested', note: 'unsubscribe_unproven' });
    expect(decideInboundAction(unsubscribe, null, now, settings)).toEqual({ kind: 'record', note: 'not_ours' });
    expect(decideInboundAction({ ...reply, kind: 'other' }, run(), now, settings)).toEqual({ kind: 'record' });
  });

  it('should act on a proven spam complaint whatever the run, and only record one that names none of our sends', () => {
    const complaint = (recipient: string | null) => ({ ...reply, kind: 'complaint' as const, from: 'staff@hotmail.com', human_reply: null,
      complaint: { feedback_type: 'abuse', recipient, original_message_id: '<ours@x>', arrival_date: null, reporter: 'Hotmail FBL' } });
    expect(decideInboundAction(complaint('ann@example.com'), run({ status: 'completed' }), now, settings, proven)).toEqual({ kind: 'complaint', reporter: 'Hotmail FBL' });
    expect(decideInboundAction(complaint(null), null, now, settings, proven)).toEqual({ kind: 'complaint', reporter: 'Hotmail FBL' });
    expect(decideInboundAction(complaint('ann@example.com'), run(), now, settings)).toEqual({ kind: 'record', note: 'not_ours' });
  });

  it('should record a delivery report (delivered, delayed) with a note, whatever the run', () => {
    const report = { ...reply, kind: 'delivery_report' as const, human_reply: null };
    expect(decideInboundAction(report, run(), now, settings, proven)).toEqual({ kind: 'record', note: 'delivery_report' });
  });

  it('should cap a far return date at the most days ahead, and a default beyond it', () => {
    expect(decideInboundAction(ooo('9999-12-31'), run(), now, settings)).toEqual({ kind: 'pause_until', day: '2027-01-23' });
    expect(resumeDay('9999-12-31', now, 7, 60)).toBe('2027-01-23');
    expect(resumeDay('2027-01-21', now, 7, 60)).toBe('2027-01-22');
    expect(resumeDay(null, now, 90, 60)).toBe('2027-01-22');
  });

  it('should read a return date as a UTC day and roll over months', () => {
    expect(resumeDay('2026-12-31', now, 7, 60)).toBe('2027-01-01');
    expect(resumeDay('not a date', now, 3, 60)).toBe('2026-11-26');
  });
});
