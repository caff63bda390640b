import { ApiError } from '../providers/api-error';
import type { CallOutcome } from '../api/types';

/** The seven call outcome values, in card order, with their human labels. */
export const CALL_OUTCOMES: ReadonlyArray<{ value: CallOutcome; label: string }> = [
  { value: 'answered', label: 'Answered' },
  { value: 'no_answer', label: 'No Answer' },
  { value: 'voicemail', label: 'Voicemail' },
  { value: 'wrong_number', label: 'Wrong Number' },
  { value: 'not_interested', label: 'Not Interested' },
  { value: 'booked', label: 'Booked' },
  { value: 'rescheduled', label: 'Rescheduled' },
];

/** The label of an outcome value; unknown values are shown as they are. */
export const outcomeLabel = (value: string): string => CALL_OUTCOMES.find((o) => o.value === value)?.label ?? value;

/** The tracker's texts, word for word. */
export const CALL_MESSAGES = {
  success: 'Call outcome recorded successfully!',
  missingFields: 'Please fill in all required fields',
  exception: 'Error recording call outcome. Please try again.',
  followUp: 'Follow-up automation triggered',
  empty: 'No calls recorded yet',
} as const;

export interface CallOutcomeFormValues {
  outcome: CallOutcome | null;
  agent: string;
  phone: string;
  notes: string;
}

/** An outcome, an agent name and a phone number must all be present (blank text is absent). */
export const hasRequiredFields = (values: CallOutcomeFormValues): values is CallOutcomeFormValues & { outcome: CallOutcome } =>
  values.outcome !== null && values.agent.trim() !== '' && values.phone.trim() !== '';

/**
 * A server answer with a message gives "Error: {message}"; anything else (no answer, a bug)
 * gives the generic exception text.
 */
export const recordErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.status > 0 && error.message) return `Error: ${error.message}`;
  return CALL_MESSAGES.exception;
};
