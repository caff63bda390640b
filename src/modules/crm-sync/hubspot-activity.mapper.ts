import { OutboxEvent, type OutboxEventPayloads } from 'src/modules/outbox/outbox-events.constants';
import { runReasonText } from 'src/modules/runs/advancer/run-reason-text.policy';

/** The HubSpot activity objects the activity sync creates (CRM v3 object type names). */
export type ActivityObjectType = 'emails' | 'calls' | 'tasks' | 'notes';

/**
 * HubSpot-defined default association type ids (category HUBSPOT_DEFINED), activity → contact and activity → deal,
 * as HubSpot's associations reference lists them.
 */
export const ACTIVITY_ASSOCIATION_TYPE_IDS: { readonly [T in ActivityObjectType]: { contact: number; deal: number } } = {
  emails: { contact: 198, deal: 210 },
  calls: { contact: 194, deal: 206 },
  tasks: { contact: 204, deal: 216 },
  notes: { contact: 202, deal: 214 },
};

/**
 * The property that tells an activity apart from others of its type at the same time on the same record: a create
 * whose answer was lost is looked up by time, record and this before it is made again.
 */
export const ACTIVITY_TITLE_PROPERTY: { readonly [T in ActivityObjectType]: string } = {
  emails: 'hs_email_subject',
  calls: 'hs_call_title',
  tasks: 'hs_task_subject',
  notes: 'hs_note_body',
};

/** The outbox events that become a HubSpot activity. */
export const ACTIVITY_EVENTS = [
  OutboxEvent.SequenceStepSent,
  OutboxEvent.SequenceRunPaused,
  OutboxEvent.SequenceRunEnded,
  OutboxEvent.RunActionTaken,
  OutboxEvent.CallOutcomeRecorded,
  OutboxEvent.CallFollowUpDue,
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENTS)[number];

/** One activity event as the job carries it: its type and its own payload. */
export type ActivityEvent = { [E in ActivityEventType]: { type: E; payload: OutboxEventPayloads[E] } }[ActivityEventType];

type FieldKind = 'uuid' | 'string' | 'number' | 'string|null';
const FIELDS: { readonly [E in ActivityEventType]: { readonly [K in keyof OutboxEventPayloads[E]]-?: FieldKind } } = {
  [OutboxEvent.SequenceStepSent]: { enrollmentId: 'uuid', step: 'number', deliveryId: 'uuid', sentAt: 'string' },
  [OutboxEvent.SequenceRunPaused]: { enrollmentId: 'uuid', step: 'number', reason: 'string' },
  [OutboxEvent.SequenceRunEnded]: { enrollmentId: 'uuid', step: 'number', status: 'string', reason: 'string' },
  [OutboxEvent.RunActionTaken]: { enrollmentId: 'uuid', action: 'string', userId: 'uuid', reason: 'string|null' },
  [OutboxEvent.CallOutcomeRecorded]: { callOutcomeId: 'uuid', opportunityId: 'uuid', outcome: 'string' },
  [OutboxEvent.CallFollowUpDue]: { callOutcomeId: 'uuid', opportunityId: 'uuid', dueAt: 'string' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fits = (value: unknown, kind: FieldKind): boolean => {
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (kind === 'uuid') return typeof value === 'string' && UUID.test(value);
  return typeof value === 'string' || (kind === 'string|null' && value === null);
};

/** The job's event read back as a catalogued activity event; null for another type or a payload missing a field (or with an id that is no id). */
export function activityEvent(type: string, payload: Record<string, unknown> | null | undefined): ActivityEvent | null {
  if (!(ACTIVITY_EVENTS as readonly string[]).includes(type) || typeof payload !== 'object' || payload === null) return null;
  const fields = FIELDS[type as ActivityEventType] as Record<string, FieldKind>;
  return Object.entries(fields).every(([name, kind]) => fits(payload[name], kind)) ? ({ type, payload } as ActivityEvent) : null;
}

/** What an activity says, read from the rows the event names (the job reads them; this file only words them). */
export type ActivityFacts =
  | { kind: 'email'; sequenceName: string; step: number; sentAt: string; subject: string; toEmail: string; fromEmail: string }
  | { kind: 'call'; customer: string; outcome: string; agent: string; phoneNumber: string; notes: string | null; callDate: string }
  | { kind: 'callback'; customer: string; dueAt: string; outcome: string; agent: string; phoneNumber: string; ownerId: string | null }
  | { kind: 'run_paused'; sequenceName: string; step: number; reason: string; at: string }
  | { kind: 'run_ended'; sequenceName: string; step: number; status: string; reason: string; at: string }
  | { kind: 'run_action'; sequenceName: string; action: string; actor: string; reason: string | null; at: string };

/** One HubSpot object to create: its type and properties (associations come from the opportunity's ids). */
export interface ActivityDraft {
  objectType: ActivityObjectType;
  properties: Record<string, string>;
}

/** Text inside HubSpot's rich-text bodies (notes, call bodies, task bodies): shown as written, never as markup. */
const html = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 'no_answer' → 'No answer'. */
export const outcomeWords = (outcome: string): string => {
  const words = outcome.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : outcome;
};

/** An ISO time as HubSpot's `hs_timestamp`: Unix milliseconds (what its search compares too). */
const timestamp = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : String(ms);
};

/** "Name <a@b.c>" → a@b.c (a bare address as it is). */
const address = (value: string): string => /<([^<>]+)>\s*$/.exec(value)?.[1]?.trim() ?? value.trim();

/** What an operator's run action did, in words (an action this build does not know: its code). */
const RUN_ACTION_WORDS: Record<string, string> = {
  pause: 'paused',
  reactivate: 'reactivated',
  advance: 'advanced to the next step',
  cancel: 'canceled',
  delivery_marked_sent: 'an unconfirmed send was marked sent',
  delivery_marked_not_sent: 'an unconfirmed send was marked not sent (it goes out again)',
};

/** How a run ended, in words: completed, failed, or ended (canceled: unsubscribed, bounced, stopped by a reply…). */
const endedWord = (status: string): string => (status === 'completed' ? 'completed' : status === 'failed' ? 'failed' : 'ended');

/** The note text of a run event (also what the unit specs read). */
export function runNoteText(facts: Extract<ActivityFacts, { kind: 'run_paused' | 'run_ended' | 'run_action' }>): string {
  const sequence = `Sequence '${facts.sequenceName}'`;
  if (facts.kind === 'run_paused') return `${sequence} paused at step ${facts.step}: ${runReasonText(facts.reason)}`;
  if (facts.kind === 'run_ended') {
    if (facts.status === 'completed' && facts.reason === 'completed') return `${sequence} completed after its last step (step ${facts.step})`;
    return `${sequence} ${endedWord(facts.status)} at step ${facts.step}: ${runReasonText(facts.reason)}`;
  }
  const done = RUN_ACTION_WORDS[facts.action] ?? facts.action;
  return `${sequence}: ${done} by ${facts.actor}${facts.reason ? ` (${facts.reason})` : ''}`;
}

/** Event facts → the HubSpot object and its properties (HubSpot's documented CRM v3 activity properties). */
export function activityDraft(facts: ActivityFacts): ActivityDraft {
  switch (facts.kind) {
    case 'email':
      return {
        objectType: 'emails',
        properties: {
          hs_timestamp: timestamp(facts.sentAt),
          hs_email_direction: 'EMAIL',
          hs_email_status: 'SENT',
          hs_email_subject: facts.subject,
          hs_email_text: `Sequence '${facts.sequenceName}', step ${facts.step}, sent to ${address(facts.toEmail)}`,
          hs_email_headers: JSON.stringify({ from: { email: address(facts.fromEmail) }, to: [{ email: address(facts.toEmail) }], cc: [], bcc: [] }),
        },
      };
    case 'call': {
      const lines = [`Outcome: ${outcomeWords(facts.outcome)}`, `Agent: ${facts.agent}`, `Phone: ${facts.phoneNumber}`];
      if (facts.notes) lines.push(`Notes: ${facts.notes}`);
      return {
        objectType: 'calls',
        properties: {
          hs_timestamp: timestamp(facts.callDate),
          hs_call_title: `Call with ${facts.customer}: ${outcomeWords(facts.outcome)}`,
          hs_call_body: lines.map((line) => `<p>${html(line)}</p>`).join(''),
          hs_call_status: 'COMPLETED',
        },
      };
    }
    case 'callback':
      return {
        objectType: 'tasks',
        properties: {
          hs_timestamp: timestamp(facts.dueAt),
          hs_task_subject: `Call back ${facts.customer}`,
          hs_task_body: html(`Callback reminder: ${facts.agent}'s call ended "${outcomeWords(facts.outcome)}". Phone: ${facts.phoneNumber}`),
          hs_task_status: 'NOT_STARTED',
          hs_task_type: 'CALL',
          ...(facts.ownerId ? { hubspot_owner_id: facts.ownerId } : {}),
        },
      };
    default:
      return { objectType: 'notes', properties: { hs_timestamp: timestamp(facts.at), hs_note_body: html(runNoteText(facts)) } };
  }
}

/** The create call's associations: the activity → the contact and → the deal, whichever the opportunity has. */
export function activityAssociations(objectType: ActivityObjectType, contactId: string | null, dealId: string | null): { toId: string; typeId: number }[] {
  const ids = ACTIVITY_ASSOCIATION_TYPE_IDS[objectType];
  return [...(contactId ? [{ toId: contactId, typeId: ids.contact }] : []), ...(dealId ? [{ toId: dealId, typeId: ids.deal }] : [])];
}
