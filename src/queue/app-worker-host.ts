import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { RedisClient } from './redis-client.provider';

/**
 * Base of every queue consumer. On shutdown BullMQ drains the active jobs (graceful); but when Redis is
 * unreachable that drain can never finish, so the worker is closed with force instead of hanging the process.
 */
export abstract class AppWorkerHost extends WorkerHost implements BeforeApplicationShutdown {
  protected constructor(private readonly redisClient: RedisClient) {
    super();
  }

  private readonly hostLogger = new Logger(AppWorkerHost.name);
  private lastConnectionErrorAt = 0;

  /** Connection errors repeat on every reconnect attempt: log them at most once a minute. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    const now = Date.now();
    if (now - this.lastConnectionErrorAt < 60_000) return;
    this.lastConnectionErrorAt = now;
    this.hostLogger.warn({ err: error.message, queue: this.worker.name }, 'Worker connection error');
  }

  /** Every failed attempt is logged with its queue, job and error (retries follow the job's backoff). */
  @OnWorkerEvent('failed')
  onJobFailed(job: Job | undefined, error: Error): void {
    this.hostLogger.error({ queue: this.worker.name, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'Job failed');
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (!this.redisClient.isReady()) await this.worker.close(true);
  }
}
