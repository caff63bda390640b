import type { DraftStep, StepBase } from '../../designer-rules';
import type { StepTypeDefinition } from '../step-types';
import { EmailStepCard } from './EmailStepCard';
import { NO_TEMPLATE_HINT, NO_TEMPLATE_SELECTED, type EmailFields } from './email-rules';

/** The email step: sends a template, with an optional subject and sender of its own; it needs a template to send. */
export const emailStep: StepTypeDefinition<EmailFields> = {
  type: 'email',
  label: 'Email Step',
  newDraft: () => ({ template_id: null, subject_override: '', from_override: '' }),
  fromApi: (step) => ({
    template_id: step.template_id ?? step.template ?? null,
    subject_override: step.subject_override ?? '',
    from_override: step.from_override ?? '',
  }),
  toApi: (step) => ({
    template_id: step.template_id,
    subject_override: step.subject_override.trim() || null,
    from_override: step.from_override.trim() || null,
  }),
  problems: (step, { wording }) => (step.template_id ? [] : [wording === 'hint' ? NO_TEMPLATE_HINT : NO_TEMPLATE_SELECTED]),
  Card: EmailStepCard,
};

/** Whether a draft is an email step (the test send sends the first step's subject and sender overrides). */
export const isEmailStep = (step: DraftStep): step is StepBase & EmailFields => step.type === emailStep.type;
