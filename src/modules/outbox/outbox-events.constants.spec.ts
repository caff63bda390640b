import { JobName } from 'src/queue/queue.constants';
import { NO_CONSUMER, OUTBOX_EVENT_DESCRIPTIONS, OUTBOX_ROUTES, OutboxEvent, relayBackoffMs, routeEvent, routedJobName } from './outbox-events.constants';

describe('outbox event catalogue', () => {
  it('routes every catalogued event, and knows no others', () => {
    expect(Object.keys(OUTBOX_ROUTES).sort()).toEqual(Object.values(OutboxEvent).sort());
    expect(routeEvent('opportunity.renamed', {}, 'e-0')).toBeUndefined();
  });

  it('turns an enrichment request into one waiting enrichment job per lead', () => {
    expect(routeEvent(OutboxEvent.EnrichmentRequested, { opportunityId: 'o-1' }, 'e-1')).toEqual({
      name: JobName.EnrichOpportunity,
      data: { opportunityId: 'o-1' },
      options: { deduplication: { id: 'enrich-o-1' } },
    });
  });

  it('turns CRM sync requests into the shared, throttled dispatcher wake-up', () => {
    const a = routeEvent(OutboxEvent.CrmSyncRequested, { opportunityId: 'o-1' }, 'e-1');
    const b = routeEvent(OutboxEvent.CrmSyncRequested, { opportunityId: 'o-2' }, 'e-2');
    expect(a).toEqual(b);
    expect(a).toMatchObject({ name: JobName.CrmSyncDispatch, data: {}, options: { deduplication: { id: 'crm-sync-dispatch', ttl: 400 }, delay: 500 } });
  });

  it('turns each call and sequence-run event into one CRM activity job carrying the event id, its type and payload', () => {
    const call = { callOutcomeId: 'c', opportunityId: 'o', outcome: 'answered' };
    expect(routeEvent(OutboxEvent.CallOutcomeRecorded, call, 'e-1')).toEqual({
      name: JobName.SyncCrmActivity,
      data: { outboxEventId: 'e-1', event: OutboxEvent.CallOutcomeRecorded, payload: call },
      options: undefined,
    });
    const due = { callOutcomeId: 'c', opportunityId: 'o', dueAt: '2027-03-08T14:00:00.000Z' };
    expect(routeEvent(OutboxEvent.CallFollowUpDue, due, 'e-2')).toMatchObject({ name: JobName.SyncCrmActivity, data: { outboxEventId: 'e-2', event: 'call_follow_up.due', payload: due } });
    const activities = [OutboxEvent.CallOutcomeRecorded, OutboxEvent.CallFollowUpDue, OutboxEvent.SequenceStepSent, OutboxEvent.SequenceRunPaused, OutboxEvent.SequenceRunEnded, OutboxEvent.RunActionTaken];
    expect(activities.map(routedJobName)).toEqual(activities.map(() => JobName.SyncCrmActivity));
  });

  it('describes every event, and says "no consumer" exactly for those its route turns into no job', () => {
    expect(Object.keys(OUTBOX_EVENT_DESCRIPTIONS).sort()).toEqual(Object.values(OutboxEvent).sort());
    const unconsumed = Object.values(OutboxEvent).filter((event) => OUTBOX_EVENT_DESCRIPTIONS[event].consumer.startsWith(NO_CONSUMER));
    expect(Object.values(OutboxEvent).filter((event) => routedJobName(event) === null)).toEqual(unconsumed);
    expect(routedJobName(OutboxEvent.MoveDateChanged)).toBe(JobName.RecomputeMoveDateRuns);
  });

  it('backs off exponentially from 1 s and caps at 5 minutes', () => {
    expect([1, 2, 3, 4].map(relayBackoffMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(relayBackoffMs(9)).toBe(256_000);
    expect(relayBackoffMs(10)).toBe(300_000);
    expect(relayBackoffMs(50)).toBe(300_000);
  });
});
