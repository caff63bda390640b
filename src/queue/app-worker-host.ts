import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError } from 'bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { JobPayloads } from './job-payloads';
import type { JobName, JobsOf, QueueName } from './queue.constants';
import type { RedisClient } from './redis-client.provider';
import { rethrowForQueue } from './retry-later.policy';

/** One handler per job of a queue, typed by the catalogue: its payload in, its result out. */
export type JobHandlers<Q extends QueueName> = { [N in JobsOf<Q>]: (data: JobPayloads[N], job: Job<JobPayloads[N]>) => Promise<unknown> };

type AnyHandler = (data: unknown, job: Job) => Promise<unknown>;

/**
 * Base of every queue consumer. A subclass names its queue and gives a handler map that the compiler checks
 * against the job catalogue (a job without a handler does not compile; the worker's boot check verifies it at run
 * time too). On shutdown BullMQ drains the active jobs (graceful); but when Redis is unreachable that drain can
 * never finish, so the worker is closed with force instead of hanging the process.
 */
export abstract class AppWorkerHost<Q extends QueueName> extends WorkerHost implements BeforeApplicationShutdown {
  protected constructor(
    readonly queueName: Q,
    private readonly redisClient: RedisClient,
  ) {
    super();
  }

  protected abstract readonly handlers: JobHandlers<Q>;

  private readonly hostLogger = new Logger(AppWorkerHost.name);
  private lastConnectionErrorAt = 0;

  /** The job names this consumer handles (for the boot check). */
  handledJobs(): JobName[] {
    return Object.keys(this.handlers) as JobName[];
  }

  async process(job: Job, token?: string): Promise<unknown> {
    const handler = (this.handlers as Partial<Record<string, AnyHandler>>)[job.name];
    // A job this build does not know (e.g. left by a newer version): retrying cannot help.
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name} on queue ${this.queueName}`);
    try {
      return await handler(job.data, job);
    } catch (error) {
      // Throttled (Retry-After): delayed until then without using an attempt; anything else fails the attempt.
      return rethrowForQueue(error, job, token, this.hostLogger);
    }
  }

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
