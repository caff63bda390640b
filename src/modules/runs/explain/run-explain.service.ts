import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { MailboxBudgetService } from 'src/modules/delivery/mailboxes/mailbox-budget.service';
import type { AdvancerSettings } from '../advancer/advancer.config';
import { capDayOf } from '../advancer/run-decision.policy';
import { StepHandlers } from '../steps/step-handlers.registry';
import type { RunExplanationDto } from './dto/run-explain.dto';
import { RunExplainError, RunExplainErrorCode } from './run-explain.errors';
import { explainRun } from './run-explain.policy';
import { RunExplainRepository } from './run-explain.repository';

/** GET /api/enrollments/{id}/explain: the run's situation in words and data. */
@Injectable()
export class RunExplainService {
  private readonly settings: AdvancerSettings;
  private readonly companyTimezone: string;

  constructor(
    private readonly runs: RunExplainRepository,
    private readonly budget: MailboxBudgetService,
    private readonly steps: StepHandlers,
    config: AppConfigService,
  ) {
    this.settings = config.advancer;
    this.companyTimezone = config.leads.timezone ?? 'UTC';
  }

  async explain(id: string, now: Date = new Date()): Promise<RunExplanationDto> {
    const caps = { org: this.settings.orgDailyCap, sequence: this.settings.sequenceDailyCap };
    const row = await this.runs.find(id, capDayOf(now, this.companyTimezone), caps);
    if (!row) throw new RunExplainError(RunExplainErrorCode.NotFound, 'Enrollment not found');
    // Which sending mailbox is full, and by which limit: the budget's own counts, read now (only a live run waits for it).
    const live = row.status === 'pending' || row.status === 'active';
    const sending = live ? await this.budget.overview(now) : { perMinute: 0, perDay: 0, mailboxes: [] };
    return explainRun({ ...row, sending }, now, {
      companyTimezone: this.companyTimezone, holidays: this.settings.holidays, stepBlocker: (step, order) => this.steps.blocker(step, order),
    });
  }
}
