import { MergeError } from 'src/modules/templates/merge/merge.errors';
import type { MailProvider } from '../mail-provider.types';
import type { MailboxBudgetService } from '../mailboxes/mailbox-budget.service';
import type { SequenceSendSettings } from './sequence-send.config';
import type { SendContext, SequenceSendRepository } from './sequence-send.repository';
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
