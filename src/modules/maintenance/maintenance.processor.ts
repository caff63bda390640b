import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JobName, QueueName, assertUnreachable } from '../../queue/queue.constants';
import { AppWorkerHost } from '../../queue/app-worker-host';
import { RedisClient } from '../../queue/redis-client.provider';
import { WorkerHeartbeatService } from '../../queue/worker-heartbeat.service';
import { AuthService } from '../auth/auth.service';
import { handlePurgeExpiredSessions } from './jobs/purge-expired-sessions.job';
import { handleWorkerHeartbeat } from './jobs/worker-heartbeat.job';

type MaintenanceJobName = JobName.WorkerHeartbeat | JobName.PurgeExpiredSessions;

/** Consumer of the maintenance queue: heartbeats and housekeeping. Registered only in the worker role. */
@Processor(QueueName.Maintenance)
export class MaintenanceProcessor extends AppWorkerHost {
  constructor(
    private readonly heartbeat: WorkerHeartbeatService,
    private readonly auth: AuthService,
    redis: RedisClient,
  ) {
    super(redis);
  }

  async process(job: Job): Promise<unknown> {
    const name = job.name as MaintenanceJobName;
    switch (name) {
      case JobName.WorkerHeartbeat:
        return handleWorkerHeartbeat(this.heartbeat);
      case JobName.PurgeExpiredSessions:
        return handlePurgeExpiredSessions(this.auth);
      default:
        return assertUnreachable(name);
    }
  }
}
