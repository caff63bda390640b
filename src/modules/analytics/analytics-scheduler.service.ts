import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';
import { ANALYTICS_FOLD_EVERY_MS } from './analytics.constants';

/** Worker role: folds the analytics rollups on a schedule (idempotent across instances). */
@Injectable()
export class AnalyticsScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(JobName.FoldAnalyticsRollups, ANALYTICS_FOLD_EVERY_MS, {});
  }
}
