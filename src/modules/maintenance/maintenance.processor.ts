import { Processor } from '@nestjs/bullmq';
import { AppWorkerHost, type JobHandlers } from 'src/queue/app-worker-host';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { RedisClient } from 'src/queue/redis-client.provider';
import { WorkerHeartbeatService } from 'src/queue/worker-heartbeat.service';
import { AuthService } from '../auth/auth.service';
import { handlePurgeExpiredSessions } from './jobs/purge-expired-sessions.job';
import { handleWorkerHeartbeat } from './jobs/worker-heartbeat.job';

/** Consumer of the maintenance queue: heartbeats and housekeeping. Registered only in the worker role. */
@Processor(QueueName.Maintenance)
export class MaintenanceProcessor extends AppWorkerHost<QueueName.Maintenance> {
  protected readonly handlers: JobHandlers<QueueName.Maintenance> = {
    [JobName.WorkerHeartbeat]: () => handleWorkerHeartbeat(this.heartbeat),
    [JobName.PurgeExpiredSessions]: () => handlePurgeExpiredSessions(this.auth),
  };

  constructor(
    private readonly heartbeat: WorkerHeartbeatService,
    private readonly auth: AuthService,
    redis: RedisClient,
  ) {
    super(QueueName.Maintenance, redis);
  }
}
