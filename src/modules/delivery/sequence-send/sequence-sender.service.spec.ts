import { MergeError } from 'src/modules/templates/merge/merge.errors';
import type { MailProvider, MailProviderCapabilities, OutgoingMail, SentMail } from '../mail-provider.types';
import type { MailboxBudgetService } from '../mailboxes/mailbox-budget.service';
import type { SequenceSendSettings } from './sequence-send.config';
import type { SendContext, SentFields, SequenceDeliveryRow, SequenceSendRepository } from './sequence-send.repository';
import type { RecipientDomainHoldService } from '../mailboxes/recipient-domain-hold.service';
import { SequenceSenderService } from './sequence-sender.service';
import type { SequenceStepEmailRenderer } from './sequence-step-email.renderer';

const context: SendContext = {
  enrollment_id: '6c1f7d1e-6a53-4d7a-9d0e-3f1c9f0a1b01',
  sequence_id: '6c1f7d1e-6a53-4d7a-9d0e-3f1c9f0a1b02',
  contact_id: '6c1f7d1e-6a53-4d7a-9d0e-3f1c9f0a1b03',
  step_order: 1,
  template_id: '6c1f7d1e-6a53-4d7a-9d0e-3f1c9f0a1b04',
  template_version: '2026-11-20T10:00:00.123456+00:00',
  subject_override: null,
  from_override: null,
  to_email: 'ana@customer.example',
  variant: null,
};

const settings: SequenceSendSettings = {
  mailboxes: ['sales@movingco.example'], companyFrom: 'Movers <sales@movingco.example>', pooled: false, perMinute: 0, perDay: 0, maxAttempts: 5, attemptLeaseMs: 60_000, replyTokenSecret: 'secret', publicUrl: 'https://leads.movingco.example', recordRetryMs: [],
};

/** A sender whose renderer fails with `error`; records what reached the rows and the provider. */
function senderWhoseRenderThrows(error: Error, sendContext: SendContext = context) {
  const calls: string[] = [];
  const rows = {
    contextAndRow: () => Promise.resolve({ context: sendContext, existing: null }),
    insertStarted: () => { calls.push('insertStarted'); return Promise.reject(new Error('not expected')); },
    markFailed: () => { calls.push('markFailed'); return Promise.resolve(); },
  } as unknown as SequenceSendRepository;
  const budget = { choose: (_key: string, sendingAs: string | null) => { calls.push(`choose as ${sendingAs}`); return Promise.resolve({ ok: true, mailbox: 'sales@movingco.example' }); } } as unknown as MailboxBudgetService;
  const provider = { name: 'smtp', send: () => { calls.push('provider'); return Promise.reject(new Error('not expected')); }, close: () => Promise.resolve() } as unknown as MailProvider;
  const emails = {
    fromFor: (used: SendContext) => { calls.push(`from ${used.from_override}`); return 'Movers <sales@movingco.example>'; },
    render: () => Promise.reject(error),
  } as unknown as SequenceStepEmailRenderer;
  const holds = { heldUntil: () => Promise.resolve(null) } as unknown as RecipientDomainHoldService;
  return { sut: new SequenceSenderService(rows, budget, holds, provider, settings, emails, null), calls };
}

describe(SequenceSenderService.name, () => {
  it('should fail the send for good when the template refuses to render (an unknown merge tag)', async () => {
    const { sut, calls } = senderWhoseRenderThrows(new MergeError('body', ['moveSize'], 'Unknown merge tag {{moveSize}}'));

    const outcome = await sut.send({ enrollmentId: context.enrollment_id, stepOrder: 1 });

    expect(outcome).toEqual({ kind: 'failed', deliveryId: null, reason: 'The email could not be rendered: Unknown merge tag {{moveSize}}' });
    expect(calls).toEqual(['choose as null', 'from null']);
  });

  it('should throw (so the advancer tries again later) when rendering fails for another reason, such as the database', async () => {
    const { sut, calls } = senderWhoseRenderThrows(new Error('Connection terminated unexpectedly'));

    await expect(sut.send({ enrollmentId: context.enrollment_id, stepOrder: 1 })).rejects.toThrow('Connection terminated unexpectedly');
    expect(calls).toEqual(['choose as null', 'from null']);
  });

  it("should send as a step's own sender only when it is one of our addresses (one stored before the check is ignored)", async () => {
    const ours = senderWhoseRenderThrows(new Error('stop here'), { ...context, from_override: 'Quotes <Sales@movingco.example>' });
    await expect(ours.sut.send({ enrollmentId: context.enrollment_id, stepOrder: 1 })).rejects.toThrow('stop here');
    expect(ours.calls).toEqual(['choose as sales@movingco.example', 'from Quotes <Sales@movingco.example>']);

    const foreign = senderWhoseRenderThrows(new Error('stop here'), { ...context, from_override: 'evil <attacker@evil.example>' });
    await expect(foreign.sut.send({ enrollmentId: context.enrollment_id, stepOrder: 1 })).rejects.toThrow('stop here');
    expect(foreign.calls).toEqual(['choose as null', 'from null']);
  });
});

/** An attempt that started long past the lease and never finished: its process died during the provider call. */
const interrupted: SequenceDeliveryRow = {
  id: 'delivery-1', status: 'pending', provider: null, message_id: '<seq-1@movingco.example>', mailbox: 'sales@movingco.example', attempts: 1,
  attempt_started_at: new Date(Date.now() - 10 * 60_000), next_attempt_at: null, sent_at: null, error: null,
};

const SENT_AT = new Date('2026-11-23T10:00:00Z');

/** A plain provider with the given capabilities (and optional methods); records every call by name. */
function providerWith(capabilities: MailProviderCapabilities, methods: { sendAs?: boolean; findSent?: 'found' | 'missing' } = {}) {
  const calls: [string, ...unknown[]][] = [];
  const sent = (): Promise<SentMail> => Promise.resolve({ provider: 'graph', requestId: 'req-1', messageId: '<seq-1@movingco.example>' });
  const provider: MailProvider = {
    name: 'graph',
    capabilities,
    send: (message: OutgoingMail) => { calls.push(['send', message]); return sent(); },
    close: () => Promise.resolve(),
    ...(methods.sendAs ? { sendAs: (mailbox: string, message: OutgoingMail) => { calls.push(['sendAs', mailbox, message]); return sent(); } } : {}),
    ...(methods.findSent
      ? {
        findSent: (mailbox: string, messageId: string) => {
          calls.push(['findSent', mailbox, messageId]);
          return Promise.resolve(methods.findSent === 'found' ? { id: 'graph-id', internetMessageId: messageId } : null);
        },
      }
      : {}),
  };
  return { provider, calls };
}

/** A sender over `provider` whose rows answer `existing` (or insert a fresh row); records what the rows were told. */
function senderOver(provider: MailProvider, existing: SequenceDeliveryRow | null = null) {
  const recorded: { markSent: SentFields[]; markUnknown: string[] } = { markSent: [], markUnknown: [] };
  const rows = {
    contextAndRow: () => Promise.resolve({ context, existing }),
    heldSentAnswer: () => Promise.resolve(null),
    insertStarted: () => Promise.resolve({ row: { ...interrupted, attempt_started_at: new Date(), mailbox: 'sales2@movingco.example' }, inserted: true }),
    markSent: (_id: string, fields: SentFields) => { recorded.markSent.push(fields); return Promise.resolve(SENT_AT); },
    markUnknown: (_id: string, why: string) => { recorded.markUnknown.push(why); return Promise.resolve(); },
  } as unknown as SequenceSendRepository;
  const budget = { choose: () => Promise.resolve({ ok: true, mailbox: 'sales2@movingco.example' }) } as unknown as MailboxBudgetService;
  const emails = {
    fromFor: () => 'Movers <sales2@movingco.example>',
    render: () => Promise.resolve({ subject: 'Your move', html: '<p>Hi</p>', text: 'Hi', warnings: [], imageSources: [] }),
  } as unknown as SequenceStepEmailRenderer;
  const holds = { heldUntil: () => Promise.resolve(null) } as unknown as RecipientDomainHoldService;
  return { sut: new SequenceSenderService(rows, budget, holds, provider, { ...settings, mailboxes: ['sales@movingco.example', 'sales2@movingco.example'] }, emails, null), recorded };
}

// The sender asks what a provider declares, never its class: these providers are plain objects.
describe(`${SequenceSenderService.name} with the capabilities a provider declares`, () => {
  const request = { enrollmentId: context.enrollment_id, stepOrder: 1 };
  const lookupCapable: MailProviderCapabilities = { customHeaders: false, messageIdControl: true, savesToSentItems: true };

  it('should confirm an interrupted send through findSent when the provider declares it can search Sent Items', async () => {
    const { provider, calls } = providerWith(lookupCapable, { findSent: 'found' });
    const { sut, recorded } = senderOver(provider, interrupted);

    const outcome = await sut.send(request);

    expect(outcome).toEqual({ kind: 'sent', deliveryId: 'delivery-1', sentAt: SENT_AT });
    expect(calls).toEqual([['findSent', 'sales@movingco.example', '<seq-1@movingco.example>']]);
    expect(recorded.markSent).toEqual([{ provider: 'graph', messageId: '<seq-1@movingco.example>', requestId: null, savedToSent: true }]);
  });

  it('should mark an interrupted send unknown when the provider searched Sent Items and it is not there', async () => {
    const { provider } = providerWith(lookupCapable, { findSent: 'missing' });
    const { sut, recorded } = senderOver(provider, interrupted);

    expect(await sut.send(request)).toEqual({ kind: 'unknown', deliveryId: 'delivery-1' });
    expect(recorded.markUnknown).toEqual(['The send was interrupted and <seq-1@movingco.example> is not in the Sent Items of sales@movingco.example']);
  });

  it.each([
    ['has no findSent', lookupCapable, undefined],
    ['keeps no copy in Sent Items', { ...lookupCapable, savesToSentItems: false }, 'found' as const],
    ['does not keep our Message-ID', { ...lookupCapable, messageIdControl: false }, 'found' as const],
  ])('should leave an interrupted send unknown without a lookup when the provider %s', async (_why, capabilities, findSent) => {
    const { provider, calls } = providerWith(capabilities, { findSent });
    const { sut, recorded } = senderOver(provider, interrupted);

    expect(await sut.send(request)).toEqual({ kind: 'unknown', deliveryId: 'delivery-1' });
    expect(calls).toEqual([]);
    expect(recorded.markUnknown).toEqual(['The send was interrupted and the provider cannot confirm whether it went out']);
  });

  it("should send as the budget's mailbox through sendAs when the provider has it, else through send", async () => {
    const pooled = providerWith(lookupCapable, { sendAs: true });
    expect((await senderOver(pooled.provider).sut.send(request)).kind).toBe('sent');
    expect(pooled.calls.map(([method, mailbox]) => [method, mailbox])).toEqual([['sendAs', 'sales2@movingco.example']]);

    const single = providerWith(lookupCapable);
    expect((await senderOver(single.provider).sut.send(request)).kind).toBe('sent');
    expect(single.calls.map(([method]) => method)).toEqual(['send']);
  });

  it('should add the List-Unsubscribe pair only for a provider declaring customHeaders, and record saved_to_sent as declared', async () => {
    const headersOf = (calls: [string, ...unknown[]][]) => Object.keys((calls[0][1] as OutgoingMail).headers ?? {});
    const plain = providerWith({ customHeaders: true, messageIdControl: true, savesToSentItems: false });
    const plainSender = senderOver(plain.provider);
    await plainSender.sut.send(request);
    expect(headersOf(plain.calls)).toEqual(['Message-ID', 'X-Sequence-Id', 'X-Template-Id', 'List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(plainSender.recorded.markSent[0]).toMatchObject({ savedToSent: false });

    const xOnly = providerWith(lookupCapable);
    const xOnlySender = senderOver(xOnly.provider);
    await xOnlySender.sut.send(request);
    expect(headersOf(xOnly.calls)).toEqual(['Message-ID', 'X-Sequence-Id', 'X-Template-Id']);
    expect(xOnlySender.recorded.markSent[0]).toMatchObject({ savedToSent: true });
  });
});
