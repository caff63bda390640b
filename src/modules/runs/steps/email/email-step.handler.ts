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

/**
 * The email step: sends the step's template (with its subject and sender overrides) through the delivery module's
 * SequenceSender, exactly once per run and step, and counts against the daily send caps.
 * - Save: its template must exist (a deleted one only on a step that already used it); a sender override must be one
 *   of our sending mailboxes (never "Evil <attacker@evil.example>").
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
    const known = await this.templates.existence(steps.flatMap((step) => (step.templateId ? [step.templateId] : [])));
    const own = ownSendingAddresses(this.config.sequenceSend);
    return steps.flatMap((step) => {
      const problems: string[] = [];
      const template = step.templateId ? known.get(step.templateId) : undefined;
      if (step.templateId && !template) problems.push(`Step ${step.stepOrder}: template ${step.templateId} does not exist`);
      if (step.templateId && template?.deleted && !context.keptTemplateIds.has(step.templateId)) problems.push(`Step ${step.stepOrder}: template ${step.templateId} is deleted`);
      if (step.fromOverride && !isOwnSendingAddress(step.fromOverride, own)) {
        problems.push(`Step ${step.stepOrder}: from_override must be one of the sending mailboxes: ${own.join(', ')}`);
      }
      return problems;
    });
  }

  readinessProblem(steps: readonly StepConfig[]): Promise<string | null> {
    return this.templates.stepsProblem(steps);
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
