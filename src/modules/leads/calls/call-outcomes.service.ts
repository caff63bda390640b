import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { AppConfigService } from 'src/config/app-config.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import { CallOutcomesRepository } from './call-outcomes.repository';
import type { CallHistoryItemDto, RecordCallOutcomeDto } from './dto/record-call-outcome.dto';
import type { CallOutcomeEntity } from './entities/call-outcome.entity';
import { CallSequenceFollowUpService } from './call-sequence-follow-up.service';
import { callbackDueAt, followUpActionName, isSequenceAction, type LocalFollowUpAction, parseFollowUpPolicy, type SequenceFollowUpAction } from './follow-up.policy';
import { LeadError, LeadErrorCode } from '../leads.errors';

export const mapCall = (call: CallOutcomeEntity): CallHistoryItemDto => ({
  id: call.id,
  customer_service_agent: call.customerServiceAgent,
  call_date: call.callDate.toISOString(),
  phone_number: call.phoneNumber,
  outcome: call.outcome,
  notes: call.notes,
  follow_up_triggered: call.followUpTriggered,
});

/**
 * Call outcomes recorded by agents. The follow-up policy (CALL_FOLLOW_UP_POLICY, outcome → actions): status changes
 * and callback reminders run in the outcome's own transaction (the outcome and any reminder are written to the outbox
 * for the automation to pick up); the sequence actions (enroll, end runs) run once it has committed, so they can
 * never lose the call (see CallSequenceFollowUpService). `follow_up_triggered` and the answer's actions name only
 * what actually ran.
 */
@Injectable()
export class CallOutcomesService {
  /** CALL_FOLLOW_UP_POLICY, parsed once (it was validated at boot). */
  private readonly policy: ReturnType<typeof parseFollowUpPolicy>;
  private readonly timezone: string;

  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly calls: CallOutcomesRepository,
    private readonly outbox: OutboxService,
    config: AppConfigService,
    private readonly sequenceFollowUp: CallSequenceFollowUpService,
  ) {
    this.policy = parseFollowUpPolicy(config.leads.followUpPolicy);
    this.timezone = config.leads.timezone;
  }

  async record(input: RecordCallOutcomeDto): Promise<{ call: CallHistoryItemDto; actions: string[] }> {
    const all = this.policy.get(input.outcome) ?? [];
    const actions = all.filter((a): a is LocalFollowUpAction => !isSequenceAction(a));
    const sequenceActions = all.filter((a): a is SequenceFollowUpAction => isSequenceAction(a));
    const recorded = await this.db.withTransaction(async () => {
      if (!(await this.calls.opportunityExists(input.opportunity_id))) {
        throw new LeadError(LeadErrorCode.OpportunityNotFound, `Opportunity ${input.opportunity_id} not found`);
      }
      const call = await this.calls.insert({
        opportunityId: input.opportunity_id,
        agent: input.agent,
        phoneNumber: input.phone_number,
        outcome: input.outcome,
        notes: input.notes || null,
        followUpTriggered: actions.length > 0,
      });
      await this.outbox.append(
        OutboxEvent.CallOutcomeRecorded,
        { callOutcomeId: call.id, opportunityId: input.opportunity_id, outcome: input.outcome },
        `call_outcome.recorded:${call.id}`,
      );
      for (const action of actions) {
        if (action.kind === 'set_status') await this.calls.setOpportunityStatus(input.opportunity_id, action.status);
        else {
          await this.outbox.append(
            OutboxEvent.CallFollowUpDue,
            { callOutcomeId: call.id, opportunityId: input.opportunity_id, dueAt: callbackDueAt(call.callDate, this.timezone).toISOString() },
            `call_follow_up.due:${call.id}`,
          );
        }
      }
      return mapCall(call);
    });
    const ran = await this.sequenceFollowUp.run({
      callId: recorded.id, opportunityId: input.opportunity_id, outcome: input.outcome, agent: input.agent, actions: sequenceActions,
    });
    const call = ran.length > 0 ? { ...recorded, follow_up_triggered: true } : recorded;
    return { call, actions: [...actions.map(followUpActionName), ...ran] };
  }

  async history(opportunityId: string): Promise<CallHistoryItemDto[]> {
    if (!(await this.calls.opportunityExists(opportunityId))) {
      throw new LeadError(LeadErrorCode.OpportunityNotFound, `Opportunity ${opportunityId} not found`);
    }
    return (await this.calls.history(opportunityId)).map(mapCall);
  }
}
