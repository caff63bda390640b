import type { AuthUser } from 'src/common/decorators/auth.decorators';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import type { OutboxService } from 'src/modules/outbox/outbox.service';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { DeliveriesListRepository, DeliveryListRow } from '../deliveries-list/deliveries-list.repository';
import { ResolveUnknownErrorCode } from './resolve-unknown.errors';
import type { LockedDelivery, ResolveUnknownRepository } from './resolve-unknown.repository';
import { ResolveUnknownService } from './resolve-unknown.service';
import type { UnknownSendDecisions } from './unknown-send-decisions.types';

const admin: AuthUser = { id: 'u-1', email: 'dana@movingco.example', displayName: 'Dana Admin', userPrincipalName: '', role: 'admin', via: 'session' };
const attempt = new Date('2026-11-23T09:30:00Z');
const locked = (extra: Partial<LockedDelivery> = {}): LockedDelivery => ({
  id: 'd-1', status: 'unknown', idempotency_key: 'seq:run-1:2', enrollment_id: 'run-1', step_order: 2, attempt_started_at: attempt, ...extra,
});
const listRow = (extra: Partial<DeliveryListRow> = {}): DeliveryListRow => ({
  id: 'd-1', kind: 'sequence', first_name: 'Pat', last_name: 'Lee', to_email: 'pat@example.com', sequence_name: 'Nurture', status: 'sent', provider: 'smtp',
  message_id: '<x@movingco.example>', idempotency_key: 'seq:run-1:2', error: null, created_at: attempt, sent_at: attempt, delivered_at: null,
  resolution: 'sent', resolved_at: new Date('2026-11-23T12:00:00Z'), resolved_by: 'Dana Admin', resolution_note: 'In the sent folder', ...extra,
});
const movedRun = { id: 'run-1', status: 'active', current_step: 3, next_run_at: new Date('2026-11-23T10:30:00Z') };

describe(ResolveUnknownService.name, () => {
  const build = (delivery: LockedDelivery | null, runs: Partial<UnknownSendDecisions> = {}) => {
    const deliveries = strictMock<ResolveUnknownRepository>('ResolveUnknownRepository', {
      lock: async () => delivery, markSent: async () => undefined, markNotSent: async () => undefined,
    });
    const list = strictMock<DeliveriesListRepository>('DeliveriesListRepository', { byId: async () => listRow() });
    const control = strictMock<UnknownSendDecisions>('UnknownSendDecisions', runs);
    const outbox = strictMock<OutboxService>('OutboxService', { append: async () => undefined });
    const db = strictMock<TransactionHost<TypeOrmTransactions>>('TransactionHost', { withTransaction: (async (fn: () => Promise<unknown>) => fn()) as never });
    const sut = new ResolveUnknownService(deliveries, list, control, outbox, db);
    return { sut, deliveries, control, outbox };
  };

  it('should mark an unknown delivery sent at its attempt time and move its run on through run control', async () => {
    const { sut, deliveries, control, outbox } = build(locked(), { confirmStepSent: async () => ({ moved: true, run: movedRun }) });
    const answer = await sut.resolve('d-1', 'sent', admin, '  In the sent folder ');
    expect(deliveries.calls.markSent).toEqual([['d-1', { sentAt: attempt, userId: 'u-1', note: 'In the sent folder' }]]);
    expect(control.calls.confirmStepSent).toEqual([['run-1', 2, { deliveryId: 'd-1', sentAt: attempt, by: 'Dana Admin' }]]);
    expect(outbox.calls.append).toEqual([['enrollment.run_action', { enrollmentId: 'run-1', action: 'delivery_marked_sent', userId: 'u-1', reason: 'In the sent folder' }]]);
    expect(answer.run).toEqual({ id: 'run-1', status: 'active', current_step: 2, next_run_at: '2026-11-23T10:30:00.000Z', moved: true });
    expect(answer.delivery.resolution).toEqual({ outcome: 'sent', at: '2026-11-23T12:00:00.000Z', by: 'Dana Admin', note: 'In the sent folder' });
  });

  it('should mark it failed with who and why, free its key and give the run the step again', async () => {
    const { sut, deliveries, control, outbox } = build(locked(), { sendStepAgain: async () => ({ moved: true, run: { ...movedRun, current_step: 2 } }) });
    const answer = await sut.resolve('d-1', 'not_sent', { ...admin, displayName: '' }, 'Not in Sent Items');
    const error = 'Marked not sent by dana@movingco.example: Not in Sent Items';
    expect(deliveries.calls.markNotSent).toEqual([['d-1', { retiredKey: 'seq:run-1:2:not-sent:d-1', error, userId: 'u-1', note: 'Not in Sent Items' }]]);
    expect(control.calls.sendStepAgain).toEqual([['run-1', 2, error]]);
    expect(outbox.calls.append?.[0]?.[1]).toMatchObject({ action: 'delivery_marked_not_sent' });
    expect(answer.run).toMatchObject({ current_step: 1, moved: true });
  });

  it('should refuse a delivery that is not unknown with a conflict naming its status, changing nothing', async () => {
    const { sut, deliveries } = build(locked({ status: 'sent' }));
    await expect(sut.resolve('d-1', 'not_sent', admin)).rejects.toMatchObject({ code: ResolveUnknownErrorCode.NotUnknown, httpStatus: 409, envelope: { status: 'sent' } });
    expect(deliveries.calls.markNotSent).toBeUndefined();
    expect(deliveries.calls.markSent).toBeUndefined();
  });

  it('should answer not found for a missing delivery', async () => {
    const { sut } = build(null);
    await expect(sut.resolve('d-9', 'sent', admin)).rejects.toMatchObject({ code: ResolveUnknownErrorCode.NotFound, httpStatus: 404 });
  });

  it('should resolve a delivery without a run (a test send) without touching runs or the outbox', async () => {
    const { sut, deliveries, outbox } = build(locked({ enrollment_id: null, step_order: null, attempt_started_at: null }));
    const answer = await sut.resolve('d-1', 'sent', admin);
    expect(deliveries.calls.markSent?.[0]?.[1]).toMatchObject({ note: null });
    expect((deliveries.calls.markSent?.[0]?.[1] as { sentAt: Date }).sentAt).toBeInstanceOf(Date);
    expect(outbox.calls.append).toBeUndefined();
    expect(answer.run).toBeNull();
  });

  it('should report a run left alone (ended or on another step) as not moved', async () => {
    const { sut, outbox } = build(locked(), { confirmStepSent: async () => ({ moved: false, run: { ...movedRun, status: 'canceled', next_run_at: null } }) });
    const answer = await sut.resolve('d-1', 'sent', admin);
    expect(answer.run).toMatchObject({ status: 'canceled', moved: false });
    expect(outbox.calls.append).toHaveLength(1);
  });
});
