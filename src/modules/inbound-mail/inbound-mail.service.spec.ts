import type { AppConfigService } from 'src/config/app-config.service';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import { replyToken } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import type { RunControlService } from 'src/modules/enrollment/advancer/run-control.service';
import type { SuppressionService } from 'src/modules/suppression/suppression.service';
import { strictMock } from '../../../test/utils/strict-mock';
import type { InboundMailClassifier } from './classification/inbound-mail-classifier.service';
import type { InboundMailClassification } from './classification/inbound-mail.types';
import type { MatchedRun } from './inbound-mail.policy';
import type { InboundMailRepository } from './inbound-mail.repository';
import { InboundMailService } from './inbound-mail.service';

const SECRET = 'reply-secret';
const SENT_AT = new Date(Date.now() - 3600_000);
const RUN_ID = '0b7c2f7e-6f1a-4a57-9a53-2b0d3c4e5f60';
const run = (extra: Partial<MatchedRun> = {}): MatchedRun => ({
  enrollment_id: RUN_ID, status: 'active', contact_id: 'c-1', stop_on_reply: true, stop_on_ooo: false, stop_on_bounce: true,
  reply_lookback_hours: 72, last_sent_at: SENT_AT, ...extra,
});
const mail = (extra: Partial<InboundMailClassification> = {}): InboundMailClassification => ({
  kind: 'human_reply', message_id: '<m1@x.example>', in_reply_to: null, references: [], from: 'ann@example.com', to: ['sales@movingco.example'],
  subject: 'Re: Hello', date: null, reply_token_candidates: [], reasons: [], bounce: null, auto_reply: null, human_reply: { text: 'Yes' }, ...extra,
});
type Delivery = { message_id: string; delivery_id: string; enrollment_id: string | null; contact_id: string | null };

describe(InboundMailService.name, () => {
  const build = (options: { deliveries?: Record<string, Delivery>; runs?: Record<string, MatchedRun>; contacts?: Record<string, { contact_id: string; run: MatchedRun | null }>; classified?: InboundMailClassification; stored?: { id: string; kind: string; matched_by: 'sender'; effect: string } } = {}) => {
    const messages = strictMock<InboundMailRepository>('InboundMailRepository', {
      deliveryByMessageIds: async (ids) => ids.map((id) => options.deliveries?.[id]).find((d) => d !== undefined) ?? null,
      runById: async (id) => options.runs?.[id] ?? null,
      contactByEmail: async (email) => options.contacts?.[email] ?? null,
      lastDeliveryOf: async () => 'd-last',
      findByMessageId: async () => options.stored ?? null,
      insert: async () => 'row-1',
      setOutcome: async () => undefined,
      markContactBounced: async () => true,
      markOpportunityReplied: async () => undefined,
    });
    const runControl = strictMock<RunControlService>('RunControlService', {
      completeForReply: async () => true,
      stop: async () => true,
      pauseUntilDay: async () => new Date('2026-12-02T08:00:00Z'),
    });
    const suppressions = strictMock<SuppressionService>('SuppressionService', { add: async () => ({ entry: {} as never, created: true }) });
    const classifier = strictMock<InboundMailClassifier>('InboundMailClassifier', { classify: async () => options.classified ?? mail() });
    const db = strictMock<TransactionHost<TypeOrmTransactions>>('TransactionHost', { withTransaction: (async (fn: () => Promise<unknown>) => fn()) as never });
    const config = strictMock<AppConfigService>('AppConfigService', { sequenceSend: { replyTokenSecret: SECRET } as never, inboundMail: { oooDefaultDays: 7 } });
    return { sut: new InboundMailService(classifier, messages, runControl, suppressions, db, config), messages, runControl, suppressions };
  };
  const ours: Delivery = { message_id: '<ours@movingco.example>', delivery_id: 'd-1', enrollment_id: RUN_ID, contact_id: 'c-1' };

  describe('match', () => {
    it('should match In-Reply-To before References, the reply token and the sender', async () => {
      const { sut } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, contacts: { 'ann@example.com': { contact_id: 'c-9', run: run({ enrollment_id: 'other' }) } } });
      const match = await sut.match(mail({ in_reply_to: ours.message_id, references: ['<x@y>'], reply_token_candidates: [`r-${replyToken(RUN_ID, SECRET)}`] }));
      expect(match).toEqual({ matchedBy: 'in_reply_to', run: run(), deliveryId: 'd-1', contactId: 'c-1' });
    });

    it('should match References (newest first) and a delivery report by the returned Message-ID', async () => {
      const { sut } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() } });
      expect((await sut.match(mail({ in_reply_to: '<theirs@x>', references: [ours.message_id, '<theirs@x>'] }))).matchedBy).toBe('references');
      const report = mail({ kind: 'bounce', bounce: { class: 'hard', recipient: 'ann@example.com', status: '5.1.1', diagnostic: null, original_message_id: ours.message_id } });
      expect(await sut.match(report)).toMatchObject({ matchedBy: 'references', deliveryId: 'd-1' });
    });

    it('should match a verified reply token and ignore a forged one', async () => {
      const { sut } = build({ runs: { [RUN_ID]: run() } });
      expect(await sut.match(mail({ reply_token_candidates: [`r-${replyToken(RUN_ID, SECRET)}`] }))).toEqual({ matchedBy: 'reply_token', run: run(), deliveryId: 'd-last', contactId: 'c-1' });
      expect(await sut.match(mail({ reply_token_candidates: [`r-${replyToken(RUN_ID, 'someone-else')}`] }))).toEqual({ matchedBy: null, run: null, deliveryId: null, contactId: null });
    });

    it('should match the sender, or a delivery report by its failed recipient, to a contact with a live run', async () => {
      const { sut } = build({ contacts: { 'ann@example.com': { contact_id: 'c-1', run: run() }, 'gone@example.com': { contact_id: 'c-2', run: null } } });
      expect(await sut.match(mail())).toMatchObject({ matchedBy: 'sender', contactId: 'c-1' });
      const report = mail({ kind: 'bounce', from: 'mailer-daemon@mx.example', bounce: { class: 'hard', recipient: 'gone@example.com', status: '5.1.1', diagnostic: null, original_message_id: null } });
      expect(await sut.match(report)).toEqual({ matchedBy: null, run: null, deliveryId: null, contactId: 'c-2' });
    });
  });

  describe('receive', () => {
    const raw = Buffer.from('From: ann@example.com\r\nSubject: Re: Hello\r\n\r\nYes\r\n');

    it('should complete the run and mark the opportunity replied on a reply within the lookback', async () => {
      const { sut, runControl, messages } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: mail({ in_reply_to: ours.message_id }) });
      expect(await sut.receive(raw)).toEqual({ id: 'row-1', kind: 'human_reply', matched_by: 'in_reply_to', effect: 'run_stopped', duplicate: false });
      expect(runControl.calls.completeForReply).toEqual([[RUN_ID, 'reply_received', 'Yes']]);
      expect(messages.calls.markOpportunityReplied).toEqual([['c-1']]);
      expect(messages.calls.setOutcome).toEqual([['row-1', { matchedBy: 'in_reply_to', enrollmentId: RUN_ID, deliveryId: 'd-1', contactId: 'c-1', effect: 'run_stopped' }]]);
    });

    it('should hold the run on an out-of-office reply and say until when', async () => {
      const classified = mail({ kind: 'auto_reply', in_reply_to: ours.message_id, human_reply: null, auto_reply: { out_of_office: true, return_date: '2026-12-01' } });
      const { sut, runControl } = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified });
      expect((await sut.receive(raw)).effect).toBe('run_paused_until:2026-12-02T08:00:00.000Z');
      expect(runControl.calls.pauseUntilDay).toEqual([[RUN_ID, '2026-12-02', 'out_of_office']]);
    });

    it('should mark the contact bounced and stop the run on a hard bounce, and blame no one on a policy bounce', async () => {
      const hard = mail({ kind: 'bounce', in_reply_to: ours.message_id, human_reply: null, bounce: { class: 'hard', recipient: 'ann@example.com', status: '5.1.1', diagnostic: null, original_message_id: null } });
      const first = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: hard });
      expect((await first.sut.receive(raw)).effect).toBe('contact_bounced+run_stopped+suppressed');
      expect(first.suppressions.calls.add).toEqual([['ann@example.com', 'hard_bounce', 'Hard bounce reported by the receiving mail server', 'Inbound mail', { contactId: 'c-1' }]]);
      expect(first.messages.calls.markContactBounced).toEqual([['c-1']]);
      expect(first.runControl.calls.stop).toEqual([[RUN_ID, 'bounced']]);

      const policy = build({ deliveries: { [ours.message_id]: ours }, runs: { [RUN_ID]: run() }, classified: { ...hard, bounce: { ...(hard.bounce as NonNullable<typeof hard.bounce>), class: 'policy', status: '5.7.1' } } });
      expect((await policy.sut.receive(raw)).effect).toBe('recorded');
      expect(policy.messages.calls.markContactBounced).toBeUndefined();
      expect(policy.runControl.calls.stop).toBeUndefined();
      expect(policy.suppressions.calls.add).toBeUndefined();
    });

    it('should answer a stored Message-ID as a duplicate without doing anything again', async () => {
      const { sut, messages, runControl } = build({ stored: { id: 'row-0', kind: 'human_reply', matched_by: 'sender', effect: 'run_stopped' } });
      expect(await sut.receive(raw)).toEqual({ id: 'row-0', kind: 'human_reply', matched_by: 'sender', effect: 'run_stopped', duplicate: true });
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
