import { Processor } from '@nestjs/bullmq';
import { SequenceMoveDateService } from 'src/modules/runs/move-date/sequence-move-date.service';
import { AppWorkerHost, type JobHandlers } from 'src/queue/app-worker-host';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { RedisClient } from 'src/queue/redis-client.provider';
import { handleEndPassedMoveDateRuns, handleRecomputeMoveDateRuns } from './jobs/move-date-runs.job';
import { handleRunEnrollmentRules } from './jobs/run-enrollment-rules.job';
import { RuleRunnerService } from './rule-runner.service';

/** Consumer of the enrollment queue (the rule runner and the move-date anchored runs). Worker role only. */
@Processor(QueueName.Enrollment)
export class RuleRunnerProcessor extends AppWorkerHost<QueueName.Enrollment> {
  protected readonly handlers: JobHandlers<QueueName.Enrollment> = {
    [JobName.RunEnrollmentRules]: () => handleRunEnrollmentRules(this.runner),
    [JobName.RecomputeMoveDateRuns]: (data) => handleRecomputeMoveDateRuns(this.moves, data),
    [JobName.EndPassedMoveDateRuns]: () => handleEndPassedMoveDateRuns(this.moves),
  };

  constructor(
    private readonly runner: RuleRunnerService,
    private readonly moves: SequenceMoveDateService,
    redis: RedisClient,
  ) {
    super(QueueName.Enrollment, redis);
  }
}
