import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from 'src/queue/job-queue.service';
import { HEARTBEAT_EVERY_MS, JobName, SESSION_PURGE_EVERY_MS } from 'src/queue/queue.constants';
import { WorkerHeartbeatService } from 'src/queue/worker-heartbeat.service';

/** Registers the maintenance job schedulers when a worker starts (idempotent across instances). */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    private readonly heartbeat: WorkerHeartbeatService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(JobName.WorkerHeartbeat, HEARTBEAT_EVERY_MS, {});
    await this.jobs.schedule(JobName.PurgeExpiredSessions, SESSION_PURGE_EVERY_MS, {});
    await this.heartbeat.beat().catch(() => undefined);
  }
}
