import type { AppConfigService } from 'src/config/app-config.service';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import type { ContactFlagsService } from 'src/modules/contacts/contact-flags.service';
import { replyToken } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import type { ContactTimelineService } from 'src/modules/leads/timeline/contact-timeline.service';
import type { RunControlService } from 'src/modules/runs/control/run-control.service';
import type { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import type { SuppressionService } from 'src/modules/suppression/suppression.service';
import { strictMock } from '../../../test/utils/strict-mock';
import type { InboundMailClassifier } from './classification/inbound-mail-classifier.service';
import type { InboundMailClassification } from './classification/inbound-mail.types';
import type { InboundActivityWriter } from './inbound-activity.writer';
import type { MatchedRun } from './inbound-mail.policy';
import type { InboundMailRepository } from './inbound-mail.repository';
import { InboundEffectsService } from './inbound-effects.service';
import { InboundMailService, storedMessageId, withoutNul } from './inbound-mail.service';
import type { MailboxProtectionService } from './protection/mailbox-protection.service';

const SECRET = 'reply-secret';
const SENT_AT = new Date(Date.now() - 3600_000);
const RUN_ID = '0b7c2f7e-6f1a-4a57-9a53-2b0d3c4e5f60';
const run = (extra: Partial<MatchedRun> = {}): MatchedRun => ({
  enrollment_id: RUN_ID, status: 'active', contact_id: 'c-1', stop_on_reply: true, stop_on_ooo: false, stop_on_bounce: true,
  reply_lookback_hours: 72, last_sent_at: SENT_AT, ...extra,
});
const mail = (extra: Partial<InboundMailClassification> = {}): InboundMailClassification => ({
  kind: 'human_reply', message_id: '<m1@x.example>', in_reply_to: null, references: [], from: 'ann@example.com', to: ['sales@movingco.example'],
  subject: 'Re: Hello', date: null, reply_token_candidates: [], reasons: [], bounce: null, complaint: null, auto_reply: null, human_reply: { text: 'Yes' }, delivery_report: null, ...extra,
});
type Delivery = { message_id: string; delivery_id: string; enrollment_id: string | null; contact_id: string | null; to_email: string };

describe(InboundMailService.name, () => {
  const build = (options: { deliveries?: Record<string, Delivery>; runs?: Record<string, MatchedRun>; contacts?: Record<string, { contact_id: string; run: MatchedRun | null }>; classified?: InboundMailClassification; stored?: { id: string; kind: string; matched_by: 'sender'; effect: string; note: string | null }; softBounces?: number; pauses?: string } = {}) => {
    const messages = strictMock<InboundMailRepository>('InboundMailRepository', {
      deliveryByMessageIds: async (ids) => ids.map((id) => options.deliveries?.[id]).find((d) => d !== undefined) ?? null,
      runById: async (id) => options.runs?.[id] ?? null,
      contactByEmail: async (email) => options.contacts?.[email] ?? null,
      lastDeliveryOf: async () => ({ id: 'd-last', to_email: 'ann@example.com' }),
      findByMessageId: async () => options.stored ?? null,
      insert: async () => 'row-1',
      setOutcome: async () => undefined,
      softBouncesInARow: async () => options.softBounces ?? 1,
    });
    const runControl = strictMock<RunControlService>('RunControlService', {
      completeForReply: async () => true,
      stop: async () => true,
      pauseUntilDay: async () => new Date('2026-12-02T08:00:00Z'),
      stopAllForContact: async () => 2,
    });
    const protection = strictMock<MailboxProtectionService>('MailboxProtectionService', {
      policyRefusal: async () => ({ held: { domain: 'example.com', until: new Date('2026-12-01T18:00:00Z') }, pausedMailbox: options.pauses ?? null }),
      afterBounceOrComplaint: async () => options.pauses ?? null,
    });
    const activity = strictMock<InboundActivityWriter>('InboundActivityWriter', { append: async () => undefined });
    const contacts = strictMock<ContactFlagsService>('ContactFlagsService', { markBounced: async () => true });
    const timeline = strictMock<ContactTimelineService>('ContactTimelineService', { markReplied: async () => undefined });
    const counted: string[] = [];
    const counters = { increment: (name: string) => counted.push(name) } as unknown as EngineCounters;
    const suppressions = strictMock<SuppressionService>('SuppressionService', { add: async () => ({ entry: {} as never, created: true }) });
    const classifier = strictMock<InboundMailClassifier>('InboundMailClassifier', { classify: async () => options.classified ?? mail() });
    const db = strictMock<TransactionHost<TypeOrmTransactions>>('TransactionHost', { withTransaction: (async (fn: () => Promise<unknown>) => fn()) as never });
    const config = strictMock<AppConfigService>('AppConfigService', { sequenceSend: { replyTokenSecret: SECRET } as never, inboundMail: { oooDefaultDays: 7, oooMaxDays: 60, softBounceLimit: 3 } as never });
    return { sut: new InboundMailService(classifier, messages, new InboundEffectsService(messages, runControl, suppressions, protection, contacts, timeline, counters), activity, db, config), messages, runControl, suppressions, protection, activity, contacts, timeline, counted };
  };
  const ours: Delivery = { message_id: '<ours@movingco.example>', delivery_id: 'd-1', enrollment_id: RUN_ID, contact_id: 'c-1', to_email: 'ann@example.com' };

  describe('match', () => {
    it('should match In-Reply-To before References, the reply token and the sender', async () => {
      const { sut } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, contacts: { 'ann@example.com': { contact_id: 'c-9', run: run({ enrollment_id: 'other' }) } } });
      const match = await sut.match(mail({ in_reply_to: ours.message_id, references: ['<x@y>'], reply_token_candidates: [`r-${replyToken(RUN_ID, SECRET)}`] }));
      expect(match).toEqual({ matchedBy: 'in_reply_to', run: run(), deliveryId: 'd-1', contactId: 'c-1', sentTo: 'ann@example.com' });
    });

    it('should match References (newest first) and a delivery report by the returned Message-ID', async () => {
      const { sut } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() } });
      expect((await sut.match(mail({ in_reply_to: '<theirs@x>', references: [ours.message_id, '<theirs@x>'] }))).matchedBy).toBe('references');
      const report = mail({ kind: 'bounce', bounce: { class: 'hard', recipient: 'ann@example.com', status: '5.1.1', diagnostic: null, original_message_id: ours.message_id } });
      expect(await sut.match(report)).toMatchObject({ matchedBy: 'references', deliveryId: 'd-1' });
    });

    it('should match a verified reply token and ignore a forged one', async () => {
      const { sut } = build({ runs: { [RUN_ID]: run() } });
      expect(await sut.match(mail({ reply_token_candidates: [`r-${replyToken(RUN_ID, SECRET)}`] }))).toEqual({ matchedBy: 'reply_token', run: run(), deliveryId: 'd-last', contactId: 'c-1', sentTo: 'ann@example.com' });
      expect(await sut.match(mail({ reply_token_candidates: [`r-${replyToken(RUN_ID, 'someone-else')}`] }))).toEqual({ matchedBy: null, run: null, deliveryId: null, contactId: null, sentTo: null });
    });

    it('should match the sender, or a delivery report by its failed recipient, to a contact with a live run', async () => {
      const { sut } = build({ contacts: { 'ann@example.com': { contact_id: 'c-1', run: run() }, 'gone@example.com': { contact_id: 'c-2', run: null } } });
      expect(await sut.match(mail())).toMatchObject({ matchedBy: 'sender', contactId: 'c-1', sentTo: null });
      const report = mail({ kind: 'bounce', from: 'mailer-daemon@mx.example', bounce: { class: 'hard', recipient: 'gone@example.com', status: '5.1.1', diagnostic: null, original_message_id: null } });
      expect(await sut.match(report)).toEqual({ matchedBy: null, run: null, deliveryId: null, contactId: 'c-2', sentTo: null });
    });
  });

  describe('receive', () => {
    const raw = Buffer.from('From: ann@example.com\r\nSubject: Re: Hello\r\n\r\nYes\r\n');

    it('should complete the run and mark the opportunity replied on a reply within the lookback', async () => {
      const { sut, runControl, messages, timeline, activity } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: mail({ in_reply_to: ours.message_id }) });
      expect(await sut.receive(raw)).toEqual({ id: 'row-1', kind: 'human_reply', matched_by: 'in_reply_to', effect: 'run_stopped', note: null, duplicate: false });
      expect(runControl.calls.completeForReply).toEqual([[RUN_ID, 'reply_received', 'Yes']]);
      expect(timeline.calls.markReplied).toEqual([['c-1']]);
      expect(activity.calls.append).toBeUndefined(); // completeForReply wrote the 'Reply received' line
      const outcome = { matchedBy: 'in_reply_to', enrollmentId: RUN_ID, deliveryId: 'd-1', contactId: 'c-1' };
      expect(messages.calls.setOutcome).toEqual([['row-1', { ...outcome, effect: 'recorded', note: null }], ['row-1', { ...outcome, effect: 'run_stopped', note: null }]]);
    });

    it('should hold the run on an out-of-office reply and say until when', async () => {
      const classified = mail({ kind: 'auto_reply', in_reply_to: ours.message_id, human_reply: null, auto_reply: { out_of_office: true, return_date: '2026-12-01' } });
      const { sut, runControl, activity } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified });
      expect((await sut.receive(raw)).effect).toBe('run_paused_until:2026-12-02T08:00:00.000Z');
      expect(runControl.calls.pauseUntilDay).toEqual([[RUN_ID, '2026-12-02', 'out_of_office']]);
      expect(activity.calls.append).toEqual([['c-1', 'inbound_auto_reply', 'Out-of-office reply', 'Back on 2026-12-01. Run paused until 2026-12-02 08:00 UTC']]);
    });

    it('should mark the contact bounced and stop the run on a hard bounce, and blame no one on a policy bounce', async () => {
      const hard = mail({ kind: 'bounce', in_reply_to: ours.message_id, human_reply: null, bounce: { class: 'hard', recipient: 'ann@example.com', status: '5.1.1', diagnostic: null, original_message_id: null } });
      const first = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: hard });
      expect((await first.sut.receive(raw)).effect).toBe('contact_bounced+run_stopped+suppressed');
      expect(first.suppressions.calls.add).toEqual([['ann@example.com', 'hard_bounce', 'Hard bounce reported by the receiving mail server', 'Inbound mail', { contactId: 'c-1' }]]);
      expect(first.contacts.calls.markBounced).toEqual([['c-1']]);
      expect(first.runControl.calls.stop).toEqual([[RUN_ID, 'bounced']]);

      expect(first.activity.calls.append).toEqual([['c-1', 'inbound_bounce', 'Email bounced (hard)', '5.1.1. Contact marked bounced; Run stopped; Address added to the suppression list']]);
    });

    it('should hold the recipient domain on a proven policy bounce, count an error and blame no one; the rates may pause the mailbox', async () => {
      const policyBounce = mail({ kind: 'bounce', in_reply_to: ours.message_id, human_reply: null, bounce: { class: 'policy', recipient: 'ann@example.com', status: '5.7.1', diagnostic: '550 5.7.1 SPF fail', original_message_id: null } });
      const policy = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: policyBounce });
      expect((await policy.sut.receive(raw)).effect).toBe('domain_held');
      expect(policy.protection.calls.policyRefusal).toEqual([['d-1', 'row-1', { kind: 'policy_refusal', status: '5.7.1', diagnostic: '550 5.7.1 SPF fail' }, ['sales@movingco.example']]]);
      expect(policy.counted).toEqual(['sequence_errors_total']);
      expect(policy.contacts.calls.markBounced).toBeUndefined();
      expect(policy.runControl.calls.stop).toBeUndefined();
      expect(policy.suppressions.calls.add).toBeUndefined();
      expect(policy.activity.calls.append).toEqual([['c-1', 'inbound_bounce', 'Email bounced (policy)', '5.7.1 550 5.7.1 SPF fail. Mail to example.com held back until 2026-12-01 18:00 UTC']]);

      const tripped = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: policyBounce, pauses: 'team@movingco.example' });
      expect((await tripped.sut.receive(raw)).effect).toBe('domain_held+mailbox_paused');
      expect(tripped.activity.calls.append?.[0][3]).toBe('5.7.1 550 5.7.1 SPF fail. Mail to example.com held back until 2026-12-01 18:00 UTC; Sending paused for team@movingco.example');
    });

    it('should act on the address our send went to, never the one a proven report names', async () => {
      const other = mail({ kind: 'bounce', in_reply_to: ours.message_id, human_reply: null, bounce: { class: 'hard', recipient: 'ceo@bigcustomer.example', status: '5.1.1', diagnostic: null, original_message_id: null } });
      const { sut, suppressions } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: other });
      await sut.receive(raw);
      expect(suppressions.calls.add).toEqual([['ann@example.com', 'hard_bounce', 'Hard bounce reported by the receiving mail server', 'Inbound mail', { contactId: 'c-1' }]]);
    });

    it('should only record, with a note, a bounce that names none of our sends', async () => {
      const hard = mail({ kind: 'bounce', from: 'mailer-daemon@mx.example', human_reply: null, bounce: { class: 'hard', recipient: 'ann@example.com', status: '5.1.1', diagnostic: null, original_message_id: '<not-ours@x>' } });
      const { sut, suppressions, runControl, contacts } = build({ contacts: { 'ann@example.com': { contact_id: 'c-1', run: run() } }, classified: hard });
      expect(await sut.receive(raw)).toMatchObject({ matched_by: 'sender', effect: 'recorded', note: expect.stringContaining('Names none of our sends') });
      expect(suppressions.calls.add).toBeUndefined();
      expect(runControl.calls.stop).toBeUndefined();
      expect(contacts.calls.markBounced).toBeUndefined();
    });

    it('should record a soft bounce below the limit and suppress the address at the limit', async () => {
      const soft = mail({ kind: 'bounce', in_reply_to: ours.message_id, human_reply: null, bounce: { class: 'soft', recipient: 'ann@example.com', status: '4.2.2', diagnostic: null, original_message_id: null } });
      const below = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: soft, softBounces: 2 });
      expect((await below.sut.receive(raw)).effect).toBe('recorded');
      expect(below.messages.calls.softBouncesInARow).toEqual([['ann@example.com']]);
      expect(below.suppressions.calls.add).toBeUndefined();
      expect(below.runControl.calls.stop).toBeUndefined();

      const at = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: soft, softBounces: 3 });
      expect((await at.sut.receive(raw)).effect).toBe('contact_bounced+run_stopped+suppressed');
      expect(at.suppressions.calls.add).toEqual([['ann@example.com', 'hard_bounce', '3 soft bounces in a row', 'Inbound mail', { contactId: 'c-1' }]]);
    });

    it('should suppress the contact\'s address as an unsubscribe and end all its runs on an unsubscribe request', async () => {
      const request = mail({ kind: 'unsubscribe_request', from: 'ann.alias@example.com', in_reply_to: ours.message_id, human_reply: null });
      const { sut, suppressions, runControl, activity } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: request });
      expect((await sut.receive(raw)).effect).toBe('suppressed+run_stopped');
      expect(suppressions.calls.add).toEqual([['ann@example.com', 'unsubscribe', 'Asked to unsubscribe by replying', 'Inbound mail', { contactId: 'c-1' }]]);
      expect(runControl.calls.stopAllForContact).toEqual([['c-1', 'unsubscribe_requested']]);
      expect(activity.calls.append).toEqual([['c-1', 'inbound_unsubscribe', 'Unsubscribe requested by reply', 'Address added to the suppression list; 2 runs stopped']]);

      // Naming none of our sends: a stranger's request changes nothing; a contact's stops its runs as a reply would, and
      // suppresses nothing (anyone can write From: any address).
      const stranger = build({ classified: mail({ kind: 'unsubscribe_request', from: 'who@else.example', human_reply: null }) });
      expect(await stranger.sut.receive(raw)).toMatchObject({ effect: 'recorded', note: expect.stringContaining('Names none of our sends') });
      expect(stranger.suppressions.calls.add).toBeUndefined();
      expect(stranger.runControl.calls.stopAllForContact).toBeUndefined();
      expect(stranger.activity.calls.append).toBeUndefined();
      const contact = build({ contacts: { 'ann@example.com': { contact_id: 'c-1', run: run() } }, classified: mail({ kind: 'unsubscribe_request', human_reply: null }) });
      expect(await contact.sut.receive(raw)).toMatchObject({ matched_by: 'sender', effect: 'run_stopped', note: expect.stringContaining('not put on the suppression list') });
      expect(contact.suppressions.calls.add).toBeUndefined();
      expect(contact.runControl.calls.stopAllForContact).toEqual([['c-1', 'unsubscribe_requested']]);
    });

    it('should suppress the address of the complained-about send and end all the contact\'s runs, matched by the complained-about Message-ID', async () => {
      const details = (recipient: string | null) => ({ feedback_type: 'abuse', recipient, original_message_id: ours.message_id, arrival_date: null, reporter: 'Hotmail FBL' });
      const redacted = mail({ kind: 'complaint', from: 'staff@hotmail.com', human_reply: null, complaint: details(null) });
      const { sut, suppressions, runControl, activity } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: redacted });
      expect(await sut.receive(raw)).toMatchObject({ kind: 'complaint', matched_by: 'references', effect: 'suppressed+run_stopped' });
      expect(suppressions.calls.add).toEqual([['ann@example.com', 'complaint', 'Marked our mail as spam (feedback report: Hotmail FBL)', 'Inbound mail', { contactId: 'c-1' }]]);
      expect(runControl.calls.stopAllForContact).toEqual([['c-1', 'spam_complaint']]);
      expect(activity.calls.append).toEqual([['c-1', 'inbound_complaint', 'Spam complaint', 'Reported by Hotmail FBL. Address added to the suppression list; 2 runs stopped']]);

      // Found by its recipient alone (the report returned no Message-ID of ours; the provider's sender is never looked
      // up): anyone could have written it, so it is only recorded.
      const byRecipient = build({ contacts: { 'ann@example.com': { contact_id: 'c-1', run: run() } }, classified: mail({ kind: 'complaint', from: 'staff@hotmail.com', human_reply: null, complaint: { ...details('ann@example.com'), original_message_id: null } }) });
      expect(await byRecipient.sut.receive(raw)).toMatchObject({ matched_by: 'sender', effect: 'recorded' });
      expect(byRecipient.suppressions.calls.add).toBeUndefined();
      expect(byRecipient.runControl.calls.stopAllForContact).toBeUndefined();

      const unknown = build({ classified: mail({ kind: 'complaint', from: 'staff@hotmail.com', human_reply: null, complaint: { ...details(null), original_message_id: null } }) });
      expect(await unknown.sut.receive(raw)).toMatchObject({ matched_by: null, effect: 'recorded' });
      expect(unknown.suppressions.calls.add).toBeUndefined();
    });

    it('should answer a stored Message-ID as a duplicate without doing anything again', async () => {
      const { sut, messages, runControl } = build({ stored: { id: 'row-0', kind: 'human_reply', matched_by: 'sender', effect: 'run_stopped', note: null } });
      expect(await sut.receive(raw)).toEqual({ id: 'row-0', kind: 'human_reply', matched_by: 'sender', effect: 'run_stopped', note: null, duplicate: true });
      expect(messages.calls.insert).toBeUndefined();
      expect(runControl.calls.completeForReply).toBeUndefined();
    });

    it('should refuse a body that is not a message', async () => {
      const { sut } = build();
      await expect(sut.receive(Buffer.from(''))).rejects.toMatchObject({ code: 'INBOUND_MAIL_INVALID' });
      await expect(sut.receive(Buffer.from('just words, no headers'))).rejects.toMatchObject({ code: 'INBOUND_MAIL_INVALID' });
    });
  });
});

describe(withoutNul.name, () => {
  it('takes U+0000 out of every string, deep, and keeps dates and other values', () => {
    const at = new Date('2026-11-27T00:00:00Z');
    expect(withoutNul({ a: 'x\u0000y', b: ['\u0000'], c: { d: 1, e: null, f: at } })).toEqual({ a: 'xy', b: [''], c: { d: 1, e: null, f: at } });
  });
});

describe(storedMessageId.name, () => {
  it('keeps a Message-ID a header line can hold, and stores a longer one or none as a stable digest', () => {
    expect(storedMessageId('<abc@example.com>', Buffer.from('x'))).toBe('<abc@example.com>');
    const long = `<${'x'.repeat(1200)}@example.com>`;
    const stored = storedMessageId(long, Buffer.from('one'));
    expect(stored).toMatch(/^<[0-9a-f]{40}@long-id\.invalid>$/);
    expect(storedMessageId(long, Buffer.from('another copy'))).toBe(stored);
    expect(storedMessageId(null, Buffer.from('raw'))).toMatch(/^<[0-9a-f]{40}@inbound\.invalid>$/);
    expect(storedMessageId(null, Buffer.from('raw'))).not.toBe(storedMessageId(null, Buffer.from('other raw')));
  });
});
