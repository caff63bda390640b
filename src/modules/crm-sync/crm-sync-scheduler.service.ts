import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';

export const CRM_DISPATCH_EVERY_MS = 30_000;

/** Backstop: a dispatcher run every 30 s picks up anything queued whose wake-up was lost. */
@Injectable()
export class CrmSyncScheduler implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(JobName.CrmSyncDispatch, CRM_DISPATCH_EVERY_MS, {});
  }
}
