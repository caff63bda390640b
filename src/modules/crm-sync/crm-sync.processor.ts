import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { AppWorkerHost } from '../../queue/app-worker-host';
import type { JobPayloads } from '../../queue/job-payloads';
import { JobName, QueueName, assertUnreachable } from '../../queue/queue.constants';
import { RedisClient } from '../../queue/redis-client.provider';
import { CrmSyncService } from './crm-sync.service';
import { handleCrmSyncBatch } from './jobs/crm-sync-batch.job';
import { handleCrmSyncDispatch } from './jobs/crm-sync-dispatch.job';

type CrmSyncJobName = JobName.CrmSyncDispatch | JobName.CrmSyncBatch;

/** Consumer of the crm-sync queue. Registered only in the worker role. */
@Processor(QueueName.CrmSync, { concurrency: 2 })
export class CrmSyncProcessor extends AppWorkerHost {
  constructor(
    private readonly sync: CrmSyncService,
    redis: RedisClient,
  ) {
    super(redis);
  }

  async process(job: Job): Promise<unknown> {
    const name = job.name as CrmSyncJobName;
    switch (name) {
      case JobName.CrmSyncDispatch:
        return handleCrmSyncDispatch(this.sync);
      case JobName.CrmSyncBatch:
        return handleCrmSyncBatch(this.sync, job.data as JobPayloads[JobName.CrmSyncBatch], job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      default:
        return assertUnreachable(name);
    }
  }
}
