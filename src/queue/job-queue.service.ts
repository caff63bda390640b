import { getQueueToken } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobsOptions, Queue } from 'bullmq';
import { queueUnavailable } from '../common/errors/outage';
import type { JobPayloads } from './job-payloads';
import { RedisClient } from './redis-client.provider';
import { ALL_QUEUES, JOB_QUEUE, type JobName, type QueueName } from './queue.constants';

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 10_000 },
};

/** No Redis call made for a caller (an HTTP request) may wait longer than this. */
export const QUEUE_CALL_TIMEOUT_MS = 1000;
/** How often a worker checks that its repeating jobs still exist (Redis flushed or failed over to an empty one). */
export const SCHEDULE_CHECK_EVERY_MS = 10_000;

interface Schedule {
  name: JobName;
  everyMs: number;
  data: JobPayloads[JobName];
}

/**
 * The one way to enqueue: typed by JobName, routed to its queue, with explicit retry options.
 *
 * Outages: the queue connections are shared with the workers, which must keep ioredis' offline queue (they wait
 * for Redis to return). A producer must not wait: every call made for a caller first checks the connection and is
 * bounded by QUEUE_CALL_TIMEOUT_MS, failing with QUEUE_UNAVAILABLE (HTTP 503) instead of hanging.
 */
@Injectable()
export class JobQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues = new Map<QueueName, Queue>();
  private readonly lastErrorLog = new Map<QueueName, number>();
  private readonly schedules = new Map<JobName, Schedule>();
  private scheduleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly redis: RedisClient,
  ) {}

  onModuleInit(): void {
    for (const name of ALL_QUEUES) {
      const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      queue.on('error', (error) => this.logConnectionError(name, error));
      this.queues.set(name, queue);
    }
  }

  /** Connection errors repeat on every reconnect attempt; log them at most once a minute per queue. */
  private logConnectionError(queue: QueueName, error: Error): void {
    const now = Date.now();
    if (now - (this.lastErrorLog.get(queue) ?? 0) < 60_000) return;
    this.lastErrorLog.set(queue, now);
    this.logger.warn({ queue, err: error.message }, 'Queue connection error');
  }

  /** A graceful close waits for Redis; when Redis is gone, close the queue connections with force instead. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.scheduleTimer) clearInterval(this.scheduleTimer);
    if (this.redis.isReady()) return;
    await Promise.all(this.allQueues().map((queue) => queue.getBackend().close(true)));
  }

  queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Queue ${name} is not registered`);
    return queue;
  }

  allQueues(): Queue[] {
    return [...this.queues.values()];
  }

  /** Adds a job; fails fast with QUEUE_UNAVAILABLE when Redis is unreachable. */
  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], options: JobsOptions = {}): Promise<void> {
    await this.bounded(() => this.queue(JOB_QUEUE[name]).add(name, data, { ...DEFAULT_JOB_OPTIONS, ...options }));
  }

  /**
   * Like enqueue, for follow-up work after a change is already committed: an outage must not turn a stored change
   * into an error. Returns false (and logs) when the job could not be added; a periodic job then picks the work up.
   */
  async enqueueOrDefer<N extends JobName>(name: N, data: JobPayloads[N], options: JobsOptions = {}): Promise<boolean> {
    try {
      await this.enqueue(name, data, options);
      return true;
    } catch (error) {
      this.logger.warn({ job: name, err: (error as Error).message }, 'Job not enqueued (queue unavailable); deferred');
      return false;
    }
  }

  /**
   * Registers (or updates) a repeating job; safe with any number of instances (BullMQ job schedulers). The process
   * remembers it and re-creates it whenever it has gone from Redis (a flush, a fail-over to an empty replica).
   */
  async schedule<N extends JobName>(name: N, everyMs: number, data: JobPayloads[N]): Promise<void> {
    this.schedules.set(name, { name, everyMs, data });
    this.scheduleTimer ??= setInterval(() => void this.restoreMissingSchedules(), SCHEDULE_CHECK_EVERY_MS).unref();
    await this.upsertSchedule({ name, everyMs, data });
  }

  /** Re-creates every remembered schedule that Redis no longer holds; quiet while Redis is down. */
  async restoreMissingSchedules(): Promise<number> {
    if (!this.redis.isReady()) return 0;
    let restored = 0;
    for (const schedule of this.schedules.values()) {
      try {
        const existing = await this.bounded(() => this.queue(JOB_QUEUE[schedule.name]).getJobScheduler(schedule.name));
        if (existing) continue;
        await this.upsertSchedule(schedule);
        restored++;
      } catch (error) {
        this.logger.warn({ job: schedule.name, err: (error as Error).message }, 'Could not check a job schedule');
      }
    }
    if (restored > 0) this.logger.warn({ restored }, 'Re-created job schedules missing from Redis');
    return restored;
  }

  private async upsertSchedule({ name, everyMs, data }: Schedule): Promise<void> {
    await this.queue(JOB_QUEUE[name]).upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data, opts: { removeOnComplete: { count: 50 }, removeOnFail: { count: 200 }, attempts: 1 } },
    );
  }

  /** Jobs waiting (not yet picked up) in one queue. */
  async waitingCount(name: QueueName): Promise<number> {
    const counts = await this.bounded(() => this.queue(name).getJobCounts('waiting', 'prioritized'));
    return (counts.waiting ?? 0) + (counts.prioritized ?? 0);
  }

  /** Waiting + active + delayed, and failed, across every queue (dashboard health). */
  async counts(): Promise<{ depth: number; failed: number }> {
    const all = await this.bounded(() =>
      Promise.all(this.allQueues().map((queue) => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed'))),
    );
    let depth = 0;
    let failed = 0;
    for (const counts of all) {
      depth += (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
      failed += counts.failed ?? 0;
    }
    return { depth, failed };
  }

  /** True while Redis answers (the shared client's view; the queue connections reconnect alongside it). */
  isAvailable(): boolean {
    return this.redis.isReady();
  }

  /** Runs a Redis call for a caller: refused at once while Redis is down, and never waits past the bound. */
  private async bounded<T>(call: () => Promise<T>): Promise<T> {
    if (!this.redis.isReady()) throw queueUnavailable();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(queueUnavailable()), QUEUE_CALL_TIMEOUT_MS);
    });
    try {
      return await Promise.race([call(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
