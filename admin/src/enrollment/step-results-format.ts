import type { SequenceAnalyticsSummary } from '../api/types';
import { outcomeLabel } from '../calls/call-outcomes';

/** One step's results from the analytics summary (`step_results`). */
export type StepResult = SequenceAnalyticsSummary['step_results'][number];

/** One A/B variant's results at a step. */
export type VariantResult = StepResult['variants'][number];

/** The query key of a sequence's analytics summary, shared so every screen reads one cached answer. */
export const analyticsSummaryKey = (sequenceId: string) => ['sequence-analytics-summary', sequenceId] as const;

/** A call task step (its results are calls, not sends). */
export const isCallStep = (step: Pick<StepResult, 'type'>): boolean => step.type === 'call';

/** The step type in words: 'Email', 'Call task', else the type as written ('linkedin_message' → 'Linkedin message'). */
export const stepTypeLabel = (type: string): string => {
  if (type === 'email') return 'Email';
  if (type === 'call') return 'Call task';
  const words = type.replace(/_/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Step';
};

/** Replies as a share of sends, one decimal ('7.5%'); null when nothing was sent. */
export const replyRate = (replied: number, sent: number): string | null =>
  sent > 0 ? `${((replied / sent) * 100).toFixed(1)}%` : null;

/** '9 (7.5%)', or just '0' when nothing was sent. */
export const repliedLabel = (replied: number, sent: number): string => {
  const rate = replyRate(replied, sent);
  return rate ? `${replied} (${rate})` : String(replied);
};

/** Recorded call outcomes in words, most first as the server orders them: 'No Answer 3 · Booked 1' ('' when none). */
export const callOutcomeWords = (outcomes: StepResult['calls']['outcomes']): string =>
  outcomes.filter((item) => item.count > 0).map((item) => `${outcomeLabel(item.outcome)} ${item.count}`).join(' · ');

/**
 * One step's results on a line: 'Sent 120 · Replied 9 (7.5%) · Skipped 4'; a call step reads
 * 'Calls 12 · No Answer 5 · Booked 2', with expired tasks and skips added when there are any.
 */
export const stepResultLine = (step: StepResult): string => {
  if (isCallStep(step)) {
    return [
      `Calls ${step.calls.made}`,
      callOutcomeWords(step.calls.outcomes),
      step.calls.expired > 0 ? `Expired ${step.calls.expired}` : '',
      step.skipped > 0 ? `Skipped ${step.skipped}` : '',
    ].filter(Boolean).join(' · ');
  }
  return [`Sent ${step.sent}`, `Replied ${repliedLabel(step.replied, step.sent)}`, `Skipped ${step.skipped}`].join(' · ');
};
