import { Processor } from '@nestjs/bullmq';
import { AppWorkerHost, type JobHandlers } from 'src/queue/app-worker-host';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { RedisClient } from 'src/queue/redis-client.provider';
import { AnalyticsService } from './analytics.service';
import { handleFoldAnalyticsRollups } from './jobs/fold-analytics-rollups.job';

/** Consumer of the analytics queue (folding the rollup deltas). Worker role only. */
@Processor(QueueName.Analytics)
export class AnalyticsProcessor extends AppWorkerHost<QueueName.Analytics> {
  protected readonly handlers: JobHandlers<QueueName.Analytics> = {
    [JobName.FoldAnalyticsRollups]: () => handleFoldAnalyticsRollups(this.analytics),
  };

  constructor(
    private readonly analytics: AnalyticsService,
    redis: RedisClient,
  ) {
    super(QueueName.Analytics, redis);
  }
}
