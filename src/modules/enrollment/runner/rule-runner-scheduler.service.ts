import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';

/** Worker role: schedules the rule runner (one repeating job shared by every worker instance). */
@Injectable()
export class RuleRunnerScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(JobName.RunEnrollmentRules, this.config.ruleRunner.everyMs, {});
  }
}
