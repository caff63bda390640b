import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';

/** Worker role: schedules the advancer (a repeating job shared by every worker). */
@Injectable()
export class AdvancerScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(JobName.AdvanceSequenceRuns, this.config.advancer.everyMs, {});
  }
}
