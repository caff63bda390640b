import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { SuppressionService } from 'src/modules/suppression/suppression.service';
import { CallOutcomesRepository } from './call-outcomes.repository';
import { CallSequenceActions } from './call-sequence-actions.types';
import type { CallOutcome } from './entities/call-outcome.entity';
import { followUpActionName, type SequenceFollowUpAction } from './follow-up.policy';

export interface SequenceFollowUpInput {
  callId: string;
  opportunityId: string;
  outcome: CallOutcome;
  agent: string;
  actions: SequenceFollowUpAction[];
}

/** One action's result: whether it did something, and the timeline line saying what (or why not). */
export interface SequenceActionResult {
  ran: boolean;
  title: string;
}

/** "No answer" for no_answer: the outcome as the timeline names it. */
export const outcomeLabel = (outcome: string): string => {
  const words = outcome.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "Ended 1 sequence run", "Ended 2 sequence runs". */
export const endedRunsTitle = (count: number): string => (count === 0 ? 'No sequence runs to end' : `Ended ${count} sequence run${count === 1 ? '' : 's'}`);

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The sequence actions of the call follow-up policy (enroll the contact in a named sequence, end the contact's runs,
 * do not contact: its address on the suppression list and its runs ended).
 *
 * They run right after the call outcome's transaction has committed, never inside it: the enrollment side uses its
 * own connection, and whatever happens there (a missing sequence, a contact without email, a database error) must
 * never take the recorded call with it. Each action is tried on its own; its result is written to the opportunity's
 * Activity Timeline, and when at least one action actually did something (an enrollment was created or at least one
 * run was ended) the call's `follow_up_triggered` is set. A crash between the two steps loses only the follow-up, not
 * the call.
 */
@Injectable()
export class CallSequenceFollowUpService {
  private readonly logger = new Logger(CallSequenceFollowUpService.name);

  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly repo: CallOutcomesRepository,
    private readonly suppressions: SuppressionService,
    @Optional() @Inject(CallSequenceActions) private readonly sequences: CallSequenceActions | null = null,
  ) {}

  /** Runs the actions and records them; answers the names of the actions that did something. Never throws. */
  async run(input: SequenceFollowUpInput): Promise<string[]> {
    if (input.actions.length === 0) return [];
    const results: { action: SequenceFollowUpAction; result: SequenceActionResult }[] = [];
    let contactId: string | null;
    try {
      contactId = await this.repo.contactOf(input.opportunityId);
    } catch (error) {
      this.logger.warn({ err: error, opportunityId: input.opportunityId }, 'Call follow-up: could not read the contact');
      return this.record(input, input.actions.map((action) => ({ action, result: { ran: false, title: `Sequence follow-up failed: ${errorText(error)}` } })));
    }
    for (const action of input.actions) {
      const result = action.kind === 'do_not_contact' ? await this.doNotContact(contactId, input) : await this.runOne(action, contactId, input.outcome);
      results.push({ action, result });
    }
    return this.record(input, results);
  }

  /**
   * The contact's address goes on the suppression list (source do_not_contact, by the agent) and its live runs end.
   * The entry alone already stops every run at its next send (the contact is opted out), so it counts as done even
   * where sequences are not available in this process.
   */
  private async doNotContact(contactId: string | null, input: SequenceFollowUpInput): Promise<SequenceActionResult> {
    if (!contactId) return { ran: false, title: 'Not added to the suppression list: the lead has no contact' };
    try {
      const suppressed = await this.suppressions.addForContact(contactId, 'do_not_contact', `Call outcome: ${outcomeLabel(input.outcome)}`, input.agent);
      if (!suppressed) return { ran: false, title: 'Not added to the suppression list: the contact has no email address' };
      const listed = suppressed.created ? `Do not contact: ${suppressed.entry.email} added to the suppression list` : `Do not contact: ${suppressed.entry.email} was already on the suppression list`;
      const ended = this.sequences ? await this.sequences.endRuns(contactId, `call outcome: ${input.outcome}`) : 0;
      return { ran: true, title: `${listed}. ${endedRunsTitle(ended)}` };
    } catch (error) {
      this.logger.warn({ err: error, contactId }, 'Call follow-up: do not contact failed');
      return { ran: false, title: `Not added to the suppression list: ${errorText(error)}` };
    }
  }

  private async runOne(action: Exclude<SequenceFollowUpAction, { kind: 'do_not_contact' }>, contactId: string | null, outcome: CallOutcome): Promise<SequenceActionResult> {
    const notDone = action.kind === 'enroll' ? `Not enrolled in sequence "${action.sequence}"` : 'No sequence runs ended';
    if (!this.sequences) return { ran: false, title: `${notDone}: sequences are not available in this process` };
    if (!contactId) return { ran: false, title: `${notDone}: the lead has no contact` };
    try {
      if (action.kind === 'enroll') {
        const answer = await this.sequences.enrollByName(action.sequence, contactId);
        return answer.enrolled
          ? { ran: true, title: `Enrolled in sequence "${answer.sequenceName}"` }
          : { ran: false, title: `Not enrolled in sequence "${answer.sequenceName}": ${answer.reason}` };
      }
      const ended = await this.sequences.endRuns(contactId, `call outcome: ${outcome}`);
      return { ran: ended > 0, title: endedRunsTitle(ended) };
    } catch (error) {
      this.logger.warn({ err: error, contactId, action: followUpActionName(action) }, 'Call follow-up: sequence action failed');
      return { ran: false, title: `${notDone}: sequence follow-up failed (${errorText(error)})` };
    }
  }

  /** Timeline lines and the call's flag, in one small transaction; a failure here is logged, never thrown. */
  private async record(input: SequenceFollowUpInput, results: { action: SequenceFollowUpAction; result: SequenceActionResult }[]): Promise<string[]> {
    const ran = results.filter((r) => r.result.ran).map((r) => followUpActionName(r.action));
    try {
      await this.db.withTransaction(async () => {
        for (const { result } of results) {
          await this.repo.appendFollowUpActivity({
            opportunityId: input.opportunityId,
            title: result.title,
            detail: `After the call: ${outcomeLabel(input.outcome)}`,
            actor: input.agent,
          });
        }
        if (ran.length > 0) await this.repo.markFollowUpTriggered(input.callId);
      });
    } catch (error) {
      this.logger.error({ err: error, callOutcomeId: input.callId }, 'Call follow-up: could not record the sequence actions');
    }
    return ran;
  }
}
