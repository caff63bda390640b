import { nextBusinessDayAt } from 'src/common/time/company-time';
import type { CallOutcome } from './entities/call-outcome.entity';
import { OPPORTUNITY_STATUSES, isOpportunityStatus } from '../opportunities/opportunity-status.constants';

/**
 * One follow-up action of CALL_FOLLOW_UP_POLICY:
 * - `callback_reminder`: an outbox event due 9 am on the next business day;
 * - `set_status:<status>`: the opportunity's status;
 * - `enroll:<sequence name>`: enroll the opportunity's contact in that sequence (name matched case-insensitively);
 * - `end_runs`: end every live sequence run of the opportunity's contact;
 * - `do_not_contact`: the contact's email address goes on the suppression list (source do_not_contact: opted out,
 *   never mailed again) and every live sequence run of the contact ends. Not in the default policy: no outcome means
 *   "do not contact" by itself (wrong_number is about the phone); map one to it, e.g. not_interested=do_not_contact.
 * The first two run inside the call outcome's transaction; the others run right after it commits.
 */
export type FollowUpAction =
  | { kind: 'callback_reminder' }
  | { kind: 'set_status'; status: string }
  | { kind: 'enroll'; sequence: string }
  | { kind: 'end_runs' }
  | { kind: 'do_not_contact' };

export type SequenceFollowUpAction = Extract<FollowUpAction, { kind: 'enroll' | 'end_runs' | 'do_not_contact' }>;
export type LocalFollowUpAction = Exclude<FollowUpAction, SequenceFollowUpAction>;

export const isSequenceAction = (action: FollowUpAction): action is SequenceFollowUpAction => action.kind === 'enroll' || action.kind === 'end_runs' || action.kind === 'do_not_contact';

/** Longest sequence name (the sequences table's limit). */
const MAX_SEQUENCE_NAME = 200;

/** The action's name as the record answer lists it ("set_status:booked", "enroll:Missed-call follow-up"). */
export function followUpActionName(action: FollowUpAction): string {
  switch (action.kind) {
    case 'set_status':
      return `set_status:${action.status}`;
    case 'enroll':
      return `enroll:${action.sequence}`;
    default:
      return action.kind;
  }
}

function parseAction(entry: string, action: string): FollowUpAction {
  if (action.startsWith('set_status:')) {
    const status = action.slice('set_status:'.length);
    if (!isOpportunityStatus(status)) {
      throw new Error(`CALL_FOLLOW_UP_POLICY: "${entry}" sets an unknown status; use one of ${OPPORTUNITY_STATUSES.join(', ')}`);
    }
    return { kind: 'set_status', status };
  }
  if (action.startsWith('enroll:')) {
    const sequence = action.slice('enroll:'.length).trim();
    if (sequence === '' || sequence.length > MAX_SEQUENCE_NAME) {
      throw new Error(`CALL_FOLLOW_UP_POLICY: "${entry}" must name a sequence (1-${MAX_SEQUENCE_NAME} characters), like enroll:Missed-call follow-up`);
    }
    return { kind: 'enroll', sequence };
  }
  if (action === 'end_runs') return { kind: 'end_runs' };
  if (action === 'do_not_contact') return { kind: 'do_not_contact' };
  if (action === 'callback_reminder') return { kind: 'callback_reminder' };
  throw new Error(`CALL_FOLLOW_UP_POLICY: "${entry}" has an unknown action; use callback_reminder, set_status:<status>, enroll:<sequence name>, end_runs or do_not_contact`);
}

/**
 * Parses CALL_FOLLOW_UP_POLICY ("no_answer=callback_reminder,no_answer=enroll:Missed-call follow-up,booked=end_runs"):
 * a comma list of outcome=action; an outcome may appear several times and its actions run in the listed order.
 * Validated at boot.
 */
export function parseFollowUpPolicy(policy: string): Map<CallOutcome, FollowUpAction[]> {
  const rules = new Map<CallOutcome, FollowUpAction[]>();
  for (const entry of policy.split(',').map((part) => part.trim()).filter(Boolean)) {
    const at = entry.indexOf('=');
    const outcome = entry.slice(0, at < 0 ? entry.length : at).trim() as CallOutcome;
    const parsed = parseAction(entry, at < 0 ? '' : entry.slice(at + 1).trim());
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
