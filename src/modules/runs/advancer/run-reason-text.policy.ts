/**
 * Why a run stopped, paused or ended, in words for the opportunity timeline (pure). The engine stores reasons as codes
 * (end_reason, pause reasons); the timeline is read by agents, so a known code becomes a sentence and anything else
 * (an operator's own words, a provider's message) is shown as it is.
 */
const REASON_TEXT: Record<string, string> = {
  completed: 'Completed after its last step',
  reply_received: 'Stopped by Reply',
  out_of_office: 'Stopped by an out-of-office reply',
  unsubscribe_requested: 'The contact asked by reply to unsubscribe',
  spam_complaint: 'The contact marked our mail as spam',
  unsubscribed: 'The contact unsubscribed',
  opted_out: 'The contact opted out',
  bounced: 'An email to the contact bounced',
  missing_email: 'The contact has no email address',
  step_without_template: 'A step has no template',
  move_date_passed: 'The move date has passed',
  goal_reached: 'Goal reached',
  stop_condition: "A step's stop condition held",
  call_outcome: 'The call outcome ended the run',
  no_move_date: 'The opportunity has no move date',
  delivery_unknown: 'An earlier send could not be confirmed; an operator decides',
};

export function runReasonText(reason: string | null): string | null {
  if (reason === null) return null;
  return REASON_TEXT[reason] ?? reason;
}
