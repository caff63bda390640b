import 'reflect-metadata';
import { strictMock } from '../../../test/utils/strict-mock';
import type { DeliveryEntity } from './delivery.entity';
import { DeliveryError, DeliveryErrorCode } from './delivery.errors';
import type { DeliveriesRepository, NewDelivery } from './deliveries.repository';
import { DeliveriesService, FailedDeliveryError, type DeliveryRequest } from './deliveries.service';
import type { MailProvider, OutgoingMail, SentMail } from './mail-provider.types';

const request: DeliveryRequest = {
  kind: 'test',
  idempotencyKey: 'test:nonce-1',
  templateId: 'tpl-1',
  contactId: null,
  createdByUserId: 'user-1',
  message: { from: 'sales@movingco.example', to: 'alex@movingco.example', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' },
};

const pendingRow = (fields: NewDelivery): DeliveryEntity => ({
  ...fields,
  id: 'delivery-1',
  status: 'pending',
  provider: null,
  messageId: null,
  requestId: null,
  error: null,
  resolution: null,
  resolvedAt: null,
  resolvedByUserId: null,
  resolutionNote: null,
  savedToSent: false,
  createdAt: new Date('2026-11-23T10:00:00Z'),
  sentAt: null,
  deliveredAt: null,
});

/** Records the order of the collaborator calls. */
const setup = (send: (message: OutgoingMail) => Promise<SentMail>, name: MailProvider['name'] = 'graph', saveToSentItems = true) => {
  const order: string[] = [];
  const repo = strictMock<DeliveriesRepository>('DeliveriesRepository', {
    insertPending: (fields: NewDelivery) => {
      order.push('insertPending');
      return Promise.resolve(pendingRow(fields));
    },
    markSent: () => {
      order.push('markSent');
      return Promise.resolve();
    },
    markFailed: () => {
      order.push('markFailed');
      return Promise.resolve();
    },
  });
  const provider = strictMock<MailProvider>('MailProvider', {
    name,
    // As the real providers declare them: only Graph keeps a copy in Sent Items, when configured to.
    capabilities: { customHeaders: name !== 'graph', messageIdControl: true, savesToSentItems: name === 'graph' && saveToSentItems },
    send: (message: OutgoingMail) => {
      order.push('send');
      return send(message);
    },
  });
  return { sut: new DeliveriesService(repo, provider), repo, order };
};

describe(DeliveriesService.name, () => {
  it('should commit the pending row before calling the provider, then mark it sent with the ids', async () => {
    const { sut, repo, order } = setup(() => Promise.resolve({ provider: 'graph', requestId: 'req-1', messageId: '<m1@movingco.example>' }));

    const result = await sut.send(request);

    expect(order).toEqual(['insertPending', 'send', 'markSent']);
    expect(repo.calls.insertPending[0][0]).toEqual({
      kind: 'test',
      idempotencyKey: 'test:nonce-1',
      templateId: 'tpl-1',
      contactId: null,
      sequenceId: null,
      toEmail: 'alex@movingco.example',
      fromEmail: 'sales@movingco.example',
      subject: 'Hi',
      createdByUserId: 'user-1',
    });
    expect(repo.calls.markSent[0].slice(0, 2)).toEqual(['delivery-1', { provider: 'graph', messageId: '<m1@movingco.example>', requestId: 'req-1', savedToSent: true }]);
    expect(result.delivery).toMatchObject({ id: 'delivery-1', status: 'sent', messageId: '<m1@movingco.example>', savedToSent: true });
    expect(result.savedToSent).toBe(true);
  });

  it('should report saved_to_sent false for SMTP and for Graph without Sent Items', async () => {
    const smtp = setup(() => Promise.resolve({ provider: 'smtp', requestId: null, messageId: '<m2@x>' }), 'smtp');
    expect((await smtp.sut.send(request)).savedToSent).toBe(false);
    const quiet = setup(() => Promise.resolve({ provider: 'graph', requestId: 'r', messageId: '<m3@x>' }), 'graph', false);
    expect((await quiet.sut.send(request)).savedToSent).toBe(false);
  });

  it("should mark the row failed with the provider's message and rethrow with the delivery id", async () => {
    const refusal = new DeliveryError(DeliveryErrorCode.Rejected, 'SMTP send failed: 550 no such user', { provider: 'smtp', status: 550, providerCode: 'EENVELOPE' });
    const { sut, repo, order } = setup(() => Promise.reject(refusal), 'smtp');

    const error = await sut.send(request).catch((e: unknown) => e);

    expect(order).toEqual(['insertPending', 'send', 'markFailed']);
    expect(repo.calls.markFailed[0]).toEqual(['delivery-1', { provider: 'smtp', error: 'SMTP send failed: 550 no such user' }]);
    expect(error).toBeInstanceOf(FailedDeliveryError);
    expect(error).toMatchObject({ code: 'MAIL_REJECTED', deliveryId: 'delivery-1', retryable: false, message: 'SMTP send failed: 550 no such user' });
  });

  it('should record an unexpected provider failure as retryable and unavailable', async () => {
    const { sut, repo } = setup(() => Promise.reject(new Error('socket hang up')), 'smtp');

    const error = await sut.send(request).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'MAIL_PROVIDER_UNAVAILABLE', retryable: true, deliveryId: 'delivery-1' });
    expect(repo.calls.markFailed[0][1]).toEqual({ provider: 'smtp', error: 'Send failed: socket hang up' });
  });
});
