import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';

/** The daily pass over move-date anchored runs whose moment has passed. */
export const MOVE_DATE_PASS_EVERY_MS = 24 * 3600_000;

/** Worker role: schedules the rule runner and the daily move-date pass (repeating jobs shared by every worker). */
@Injectable()
export class RuleRunnerScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(JobName.RunEnrollmentRules, this.config.ruleRunner.everyMs, {});
    await this.jobs.schedule(JobName.EndPassedMoveDateRuns, MOVE_DATE_PASS_EVERY_MS, {});
  }
}
