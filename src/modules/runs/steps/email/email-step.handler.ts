import { Inject, Injectable, Optional } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { isOwnSendingAddress, ownSendingAddresses } from 'src/modules/delivery/sequence-send/sequence-send.config';
import { SEQUENCE_SENDER, type SequenceSender } from 'src/modules/delivery/sequence-send/sequence-send.types';
import type { HolidayList, SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import type { StepConfig, StepSaveContext } from 'src/modules/sequences/step-types.types';
import { TemplatesService } from 'src/modules/templates/templates.service';
import { afterSend, type AfterSend, type NextStep } from 'src/modules/runs/advancer/run-decision.policy';
import type { StepBlock, StepHandler, StepOutcome, StepRequest, StepRow } from '../step-handler.types';
import { emailStepBlocker } from './email-step.policy';
import { parseEmailVariants, VARIANT_KEYS } from './email-variants.policy';

/**
 * The email step: sends the step's template (with its subject and sender overrides) through the delivery module's
 * SequenceSender, exactly once per run and step, and counts against the daily send caps.
 * - Save: its template must exist (a deleted one only on a step that already used it); a sender override must be one
 *   of our sending mailboxes (never "Evil <attacker@evil.example>"); A/B variants (config) as email-variants.policy.ts says,
 *   each variant's template existing like the step's.
 * - Activation: every template (and subject override) must render without unknown variables.
 * - Send time: a step without a template fails the run (`step_without_template`).
 */
@Injectable()
export class EmailStepHandler implements StepHandler {
  readonly type = 'email';
  readonly sendsEmail = true;

  constructor(
    private readonly templates: TemplatesService,
    private readonly config: AppConfigService,
    // Optional: a process or test without the delivery side can still check steps; it cannot send them.
    @Optional() @Inject(SEQUENCE_SENDER) private readonly sender: SequenceSender | null = null,
  ) {}

  async configProblems(steps: readonly StepConfig[], context: StepSaveContext): Promise<string[]> {
    const variants = new Map(steps.map((step) => [step.stepOrder, parseEmailVariants(step.config, step.stepOrder)]));
    const templateIds = steps.flatMap((step) => [step.templateId, ...(variants.get(step.stepOrder)?.value.variants.map((variant) => variant.template_id) ?? [])]);
    const known = await this.templates.existence(templateIds.flatMap((id) => (id ? [id] : [])));
    const own = ownSendingAddresses(this.config.sequenceSend);
    const templateProblems = (stepOrder: number, templateId: string, what: string): string[] => {
      const template = known.get(templateId);
      if (!template) return [`Step ${stepOrder}: ${what} ${templateId} does not exist`];
      return template.deleted && !context.keptTemplateIds.has(templateId) ? [`Step ${stepOrder}: ${what} ${templateId} is deleted`] : [];
    };
    return steps.flatMap((step) => {
      const problems: string[] = [];
      if (step.templateId) problems.push(...templateProblems(step.stepOrder, step.templateId, 'template'));
      const { value, problems: variantProblems } = variants.get(step.stepOrder) ?? parseEmailVariants(null, step.stepOrder);
      problems.push(...variantProblems);
      value.variants.forEach((variant, index) => problems.push(...templateProblems(step.stepOrder, variant.template_id, `variant ${VARIANT_KEYS[index + 1]}'s template`)));
      if (value.variants.length > 0 && !step.templateId) problems.push(`Step ${step.stepOrder}: variant A (the step's own template) is needed before B and C`);
      if (step.fromOverride && !isOwnSendingAddress(step.fromOverride, own)) {
        problems.push(`Step ${step.stepOrder}: from_override must be one of the sending mailboxes: ${own.join(', ')}`);
      }
      return problems;
    });
  }

  /** Every version must render: the step's own template and each variant's (checked as the step they belong to). */
  readinessProblem(steps: readonly StepConfig[]): Promise<string | null> {
    const versions = steps.flatMap((step) => [
      step,
      ...parseEmailVariants(step.config, step.stepOrder).value.variants.map((variant) => ({ ...step, templateId: variant.template_id, subjectOverride: variant.subject_override })),
    ]);
    return this.templates.stepsProblem(versions);
  }

  blocker(step: StepRow, stepOrder: number): StepBlock | null {
    return emailStepBlocker(step, stepOrder);
  }

  execute(request: StepRequest): Promise<StepOutcome> {
    if (this.sender === null) throw new Error('This process has no sequence sender (the delivery side is not loaded)');
    return this.sender.send(request);
  }

  after(next: NextStep | null, doneAt: Date, window: SendWindow, moveDate: string | null, holidays: HolidayList): AfterSend {
    return afterSend(next, doneAt, window, moveDate, holidays);
  }
}
