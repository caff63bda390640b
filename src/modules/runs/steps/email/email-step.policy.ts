import type { StepBlock, StepRow } from '../step-handler.types';

/** At send time: an email step without a template cannot run (the run fails with `step_without_template`). */
export function emailStepBlocker(step: StepRow, stepOrder: number): StepBlock | null {
  if (typeof step.template_id === 'string') return null;
  return {
    reason: 'step_without_template',
    detail: `Step ${stepOrder} has no template`,
    explain: { code: 'no_template', text: `Step ${stepOrder} has no template; the run fails at its next attempt` },
  };
}
