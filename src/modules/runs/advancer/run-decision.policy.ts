/**
 * What the advancer does with one claimed run, decided at send time from the run and what it depends on (pure):
 * send the current step now, hold it until a later moment (the reason recorded), pause it, or end it.
 *
 * Order of the checks: the sequence's goal is not reached yet (else the run ends as a conversion); the contact may
 * still be mailed (else the run ends: the contact asked not to be or cannot be reached); the sequence and rule let it
 * go (else it waits); the step exists (else the run completes) and its type's handler says it can run, e.g. an email
 * step has a template (else the run fails); the send window is open in the contact's timezone (else it slides to the
 * next opening). The daily caps need the database and are checked after this (capHoldUntil gives the moment to
 * slide to).
 */
import { DateTime, IANAZone } from 'luxon';
import { anchoredRun, DEFAULT_SEND_WINDOW, isOpen, nextOpenSlot, scheduleNextRun, sendWindowProblems, type HolidayList, type SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import { narrowWindow } from 'src/modules/sequences/schedule/quiet-hours.policy';
import { parseStepAnchor } from 'src/modules/sequences/schedule/step-anchor.policy';
import type { StepBlock, StepRow } from '../steps/step-handler.types';
import type { AfterSend, NextStep } from './run-decision.types';

export type { AfterSend, NextStep } from './run-decision.types';

export type HoldReason =
  | 'window_closed'
  | 'cap_reached:org'
  | 'cap_reached:sequence'
  | 'mailbox_budget'
  /** Every sending mailbox the send may use is paused (the evidence said the sender is blocked), until an admin resumes one. */
  | 'mailbox_paused'
  /** The recipient's domain refused one of our sends on policy grounds; nothing is sent to it for a while. */
  | 'domain_held'
  | 'paused_rule'
  | 'archived_sequence'
  | 'retry'
  /** A call-task step waits for the call's outcome (until its task expires). */
  | 'call_task';

export type EndReason = 'goal_reached' | 'stop_condition' | 'call_outcome' | 'unsubscribed' | 'bounced' | 'opted_out' | 'missing_email' | StepBlock['reason'] | 'completed' | 'move_date_passed' | 'no_move_date';

export interface RunFacts {
  /** 1-based step to send. */
  current_step: number;
  contact: { email: string | null; timezone: string | null; consent_status: string; unsubscribed: boolean; bounced: boolean };
  /** goal_move_date_passed: the run also ends once the contact's move date has passed. */
  sequence: { state: string; is_active: boolean; deleted: boolean; goal_move_date_passed?: boolean };
  /** The run's enrollment rule, if it came from one. */
  rule: { status: string; timezone: string; send_window_json: unknown } | null;
  /** The current step's stored row, null when the sequence has no such step (any more). */
  step: StepRow | null;
  /** The status of the contact's newest opportunity when it is one of the sequence's goal statuses; else null (or absent). */
  goal_status?: string | null;
  /** The contact's move date (its newest opportunity with one), yyyy-MM-dd. */
  move_date?: string | null;
}

export interface DecisionContext {
  companyTimezone: string;
  holidays: HolidayList;
  /** How long a hold without a known end (paused rule, archived sequence) waits before looking again. */
  holdRecheckMs: number;
  /** Why a stored step cannot run, from its type's handler (StepHandlers.blocker); null when it can. */
  stepBlocker(step: StepRow, stepOrder: number): StepBlock | null;
}

export type RunDecision =
  | { kind: 'send'; window: SendWindow }
  | { kind: 'hold'; until: Date; reason: HoldReason; detail: string }
  /** Paused like the sequence's own pause does it (held by the sequence): its resume lets the run go again. */
  | { kind: 'pause_by_sequence'; reason: 'paused_sequence' }
  | { kind: 'end'; status: 'canceled' | 'failed' | 'completed'; reason: EndReason; detail: string };

const validZone = (zone: string | null | undefined): zone is string => typeof zone === 'string' && zone !== '' && IANAZone.isValidZone(zone);

/**
 * The run's send window: the rule's days and hours (the defaults without a rule), in the contact's timezone when it
 * has a valid one, else the rule's, else the company's.
 */
export function runWindow(facts: Pick<RunFacts, 'contact' | 'rule'>, companyTimezone: string): SendWindow {
  const zone = validZone(facts.contact.timezone) ? facts.contact.timezone : validZone(facts.rule?.timezone) ? (facts.rule as { timezone: string }).timezone : validZone(companyTimezone) ? companyTimezone : 'UTC';
  const json = facts.rule?.send_window_json;
  const stored = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const window = { days: stored.days ?? DEFAULT_SEND_WINDOW.days, start_hour: stored.start_hour ?? DEFAULT_SEND_WINDOW.start_hour, end_hour: stored.end_hour ?? DEFAULT_SEND_WINDOW.end_hour, timezone: zone };
  return sendWindowProblems(window).length === 0 ? (window as SendWindow) : { ...DEFAULT_SEND_WINDOW, timezone: zone };
}

const usable = (email: string | null): boolean => {
  const value = (email ?? '').trim().toLowerCase();
  return value !== '' && !value.endsWith('.invalid') && !value.endsWith('@invalid');
};

/**
 * The sequence ends runs after the move date and the contact's move date is before today where the run sends (the
 * contact's timezone, else the rule's, else the company's): the day of the move itself still counts as before it.
 */
export function moveDateGoalReached(facts: Pick<RunFacts, 'sequence' | 'move_date' | 'contact' | 'rule'>, now: Date, companyTimezone: string): boolean {
  if (!facts.sequence.goal_move_date_passed || !facts.move_date) return false;
  const today = DateTime.fromJSDate(now, { zone: runWindow(facts, companyTimezone).timezone }).toISODate() as string;
  return facts.move_date < today;
}

export function decideRun(facts: RunFacts, now: Date, ctx: DecisionContext): RunDecision {
  // A reached goal ends the run first: it is a conversion, whatever else holds the run.
  if (facts.goal_status) return { kind: 'end', status: 'completed', reason: 'goal_reached', detail: `Goal reached: ${facts.goal_status} (before step ${facts.current_step})` };
  if (moveDateGoalReached(facts, now, ctx.companyTimezone)) {
    return { kind: 'end', status: 'completed', reason: 'move_date_passed', detail: `The move date (${facts.move_date}) has passed` };
  }
  const { contact } = facts;
  if (contact.unsubscribed) return { kind: 'end', status: 'canceled', reason: 'unsubscribed', detail: 'The contact unsubscribed' };
  if (contact.bounced) return { kind: 'end', status: 'canceled', reason: 'bounced', detail: 'An email to the contact bounced' };
  if (contact.consent_status === 'opted_out') return { kind: 'end', status: 'canceled', reason: 'opted_out', detail: 'The contact opted out' };
  if (!usable(contact.email)) return { kind: 'end', status: 'failed', reason: 'missing_email', detail: 'The contact has no usable email address' };
  const recheck = new Date(now.getTime() + ctx.holdRecheckMs);
  if (facts.sequence.state === 'paused') return { kind: 'pause_by_sequence', reason: 'paused_sequence' };
  if (!facts.sequence.is_active || facts.sequence.deleted) return { kind: 'hold', until: recheck, reason: 'archived_sequence', detail: 'The sequence is archived' };
  if (facts.rule?.status === 'paused') return { kind: 'hold', until: recheck, reason: 'paused_rule', detail: 'The enrollment rule is paused' };
  if (facts.step === null) return { kind: 'end', status: 'completed', reason: 'completed', detail: `The sequence has no step ${facts.current_step}` };
  const blocked = ctx.stepBlocker(facts.step, facts.current_step);
  if (blocked) return { kind: 'end', status: 'failed', reason: blocked.reason, detail: blocked.detail };
  // The step's quiet hours narrow the window for this step only.
  const window = narrowWindow(runWindow(facts, ctx.companyTimezone), facts.step.quiet_hours);
  if (!isOpen(now, window, ctx.holidays)) {
    const until = nextOpenSlot(now, window, ctx.holidays);
    return { kind: 'hold', until, reason: 'window_closed', detail: `The send window (${window.timezone}) is closed until ${until.toISOString()}` };
  }
  return { kind: 'send', window };
}

/** The calendar day (yyyy-MM-dd) the daily caps count `at` in. */
export function capDayOf(at: Date, companyTimezone: string): string {
  return DateTime.fromJSDate(at, { zone: validZone(companyTimezone) ? companyTimezone : 'UTC' }).toISODate() as string;
}

/** A capped run waits for the next cap day (company timezone) and then for its window's next opening. */
export function capHoldUntil(now: Date, window: SendWindow, companyTimezone: string, holidays: HolidayList): Date {
  const zone = validZone(companyTimezone) ? companyTimezone : 'UTC';
  const tomorrow = DateTime.fromJSDate(now, { zone }).startOf('day').plus({ days: 1 }).toJSDate();
  return nextOpenSlot(tomorrow, window, holidays);
}

/**
 * After a send at `sentAt`: the next step's run, its delay counted from the actual send (so a run that slid keeps its
 * spacing; later steps are never crammed together to catch up) and moved into the window, or its move-date anchor
 * (a passed anchor ends the run); without a next step the run is complete.
 */
export function afterSend(next: NextStep | null, sentAt: Date, window: SendWindow, moveDate: string | null, holidays: HolidayList): AfterSend {
  if (next === null) return { kind: 'end', status: 'completed', reason: 'completed' };
  const anchor = parseStepAnchor(next.wait_until);
  if (anchor === null) return { kind: 'advance', step: next.step_order, at: scheduleNextRun(sentAt, next.delay_seconds, window, holidays) };
  if (moveDate === null) return { kind: 'end', status: 'completed', reason: 'no_move_date' };
  const at = anchoredRun(moveDate, anchor.offset_days, anchor.send_hour, window, { now: sentAt, holidays });
  return at === null ? { kind: 'end', status: 'completed', reason: 'move_date_passed' } : { kind: 'advance', step: next.step_order, at };
}
