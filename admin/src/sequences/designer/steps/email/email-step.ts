import type { DraftStep, StepBase } from '../../designer-rules';
import type { StepTypeDefinition } from '../step-types';
import { EmailStepCard } from './EmailStepCard';
import { NO_TEMPLATE_HINT, NO_TEMPLATE_SELECTED, type EmailFields } from './email-rules';
import { variantFieldsOf, variantProblems, variantsConfigOf } from './email-variants';

/**
 * The email step: sends a template, with an optional subject and sender of its own; it needs a template to send. It
 * may carry A/B variants B and C in its config (email-variants.ts); each needs a template too.
 */
export const emailStep: StepTypeDefinition<EmailFields> = {
  type: 'email',
  label: 'Email Step',
  newDraft: () => ({ template_id: null, subject_override: '', from_override: '', variants: [], winner: null }),
  fromApi: (step) => ({
    template_id: step.template_id ?? step.template ?? null,
    subject_override: step.subject_override ?? '',
    from_override: step.from_override ?? '',
    ...variantFieldsOf(step.config),
  }),
  toApi: (step) => ({
    template_id: step.template_id,
    subject_override: step.subject_override.trim() || null,
    from_override: step.from_override.trim() || null,
    config: variantsConfigOf(step),
  }),
  problems: (step, { index, wording }) => [
    ...(step.template_id ? [] : [wording === 'hint' ? NO_TEMPLATE_HINT : NO_TEMPLATE_SELECTED]),
    ...variantProblems(step.variants, index + 1),
  ],
  Card: EmailStepCard,
};

/** Whether a draft is an email step (the test send sends the first step's subject and sender overrides). */
export const isEmailStep = (step: DraftStep): step is StepBase & EmailFields => step.type === emailStep.type;
