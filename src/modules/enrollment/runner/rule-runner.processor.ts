import { Processor } from '@nestjs/bullmq';
import { AppWorkerHost, type JobHandlers } from 'src/queue/app-worker-host';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { RedisClient } from 'src/queue/redis-client.provider';
import { handleRunEnrollmentRules } from './jobs/run-enrollment-rules.job';
import { RuleRunnerService } from './rule-runner.service';

/** Consumer of the enrollment queue (the rule runner). Worker role only. */
@Processor(QueueName.Enrollment)
export class RuleRunnerProcessor extends AppWorkerHost<QueueName.Enrollment> {
  protected readonly handlers: JobHandlers<QueueName.Enrollment> = {
    [JobName.RunEnrollmentRules]: () => handleRunEnrollmentRules(this.runner),
  };

  constructor(
    private readonly runner: RuleRunnerService,
    redis: RedisClient,
  ) {
    super(QueueName.Enrollment, redis);
  }
}
