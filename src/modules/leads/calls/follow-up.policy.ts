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

/** The next working day (Saturday and Sunday roll to Monday) at 14:00 UTC, i.e. 9 am on the US east coast. */
export function nextWorkingDay(from: Date): Date {
  const due = new Date(from);
  due.setUTCDate(due.getUTCDate() + 1);
  while (due.getUTCDay() === 0 || due.getUTCDay() === 6) due.setUTCDate(due.getUTCDate() + 1);
  due.setUTCHours(14, 0, 0, 0);
  return due;
}
