import type { StepTypeDefinition } from '../step-types';
import { CallStepCard } from './CallStepCard';
import { CALL_NO_TEST_SEND, DEFAULT_CALL_ROUTES, DEFAULT_EXPIRE_HOURS, callConfigOf, callFieldsOf, callProblems, type CallFields } from './call-rules';

/**
 * The call-task step: the run opens a task "Call <contact> — step N of <sequence>" for the opportunity's assignee, due
 * by the close of the send window, and waits for the call's outcome (Call Outcome Tracker); the outcome's route picks
 * where the run goes. It sends no email: no template, subject or sender, and nothing to test send.
 */
export const callStep: StepTypeDefinition<CallFields> = {
  type: 'call',
  label: 'Call Task Step',
  newDraft: () => ({ expire_hours: String(DEFAULT_EXPIRE_HOURS), routes: { ...DEFAULT_CALL_ROUTES } }),
  fromApi: (step) => callFieldsOf(step.config),
  toApi: (step) => ({ template_id: null, subject_override: null, from_override: null, config: callConfigOf(step) }),
  problems: (step, { index, steps }) => callProblems(step, index + 1, steps.length),
  Card: CallStepCard,
  noTestSend: CALL_NO_TEST_SEND,
};
