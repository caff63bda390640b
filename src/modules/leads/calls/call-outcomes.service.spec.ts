import 'reflect-metadata';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import type { AppConfigService } from 'src/config/app-config.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import type { OutboxService } from 'src/modules/outbox/outbox.service';
import { makeCallOutcome } from '../../../../test/factories/call-outcome.factory';
import { makeOpportunity } from '../../../../test/factories/opportunity.factory';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { CallOutcomesRepository } from './call-outcomes.repository';
import { CallOutcomesService } from './call-outcomes.service';
import type { CallSequenceFollowUpService, SequenceFollowUpInput } from './call-sequence-follow-up.service';
import type { RecordCallOutcomeDto } from './dto/record-call-outcome.dto';
import type { CallOutcomeEntity } from './entities/call-outcome.entity';

const POLICY = 'no_answer=callback_reminder,voicemail=callback_reminder,booked=set_status:booked,rescheduled=set_status:pending,rescheduled=callback_reminder';
const config = (followUpPolicy = POLICY) => ({ leads: { followUpPolicy, timezone: 'America/New_York' } }) as unknown as AppConfigService;

/**
 * The service over one stored opportunity (or none). The transaction helper runs the work at once and marks it as
 * running, so each collaborator call can show it happened inside the transaction; the repository echoes the insert
 * as a stored row made by the factory (a Friday-afternoon call).
 */
function setup(options: { exists?: boolean; policy?: string; history?: CallOutcomeEntity[]; sequenceRan?: string[] } = {}) {
  const opportunity = makeOpportunity();
  let inTransaction = false;
  const inside: string[] = [];
  const note = (call: string) => inside.push(`${call}:${inTransaction ? 'in' : 'out'}`);
  const db = {
    withTransaction: async <T>(work: () => Promise<T>): Promise<T> => {
      inTransaction = true;
      try {
        return await work();
      } finally {
        inTransaction = false;
      }
    },
  } as unknown as TransactionHost<TypeOrmTransactions>;
  const calls = strictMock<CallOutcomesRepository>('CallOutcomesRepository', {
    opportunityExists: async (id: string) => {
      note('opportunityExists');
      return (options.exists ?? true) && id === opportunity.id;
    },
    insert: async (row: Parameters<CallOutcomesRepository['insert']>[0]) => {
      note('insert');
      return makeCallOutcome({
        opportunityId: row.opportunityId,
        customerServiceAgent: row.agent,
        phoneNumber: row.phoneNumber,
        outcome: row.outcome,
        notes: row.notes,
        followUpTriggered: row.followUpTriggered,
      });
    },
    setOpportunityStatus: async () => {
      note('setOpportunityStatus');
    },
    history: async () => options.history ?? [],
  });
  const outbox = strictMock<OutboxService>('OutboxService', {
    append: async () => {
      note('append');
    },
  });
  const followUp = strictMock<CallSequenceFollowUpService>('CallSequenceFollowUpService', {
    run: async (run: SequenceFollowUpInput) => {
      note('sequenceFollowUp');
      return run.actions.length > 0 ? (options.sequenceRan ?? []) : [];
    },
  });
  return { service: new CallOutcomesService(db, calls, outbox, config(options.policy), followUp), calls, outbox, followUp, opportunity, inside };
}

const input = (opportunityId: string, overrides: Partial<RecordCallOutcomeDto> = {}): RecordCallOutcomeDto => ({
  opportunity_id: opportunityId,
  agent: 'Sam Rivera',
  phone_number: '+15125550143',
  outcome: 'answered',
  ...overrides,
});

describe('CallOutcomesService', () => {
  describe('record', () => {
    it('stores an outcome with no follow-up rule and records only the outcome event, all in one transaction', async () => {
      const { service, calls, outbox, opportunity, inside } = setup();

      const { call, actions } = await service.record(input(opportunity.id, { notes: 'Asked for a quote by email' }));

      expect(actions).toEqual([]);
      expect(calls.calls.insert).toEqual([
        [{ opportunityId: opportunity.id, agent: 'Sam Rivera', phoneNumber: '+15125550143', outcome: 'answered', notes: 'Asked for a quote by email', followUpTriggered: false }],
      ]);
      expect(call).toEqual({
        id: expect.any(String),
        customer_service_agent: 'Sam Rivera',
        call_date: '2026-11-27T16:00:00.000Z',
        phone_number: '+15125550143',
        outcome: 'answered',
        notes: 'Asked for a quote by email',
        follow_up_triggered: false,
      });
      expect(outbox.calls.append).toEqual([
        [OutboxEvent.CallOutcomeRecorded, { callOutcomeId: call.id, opportunityId: opportunity.id, outcome: 'answered' }, `call_outcome.recorded:${call.id}`],
      ]);
      expect(calls.calls.setOpportunityStatus).toBeUndefined();
      expect(inside).toEqual(['opportunityExists:in', 'insert:in', 'append:in', 'sequenceFollowUp:out']);
    });

    it('stores empty notes as none', async () => {
      const { service, calls, opportunity } = setup();

      await service.record(input(opportunity.id, { notes: '' }));

      expect(calls.calls.insert[0][0]).toMatchObject({ notes: null });
    });

    it('schedules a callback for an unanswered call at 9 am company time on the next business day', async () => {
      const { service, calls, outbox, opportunity } = setup();

      const { call, actions } = await service.record(input(opportunity.id, { outcome: 'no_answer' }));

      expect(actions).toEqual(['callback_reminder']);
      expect(calls.calls.insert[0][0]).toMatchObject({ followUpTriggered: true });
      expect(call.follow_up_triggered).toBe(true);
      // Friday 11 am in New York → Monday 9 am EST.
      expect(outbox.calls.append).toEqual([
        [OutboxEvent.CallOutcomeRecorded, { callOutcomeId: call.id, opportunityId: opportunity.id, outcome: 'no_answer' }, `call_outcome.recorded:${call.id}`],
        [OutboxEvent.CallFollowUpDue, { callOutcomeId: call.id, opportunityId: opportunity.id, dueAt: '2026-11-30T14:00:00.000Z' }, `call_follow_up.due:${call.id}`],
      ]);
    });

    it('sets the opportunity status for a booked call, with no callback', async () => {
      const { service, calls, outbox, opportunity, inside } = setup();

      const { actions } = await service.record(input(opportunity.id, { outcome: 'booked' }));

      expect(actions).toEqual(['set_status:booked']);
      expect(calls.calls.setOpportunityStatus).toEqual([[opportunity.id, 'booked']]);
      expect(outbox.calls.append.map(([event]) => event)).toEqual([OutboxEvent.CallOutcomeRecorded]);
      expect(inside).toEqual(['opportunityExists:in', 'insert:in', 'append:in', 'setOpportunityStatus:in', 'sequenceFollowUp:out']);
    });

    it('runs every action of an outcome in the policy\'s order', async () => {
      const { service, calls, outbox, opportunity, inside } = setup();

      const { actions } = await service.record(input(opportunity.id, { outcome: 'rescheduled' }));

      expect(actions).toEqual(['set_status:pending', 'callback_reminder']);
      expect(calls.calls.setOpportunityStatus).toEqual([[opportunity.id, 'pending']]);
      expect(outbox.calls.append.map(([event]) => event)).toEqual([OutboxEvent.CallOutcomeRecorded, OutboxEvent.CallFollowUpDue]);
      expect(inside).toEqual(['opportunityExists:in', 'insert:in', 'append:in', 'setOpportunityStatus:in', 'append:in', 'sequenceFollowUp:out']);
    });

    it('follows the configured policy: an empty one triggers nothing', async () => {
      const { service, calls, outbox, opportunity } = setup({ policy: '' });

      expect((await service.record(input(opportunity.id, { outcome: 'no_answer' }))).actions).toEqual([]);
      expect(calls.calls.insert[0][0]).toMatchObject({ followUpTriggered: false });
      expect(outbox.calls.append).toHaveLength(1);
    });

    it('hands the sequence actions to the follow-up after the transaction, in policy order', async () => {
      const { service, calls, followUp, opportunity, inside } = setup({
        policy: 'no_answer=enroll:Missed-call follow-up,no_answer=callback_reminder,no_answer=end_runs',
        sequenceRan: ['enroll:Missed-call follow-up'],
      });

      const { call, actions } = await service.record(input(opportunity.id, { outcome: 'no_answer' }));

      expect(followUp.calls.run).toEqual([[{
        callId: call.id, opportunityId: opportunity.id, outcome: 'no_answer', agent: 'Sam Rivera',
        actions: [{ kind: 'enroll', sequence: 'Missed-call follow-up' }, { kind: 'end_runs' }],
      }]]);
      expect(actions).toEqual(['callback_reminder', 'enroll:Missed-call follow-up']);
      expect(call.follow_up_triggered).toBe(true);
      expect(inside.at(-1)).toBe('sequenceFollowUp:out');
      expect(calls.calls.insert[0][0]).toMatchObject({ followUpTriggered: true });
    });

    it('answers follow_up_triggered false when only sequence actions were configured and none ran', async () => {
      const { service, calls, opportunity } = setup({ policy: 'booked=end_runs', sequenceRan: [] });

      const { call, actions } = await service.record(input(opportunity.id, { outcome: 'booked' }));

      expect(calls.calls.insert[0][0]).toMatchObject({ followUpTriggered: false });
      expect(call.follow_up_triggered).toBe(false);
      expect(actions).toEqual([]);
    });

    it('answers true when a sequence action ran though the call was stored without local actions', async () => {
      const { service, opportunity } = setup({ policy: 'booked=end_runs', sequenceRan: ['end_runs'] });

      const { call, actions } = await service.record(input(opportunity.id, { outcome: 'booked' }));

      expect(call.follow_up_triggered).toBe(true);
      expect(actions).toEqual(['end_runs']);
    });

    it('answers not found for an unknown opportunity and writes nothing', async () => {
      const { service, calls, outbox, followUp } = setup({ exists: false });

      await expect(service.record(input('20000000-0000-4000-8000-999999999999', { outcome: 'no_answer' }))).rejects.toMatchObject({
        code: 'OPPORTUNITY_NOT_FOUND',
        message: 'Opportunity 20000000-0000-4000-8000-999999999999 not found',
      });
      expect(calls.calls.insert).toBeUndefined();
      expect(calls.calls.setOpportunityStatus).toBeUndefined();
      expect(outbox.calls.append).toBeUndefined();
      expect(followUp.calls.run).toBeUndefined();
    });
  });

  it('refuses a policy that sets an unknown status when it is built', () => {
    expect(() => setup({ policy: 'booked=set_status:won' })).toThrow(/CALL_FOLLOW_UP_POLICY: "booked=set_status:won" sets an unknown status/);
  });

  describe('history', () => {
    it('lists an opportunity\'s calls as the API shows them', async () => {
      const older = makeCallOutcome({ outcome: 'voicemail', notes: 'Left a message', followUpTriggered: true, callDate: new Date('2026-11-20T15:00:00Z') });
      const { service, calls, opportunity } = setup({ history: [makeCallOutcome({ outcome: 'booked' }), older] });

      const history = await service.history(opportunity.id);

      expect(calls.calls.history).toEqual([[opportunity.id]]);
      expect(history.map((call) => call.outcome)).toEqual(['booked', 'voicemail']);
      expect(history[1]).toEqual({
        id: older.id,
        customer_service_agent: 'Sam Rivera',
        call_date: '2026-11-20T15:00:00.000Z',
        phone_number: '+15125550143',
        outcome: 'voicemail',
        notes: 'Left a message',
        follow_up_triggered: true,
      });
    });

    it('answers not found for an unknown opportunity without reading calls', async () => {
      const { service, calls } = setup({ exists: false });

      await expect(service.history('20000000-0000-4000-8000-999999999999')).rejects.toMatchObject({ code: 'OPPORTUNITY_NOT_FOUND' });
      expect(calls.calls.history).toBeUndefined();
    });
  });
});
