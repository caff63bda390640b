import { Processor } from '@nestjs/bullmq';
import { AppWorkerHost, type JobHandlers } from 'src/queue/app-worker-host';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { RedisClient } from 'src/queue/redis-client.provider';
import { CrmActivityService } from './crm-activity.service';
import { CrmSyncQueueService } from './crm-sync-queue.service';
import { CrmSyncService } from './crm-sync.service';
import { handleCrmSyncBatch } from './jobs/crm-sync-batch.job';
import { handleCrmSyncDispatch } from './jobs/crm-sync-dispatch.job';
import { handleQueueSyncBacklog } from './jobs/queue-sync-backlog.job';
import { handleSyncCrmActivity } from './jobs/sync-crm-activity.job';

/** Consumer of the crm-sync queue. Registered only in the worker role. */
@Processor(QueueName.CrmSync, { concurrency: 2 })
export class CrmSyncProcessor extends AppWorkerHost<QueueName.CrmSync> {
  protected readonly handlers: JobHandlers<QueueName.CrmSync> = {
    [JobName.CrmSyncDispatch]: () => handleCrmSyncDispatch(this.sync),
    [JobName.CrmSyncBatch]: (data, job) => handleCrmSyncBatch(this.sync, data, job.attemptsMade + 1 >= (job.opts.attempts ?? 1)),
    [JobName.QueueSyncBacklog]: (data) => handleQueueSyncBacklog(this.queue, data),
    [JobName.SyncCrmActivity]: (data, job) =>
      handleSyncCrmActivity(this.activities, data, { enqueuedAt: new Date(job.timestamp), finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) }),
  };

  constructor(
    private readonly sync: CrmSyncService,
    private readonly queue: CrmSyncQueueService,
    private readonly activities: CrmActivityService,
    redis: RedisClient,
  ) {
    super(QueueName.CrmSync, redis);
  }
}
