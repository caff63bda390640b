import { effectWords, inboundTimelineLine } from './inbound-timeline.policy';

const base = { auto_reply: null, bounce: null, complaint: null, human_reply: null };
const bounce = (cls: 'hard' | 'soft' | 'policy', status: string | null, diagnostic: string | null) => ({
  ...base, kind: 'bounce' as const, bounce: { class: cls, recipient: 'ann@example.com', status, diagnostic, original_message_id: null },
});

describe('inboundTimelineLine', () => {
  it('should write a reply line unless the run completion already wrote one', () => {
    const reply = { ...base, kind: 'human_reply' as const, human_reply: { text: 'Call me' } };
    expect(inboundTimelineLine(reply, { kind: 'complete_for_reply', text: 'Call me' }, { effect: 'run_stopped' })).toBeNull();
    expect(inboundTimelineLine(reply, { kind: 'complete_for_reply', text: 'Call me' }, { effect: 'recorded' })).toEqual({ kind: 'inbound_reply', title: 'Reply received', detail: 'Call me' });
    expect(inboundTimelineLine(reply, { kind: 'record' }, { effect: 'recorded' })).toEqual({ kind: 'inbound_reply', title: 'Reply received', detail: 'Call me' });
    expect(inboundTimelineLine({ ...reply, human_reply: { text: 'x'.repeat(3000) } }, { kind: 'record' }, { effect: 'recorded' })?.detail).toHaveLength(2000);
  });

  it('should name an out-of-office reply, its return date and what it did; other auto-replies as automatic', () => {
    const ooo = { ...base, kind: 'auto_reply' as const, auto_reply: { out_of_office: true, return_date: '2026-12-01' } };
    expect(inboundTimelineLine(ooo, { kind: 'pause_until', day: '2026-12-02' }, { effect: 'run_paused_until:2026-12-02T08:00:00.000Z' }))
      .toEqual({ kind: 'inbound_auto_reply', title: 'Out-of-office reply', detail: 'Back on 2026-12-01. Run paused until 2026-12-02 08:00 UTC' });
    const auto = { ...base, kind: 'auto_reply' as const, auto_reply: { out_of_office: false, return_date: null } };
    expect(inboundTimelineLine(auto, { kind: 'record' }, { effect: 'recorded' })).toEqual({ kind: 'inbound_auto_reply', title: 'Automatic reply', detail: null });
  });

  it('should title a bounce by its class with the status, the server\'s words and the effect', () => {
    expect(inboundTimelineLine(bounce('hard', '5.1.1', '550 User unknown'), { kind: 'hard_bounce', stopRun: true }, { effect: 'contact_bounced+run_stopped+suppressed' }))
      .toEqual({ kind: 'inbound_bounce', title: 'Email bounced (hard)', detail: '5.1.1 550 User unknown. Contact marked bounced; Run stopped; Address added to the suppression list' });
    expect(inboundTimelineLine(bounce('policy', '5.7.1', null), { kind: 'policy_refusal', status: '5.7.1', diagnostic: null }, { effect: 'mailbox_paused', mailbox: 'sales@movingco.example' }))
      .toEqual({ kind: 'inbound_bounce', title: 'Email bounced (policy)', detail: '5.7.1. Sending paused for sales@movingco.example' });
    const held = { domain: 'bigcorp.example', until: new Date('2026-12-01T18:00:00Z') };
    expect(inboundTimelineLine(bounce('policy', '5.7.1', null), { kind: 'policy_refusal', status: '5.7.1', diagnostic: null }, { effect: 'domain_held', heldDomain: held }))
      .toEqual({ kind: 'inbound_bounce', title: 'Email bounced (policy)', detail: '5.7.1. Mail to bigcorp.example held back until 2026-12-01 18:00 UTC' });
    expect(inboundTimelineLine(bounce('soft', null, null), { kind: 'record' }, { effect: 'recorded' })).toEqual({ kind: 'inbound_bounce', title: 'Email bounced (soft)', detail: null });
  });

  it('should write the unsubscribe request with what it did, and nothing for other mail', () => {
    const unsubscribe = { ...base, kind: 'unsubscribe_request' as const };
    expect(inboundTimelineLine(unsubscribe, { kind: 'unsubscribe' }, { effect: 'suppressed+run_stopped', runsStopped: 2 }))
      .toEqual({ kind: 'inbound_unsubscribe', title: 'Unsubscribe requested by reply', detail: 'Address added to the suppression list; 2 runs stopped' });
    expect(inboundTimelineLine({ ...base, kind: 'other' as const }, { kind: 'record' }, { effect: 'recorded' })).toBeNull();
  });

  it('should write a spam complaint with its reporter and what it did', () => {
    const complaint = { ...base, kind: 'complaint' as const, complaint: { feedback_type: 'abuse', recipient: null, original_message_id: null, arrival_date: null, reporter: 'Yahoo!-Mail-Feedback/2.0' } };
    expect(inboundTimelineLine(complaint, { kind: 'complaint', reporter: 'Yahoo!-Mail-Feedback/2.0' }, { effect: 'suppressed+run_stopped', runsStopped: 1 }))
      .toEqual({ kind: 'inbound_complaint', title: 'Spam complaint', detail: 'Reported by Yahoo!-Mail-Feedback/2.0. Address added to the suppression list; Run stopped' });
  });

  it('should put unknown effect parts and a bad time into words without failing', () => {
    expect(effectWords({ effect: 'recorded' })).toBeNull();
    expect(effectWords({ effect: 'run_paused_until:soon' })).toBe('Run paused until soon');
  });
});
