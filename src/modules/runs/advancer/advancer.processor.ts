import { Processor } from '@nestjs/bullmq';
import { AppWorkerHost, type JobHandlers } from 'src/queue/app-worker-host';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { RedisClient } from 'src/queue/redis-client.provider';
import { CallTasksService } from '../call-tasks/call-tasks.service';
import { RunGoalsService } from '../goals/run-goals.service';
import { MergedRunsService } from '../merged/merged-runs.service';
import { AdvancerService } from './advancer.service';

/**
 * Consumer of the sequence-advancer queue (worker role): the advancer's batches, the runs a reached goal ends, the call tasks a recorded call closes and the runs a merge of duplicate leads collapses. Two jobs at once per process at most: a scheduled job that
 * finds a full queue of due runs keeps draining, and the next scheduled one may start beside it (the claim's SKIP
 * LOCKED and the lease keep them apart).
 */
@Processor(QueueName.SequenceAdvancer, { concurrency: 2 })
export class AdvancerProcessor extends AppWorkerHost<QueueName.SequenceAdvancer> {
  protected readonly handlers: JobHandlers<QueueName.SequenceAdvancer> = {
    [JobName.AdvanceSequenceRuns]: () => this.advancer.drain(),
    [JobName.EndGoalReachedRuns]: (data) => this.goals.endReached(data.opportunityId),
    [JobName.AnswerCallTasks]: (data) => this.callTasks.answer(data.callOutcomeId),
    [JobName.CollapseMergedRuns]: (data) => this.mergedRuns.collapse(data.mergeId),
  };

  constructor(
    private readonly advancer: AdvancerService,
    private readonly goals: RunGoalsService,
    private readonly callTasks: CallTasksService,
    private readonly mergedRuns: MergedRunsService,
    redis: RedisClient,
  ) {
    super(QueueName.SequenceAdvancer, redis);
  }
}
