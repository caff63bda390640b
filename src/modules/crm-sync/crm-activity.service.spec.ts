import 'reflect-metadata';
import { RetryLaterError } from 'src/common/errors/retry-later.error';
import type { AppConfigService } from 'src/config/app-config.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { strictMock } from '../../../test/utils/strict-mock';
import type { CallActivityRow, CrmActivityRepository, CrmActivityRow } from './crm-activity.repository';
import { activityWaitMs, CrmActivityService } from './crm-activity.service';
import { CrmSyncError, CrmSyncErrorCode } from './crm-sync.errors';
import type { HubspotClient } from './hubspot.client';

const EVENT = 'a0a0a0a0-0000-4000-8000-000000000001';
const CALL = '9e2f4a10-3b6c-4d8e-a1f7-2c5b8d9e0f32';
const OPPORTUNITY = '1c3e5a7b-9d0f-4b2a-8c4e-6f8a0b2c4d63';
const RUN = { enqueuedAt: new Date('2027-03-08T15:00:01.000Z'), finalAttempt: false };

const callRow = (synced: boolean): CallActivityRow => ({
  opportunity_id: OPPORTUNITY,
  customer_name: 'Casey Caller',
  tracking_number: 'TRK-1',
  hubspot_contact_id: synced ? '1001' : null,
  hubspot_deal_id: synced ? '5000001' : null,
  agent: 'Sam Rivera',
  phone_number: '+15125550101',
  outcome: 'no_answer',
  notes: null,
  call_date: new Date('2027-03-08T15:00:00.000Z'),
});

const callJob = { outboxEventId: EVENT, event: OutboxEvent.CallOutcomeRecorded, payload: { callOutcomeId: CALL, opportunityId: OPPORTUNITY, outcome: 'no_answer' } };
const dueJob = { outboxEventId: EVENT, event: OutboxEvent.CallFollowUpDue, payload: { callOutcomeId: CALL, opportunityId: OPPORTUNITY, dueAt: '2027-03-09T14:00:00.000Z' } };

function setup(options: { configured?: boolean; recorded?: CrmActivityRow | null; synced?: boolean; gone?: boolean; waits?: number; hubspot?: Partial<HubspotClient> } = {}) {
  const settled: unknown[][] = [];
  const repository = strictMock<CrmActivityRepository>('CrmActivityRepository', {
    find: async () => options.recorded ?? null,
    call: async () => (options.gone ? null : callRow(options.synced ?? true)),
    recordWait: async () => options.waits ?? 1,
    markCreating: async () => true,
    settle: async (...args: unknown[]) => {
      settled.push(args);
    },
  });
  const hubspot = strictMock<HubspotClient>('HubspotClient', {
    configured: options.configured ?? true,
    createActivity: async () => '90000001',
    ...options.hubspot,
  });
  const config = { hubspot: { activityWaitMs: 60_000, activityMaxWaits: 3 } } as unknown as AppConfigService;
  return { service: new CrmActivityService(repository, hubspot, config), repository, hubspot, settled };
}

describe('CrmActivityService', () => {
  it('does nothing without HubSpot: no table read, no call', async () => {
    const { service, repository } = setup({ configured: false });
    expect(await service.sync(callJob, RUN)).toEqual({ result: 'not_configured' });
    expect(repository.calls).toEqual({});
  });

  it('creates a call on the contact and deal and records which object the event made', async () => {
    const { service, hubspot, repository, settled } = setup();
    expect(await service.sync(callJob, RUN)).toEqual({ result: 'created', objectType: 'calls', objectId: '90000001', found: false });
    const [[objectType, properties, associations]] = hubspot.calls.createActivity as [string, Record<string, string>, unknown][];
    expect(objectType).toBe('calls');
    expect(properties).toMatchObject({ hs_call_title: 'Call with Casey Caller: No answer', hs_call_status: 'COMPLETED' });
    expect(associations).toEqual([{ toId: '1001', typeId: 194 }, { toId: '5000001', typeId: 206 }]);
    // The attempt is recorded before the call goes out, the object id after.
    expect(repository.calls.markCreating).toEqual([[EVENT, OutboxEvent.CallOutcomeRecorded, OPPORTUNITY]]);
    expect(settled).toEqual([[EVENT, OutboxEvent.CallOutcomeRecorded, OPPORTUNITY, { status: 'created', objectType: 'calls', objectId: '90000001' }]]);
  });

  it('creates nothing for an event that already made its object (a retried or re-delivered job)', async () => {
    const { service, hubspot } = setup({ recorded: { status: 'created', hubspot_object_type: 'calls', hubspot_object_id: '90000001', waits: 0, reason: null } });
    expect(await service.sync(callJob, RUN)).toEqual({ result: 'already', status: 'created', objectId: '90000001' });
    expect(hubspot.calls).toEqual({});
  });

  it('looks up the object of an earlier create whose answer was lost, and adopts it instead of creating a second', async () => {
    const findActivity = jest.fn(async () => '90000007');
    const { service, hubspot, settled } = setup({
      recorded: { status: 'creating', hubspot_object_type: null, hubspot_object_id: null, waits: 0, reason: null },
      hubspot: { findActivity },
    });
    expect(await service.sync(callJob, RUN)).toEqual({ result: 'created', objectType: 'calls', objectId: '90000007', found: true });
    expect(findActivity).toHaveBeenCalledWith('calls', {
      timestamp: String(Date.parse('2027-03-08T15:00:00.000Z')), on: { objectType: 'deal', id: '5000001' }, titleProperty: 'hs_call_title', title: 'Call with Casey Caller: No answer',
    });
    expect(hubspot.calls.createActivity).toBeUndefined();
    expect(settled).toEqual([[EVENT, OutboxEvent.CallOutcomeRecorded, OPPORTUNITY, { status: 'created', objectType: 'calls', objectId: '90000007' }]]);
  });

  it('gives the callback task to the deal owner', async () => {
    const { service, hubspot } = setup({ hubspot: { dealOwnerId: async () => '77001' } });
    expect(await service.sync(dueJob, RUN)).toMatchObject({ result: 'created', objectType: 'tasks' });
    const [[, properties]] = hubspot.calls.createActivity as [string, Record<string, string>][];
    expect(properties).toMatchObject({ hs_task_subject: 'Call back Casey Caller', hs_task_status: 'NOT_STARTED', hubspot_owner_id: '77001', hs_timestamp: String(Date.parse('2027-03-09T14:00:00.000Z')) });
  });

  it('waits for an opportunity not yet in HubSpot, longer each time, then gives up with the reason recorded', async () => {
    const waiting = setup({ synced: false, waits: 2 });
    const thrown = await waiting.service.sync(callJob, RUN).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RetryLaterError);
    expect((thrown as RetryLaterError).retryAfterMs).toBe(120_000);
    expect(waiting.hubspot.calls).toEqual({});

    const givenUp = setup({ synced: false, waits: 4 });
    expect(await givenUp.service.sync(callJob, RUN)).toEqual({ result: 'skipped', reason: 'Opportunity TRK-1 was still not synced to HubSpot after 3 waits' });
    expect(givenUp.settled).toEqual([[EVENT, OutboxEvent.CallOutcomeRecorded, OPPORTUNITY, { status: 'skipped', reason: 'Opportunity TRK-1 was still not synced to HubSpot after 3 waits' }]]);
    expect([1, 2, 3, 7, 8, 20].map((n) => activityWaitMs(n, 1000))).toEqual([1000, 2000, 4000, 60_000, 60_000, 60_000]);
  });

  it('records a 4xx as failed for good, and leaves a transient failure to the queue until the last attempt', async () => {
    const rejected = setup({ hubspot: { createActivity: async () => Promise.reject(new CrmSyncError(CrmSyncErrorCode.Unavailable, 'HubSpot answered HTTP 400: bad', { status: 400 })) } });
    expect(await rejected.service.sync(callJob, RUN)).toEqual({ result: 'failed', reason: 'HubSpot answered HTTP 400: bad' });
    expect(rejected.settled.at(-1)).toEqual([EVENT, OutboxEvent.CallOutcomeRecorded, OPPORTUNITY, { status: 'failed', reason: 'HubSpot answered HTTP 400: bad' }]);

    const down = () => Promise.reject(new CrmSyncError(CrmSyncErrorCode.Unavailable, 'HubSpot answered HTTP 502: Bad Gateway', { status: 502 }));
    const transient = setup({ hubspot: { createActivity: down } });
    await expect(transient.service.sync(callJob, RUN)).rejects.toThrow('HTTP 502');
    expect(transient.settled).toEqual([]);

    const throttled = setup({ hubspot: { createActivity: () => Promise.reject(new RetryLaterError('HubSpot rate limit hit', 5000)) } });
    await expect(throttled.service.sync(callJob, { ...RUN, finalAttempt: true })).rejects.toBeInstanceOf(RetryLaterError);
    expect(throttled.settled).toEqual([]);
  });

  it('skips, with the reason, an event whose rows are gone or whose payload it cannot read', async () => {
    const { service, settled } = setup();
    expect(await service.sync({ outboxEventId: EVENT, event: OutboxEvent.CallOutcomeRecorded, payload: {} }, RUN)).toEqual({
      result: 'skipped', reason: 'Not an activity event the CRM sync knows: call_outcome.recorded',
    });
    expect(settled).toHaveLength(1);
    const gone = setup({ gone: true });
    expect(await gone.service.sync(callJob, RUN)).toEqual({ result: 'skipped', reason: `Call outcome ${CALL} no longer exists` });
  });
});
