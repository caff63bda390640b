import { nextBusinessDayAt } from 'src/common/time/company-time';
import type { CallOutcome } from './entities/call-outcome.entity';
import { OPPORTUNITY_STATUSES, isOpportunityStatus } from '../opportunities/opportunity-status.constants';

export type FollowUpAction = { kind: 'callback_reminder' } | { kind: 'set_status'; status: string };

/** Parses CALL_FOLLOW_UP_POLICY ("no_answer=callback_reminder,booked=set_status:booked"); validated at boot. */
export function parseFollowUpPolicy(policy: string): Map<CallOutcome, FollowUpAction[]> {
  const rules = new Map<CallOutcome, FollowUpAction[]>();
  for (const entry of policy.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [outcome, action] = entry.split('=') as [CallOutcome, string];
    const parsed: FollowUpAction = action.startsWith('set_status:') ? { kind: 'set_status', status: action.slice('set_status:'.length) } : { kind: 'callback_reminder' };
    if (parsed.kind === 'set_status' && !isOpportunityStatus(parsed.status)) {
      throw new Error(`CALL_FOLLOW_UP_POLICY: "${entry}" sets an unknown status; use one of ${OPPORTUNITY_STATUSES.join(', ')}`);
    }
    rules.set(outcome, [...(rules.get(outcome) ?? []), parsed]);
  }
  return rules;
}

/** Callback reminders fall due at this hour of the company's day. */
export const CALLBACK_HOUR = 9;

/** When a callback is due: 9 am (company timezone) on the next business day after the call. */
export function callbackDueAt(callDate: Date, timezone: string): Date {
  return nextBusinessDayAt(callDate, CALLBACK_HOUR, timezone);
}
