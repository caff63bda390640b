/**
 * "Why hasn't this step sent?": a run's situation in words and data, from its row and what it depends on (pure).
 * Reasons come most decisive first; the summary is the first one's text (with the due time for a waiting run).
 */
import { isOpen, nextOpenSlot, type HolidayList } from 'src/modules/sequences/schedule/send-window.policy';
import { describeCondition, storedCondition } from 'src/modules/sequences/criteria/step-condition.policy';
import { dueWords } from '../steps/call/call-step.policy';
import { narrowWindow } from 'src/modules/sequences/schedule/quiet-hours.policy';
import { parseStepAnchor } from 'src/modules/sequences/schedule/step-anchor.policy';
import { DateTime } from 'luxon';
import { moveDateGoalReached, runWindow, type DecisionContext, type RunFacts } from '../advancer/run-decision.policy';
import { mailboxBudgetFallback, mailboxFullText, runMailboxes, type SendingFacts } from './run-explain-mailbox.policy';

export interface ExplainRow extends Pick<RunFacts, 'contact' | 'sequence' | 'rule' | 'step'> {
  /** The contact's newest opportunity's status when it is one of the sequence's goal statuses, else null. */
  goal_status: string | null;
  /** The open call task the run waits on at its current step (a call step), else null. */
  call_task: { assignee: string | null; due_at: Date } | null;
  status: string;
  current_step: number;
  step_count: number;
  next_run_at: Date | null;
  retry_count: number;
  hold_reason: string | null;
  hold_detail: string | null;
  hold_until: Date | null;
  last_error: string | null;
  last_sent_at: Date | null;
  locked_until: Date | null;
  held_by_sequence: boolean;
  paused_by: string | null;
  pause_reason: string | null;
  end_reason: string | null;
  ended_at: Date | null;
  step_wait_until: unknown;
  move_date: string | null;
  /** Sends counted today (company timezone) and the caps. */
  sends_today: { org: number; sequence: number };
  caps: { org: number; sequence: number };
  /** The step's own sender (from_override), when it has one. */
  step_from: string | null;
  /** The sending mailboxes with their limits and use now. */
  sending: SendingFacts;
}

export interface ExplainReason {
  code: string;
  text: string;
  until?: string | null;
}

export interface RunExplanation {
  state: string;
  step: number;
  step_count: number;
  due_at: string | null;
  summary: string;
  reasons: ExplainReason[];
  last_error: string | null;
  last_sent_at: string | null;
  retry_count: number;
  paused_by: string | null;
  pause_reason: string | null;
  end_reason: string | null;
}

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

const HOLD_TEXT: Record<string, (until: string) => string> = {
  window_closed: (until) => `The send window is closed until ${until}`,
  'cap_reached:org': (until) => `The daily organisation send cap is reached; waits until ${until}`,
  'cap_reached:sequence': (until) => `The daily sequence send cap is reached; waits until ${until}`,
  mailbox_budget: mailboxBudgetFallback,
  mailbox_paused: (until) => `Every sending mailbox is paused: the receiving servers are refusing our mail (an admin resumes it on the dashboard); looked at again at ${until}`,
  domain_held: (until) => `The recipient's domain refused one of our sends on policy grounds (blocked, spam filter, reputation); nothing is sent to it until ${until}`,
  paused_rule: (until) => `The enrollment rule is paused; looked at again at ${until}`,
  archived_sequence: (until) => `The sequence is archived; looked at again at ${until}`,
  retry: (until) => `The last attempt did not go through; sending again at ${until}`,
  call_task: (until) => `Waiting for a call outcome; without one by ${until} the run takes the no-answer path`,
  out_of_office: (until) => `The contact is out of the office (their automatic reply gave a return day); the next step waits until ${until}`,
};

/** Why a run ended, as a person says it (codes the engine records in end_reason). */
const END_REASON_TEXT: Record<string, string> = {
  reply_received: 'the contact replied',
  out_of_office: 'the contact is out of office',
  bounced: 'an email to the contact bounced',
  unsubscribed: 'the contact unsubscribed',
  unsubscribe_requested: 'the contact asked to unsubscribe',
  spam_complaint: 'the contact marked our email as spam',
  opted_out: 'the contact opted out',
  missing_email: 'the contact has no email address',
  move_date_passed: 'the move date has passed',
  goal_reached: 'its goal was reached',
  stop_condition: "a step's stop condition held",
  call_outcome: 'the call outcome ended it',
  no_move_date: 'the contact has no move date for the step to wait for',
  step_without_template: 'the step has no template',
  sequence_deleted: 'the sequence was deleted',
  run_stopped: 'it was stopped by a user',
  canceled: 'it was canceled',
  failed: 'it could not be sent',
};

/** The words for an end reason; an unknown code reads with spaces ('goal_met' → 'goal met'). */
export const endReasonText = (reason: string): string => END_REASON_TEXT[reason] ?? reason.replace(/_/g, ' ');

/** 'Paused by Alex Morgan: holiday'; a reason that only repeats who paused ('paused by Alex Morgan') is left out. */
function pausedText(pausedBy: string | null, reason: string | null): string {
  const by = pausedBy ? ` by ${pausedBy}` : '';
  const said = reason?.trim() ?? '';
  const repeats = said === '' || said.toLowerCase() === 'paused' || said.toLowerCase() === `paused${by}`.toLowerCase();
  return `Paused${by}${repeats ? '' : `: ${said}`}`;
}

/** The run's send window for its current step (narrowed by the step's quiet hours). */
const stepWindow = (row: ExplainRow, companyTimezone: string) => narrowWindow(runWindow(row, companyTimezone), row.step?.quiet_hours);

/** The send window in words, with whose time zone it is in: "09:00–17:00 in the contact's time zone, America/Chicago". */
function windowText(row: ExplainRow, companyTimezone: string): string {
  const window = stepWindow(row, companyTimezone);
  const whose = row.contact.timezone === window.timezone ? "the contact's" : row.rule?.timezone === window.timezone ? "the rule's" : "the company's";
  const hour = (value: number): string => `${String(value).padStart(2, '0')}:00`;
  return `${hour(window.start_hour)}–${hour(window.end_hour)} in ${whose} time zone, ${window.timezone}`;
}

/** "Goal reached: booked on Nov 30" (the day in the company's time zone; the status while it still holds). */
function goalReachedText(row: ExplainRow, companyTimezone: string): string {
  const day = row.ended_at ? ` on ${DateTime.fromJSDate(row.ended_at, { zone: companyTimezone }).toFormat('LLL d')}` : '';
  return `Goal reached${row.goal_status ? `: ${row.goal_status}` : ''}${day}`;
}

export function explainRun(row: ExplainRow, now: Date, ctx: { companyTimezone: string; holidays: HolidayList } & Pick<DecisionContext, 'stepBlocker'>): RunExplanation {
  const reasons: ExplainReason[] = [];
  const add = (code: string, text: string, until: Date | null = null): void => {
    reasons.push(until ? { code, text, until: until.toISOString() } : { code, text });
  };
  const ended = ['completed', 'canceled', 'failed'].includes(row.status);
  if (ended) {
    const why = row.end_reason ?? row.status;
    if (why === 'goal_reached') add('goal_reached', goalReachedText(row, ctx.companyTimezone));
    else if (row.status === 'completed') add('completed', why === 'completed' ? 'The run completed after its last step' : `The run ended early: ${endReasonText(why)}`);
    else if (why === row.status) add(row.status, row.status === 'failed' ? 'The run failed' : 'The run was canceled');
    else add(row.status, `The run ${row.status === 'failed' ? 'failed' : 'was canceled'}: ${endReasonText(why)}`);
  } else if (row.status === 'paused') {
    if (row.held_by_sequence) add('paused_sequence', 'Paused with its sequence: the sequence is paused');
    else if (row.hold_reason === 'delivery_unknown') add('delivery_unknown', 'Paused for an operator: an earlier send of this step could not be confirmed');
    else add('paused', pausedText(row.paused_by, row.pause_reason));
  } else {
    const { contact } = row;
    if (row.goal_status) add('goal_reached', `Goal reached: the opportunity is ${row.goal_status}; the run ends now`);
    else if (moveDateGoalReached(row, now, ctx.companyTimezone)) add('move_date_passed', `The move date (${row.move_date}) has passed; the run ends at its next attempt`);
    if (contact.unsubscribed) add('suppressed', 'The contact unsubscribed; the run ends at its next attempt');
    else if (contact.bounced) add('suppressed', 'An email to the contact bounced; the run ends at its next attempt');
    else if (contact.consent_status === 'opted_out') add('suppressed', 'The contact opted out; the run ends at its next attempt');
    if (row.sequence.state === 'paused') add('paused_sequence', 'The sequence is paused');
    else if (!row.sequence.is_active || row.sequence.deleted) add('archived_sequence', 'The sequence is archived');
    if (row.rule?.status === 'paused') add('paused_rule', 'The enrollment rule is paused');
    const blocked = row.step === null ? null : ctx.stepBlocker(row.step, row.current_step);
    if (row.step === null) add('no_step', `The sequence has no step ${row.current_step}; the run completes at its next attempt`);
    else if (blocked) add(blocked.explain.code, blocked.explain.text);
    if (row.locked_until && row.locked_until > now) add('sending', `A worker is sending this step now (claimed until ${row.locked_until.toISOString()})`, row.locked_until);
    const due = row.next_run_at;
    if (due && due > now) {
      const until = due.toISOString();
      const hold = row.hold_reason ? HOLD_TEXT[row.hold_reason] : undefined;
      // A closed window names whose time zone holds the run (the contact's, derived from their address when not stored).
      if (row.hold_reason === 'call_task') {
        const who = row.call_task?.assignee ?? 'the assigned agent';
        const dueAt = row.call_task ? ` due ${dueWords(row.call_task.due_at, now, runWindow(row, ctx.companyTimezone).timezone)}` : '';
        add('call_task', `Waiting for a call outcome from ${who},${dueAt}; without one by ${until} the run takes the no-answer path`, due);
      } else if (row.hold_reason === 'mailbox_budget') {
        const full = mailboxFullText(runMailboxes(row.sending, row.step_from), row.sending);
        add('mailbox_budget', full ? `Held: ${full}; next send after ${until}` : mailboxBudgetFallback(until), due);
      } else if (hold) add(row.hold_reason as string, row.hold_reason === 'window_closed' ? `${hold(until)} (${windowText(row, ctx.companyTimezone)})` : hold(until), due);
      const anchor = parseStepAnchor(row.step_wait_until);
      if (!hold && anchor) {
        const when = anchor.offset_days < 0 ? `${-anchor.offset_days} days before` : anchor.offset_days > 0 ? `${anchor.offset_days} days after` : 'on';
        add('waiting_move_date', `Waiting for the move-date anchor: ${when} the move${row.move_date ? ` on ${row.move_date}` : ''}, due at ${until}`, due);
      } else if (!hold) add('scheduled', `Step ${row.current_step} is due at ${until}`, due);
    } else if (due) {
      const window = stepWindow(row, ctx.companyTimezone);
      if (!isOpen(now, window, ctx.holidays)) add('window_closed', `Due, but the send window (${windowText(row, ctx.companyTimezone)}) is closed until ${nextOpenSlot(now, window, ctx.holidays).toISOString()}`, nextOpenSlot(now, window, ctx.holidays));
      if (row.sends_today.org >= row.caps.org) add('cap_reached:org', `Due, but the daily organisation send cap is reached (${row.sends_today.org} of ${row.caps.org})`);
      else if (row.sends_today.sequence >= row.caps.sequence) add('cap_reached:sequence', `Due, but the daily sequence send cap is reached (${row.sends_today.sequence} of ${row.caps.sequence})`);
      const full = mailboxFullText(runMailboxes(row.sending, row.step_from), row.sending);
      if (full) add('mailbox_budget', `Due, but ${full}; the step is sent once a mailbox has room again`);
      if (reasons.length === 0) add('due', `Step ${row.current_step} is due since ${due.toISOString()}; a worker sends it shortly`);
    } else if (reasons.length === 0) add('not_scheduled', 'The run has no next run time');
  }
  if (!ended && row.step) {
    // The step's conditions, read when it is carried out: said here so nobody wonders why it may not send.
    const stop = storedCondition(row.step.stop_if);
    const skip = storedCondition(row.step.skip_if);
    if (stop) add('stop_if', `The run ends at step ${row.current_step} if: ${describeCondition(stop)}`);
    if (skip) add('skip_if', `Step ${row.current_step} is skipped if: ${describeCondition(skip)}`);
  }
  if (row.last_error && !ended) add('last_error', `Last error: ${row.last_error}`);
  return {
    state: row.status,
    step: row.current_step,
    step_count: row.step_count,
    due_at: ended ? null : iso(row.next_run_at),
    summary: reasons[0]?.text ?? row.status,
    reasons,
    last_error: row.last_error,
    last_sent_at: iso(row.last_sent_at),
    retry_count: row.retry_count,
    paused_by: row.paused_by,
    pause_reason: row.pause_reason,
    end_reason: row.end_reason,
  };
}
