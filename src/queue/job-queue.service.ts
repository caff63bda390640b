import { getQueueToken } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobsOptions, Queue } from 'bullmq';
import type { JobPayloads } from './job-payloads';
import { RedisClient } from './redis-client.provider';
import { ALL_QUEUES, JOB_QUEUE, type JobName, type QueueName } from './queue.constants';

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 10_000 },
};

/** The one way to enqueue: typed by JobName, routed to its queue, with explicit retry options (STYLE.md B5.3). */
@Injectable()
export class JobQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues = new Map<QueueName, Queue>();
  private readonly lastErrorLog = new Map<QueueName, number>();

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

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], options: JobsOptions = {}): Promise<void> {
    await this.queue(JOB_QUEUE[name]).add(name, data, { ...DEFAULT_JOB_OPTIONS, ...options });
  }

  /** Registers (or updates) a repeating job; safe with any number of instances (BullMQ job schedulers). */
  async schedule<N extends JobName>(name: N, everyMs: number, data: JobPayloads[N]): Promise<void> {
    await this.queue(JOB_QUEUE[name]).upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data, opts: { removeOnComplete: { count: 50 }, removeOnFail: { count: 200 }, attempts: 1 } },
    );
  }

  /** Jobs waiting (not yet picked up) in one queue. */
  async waitingCount(name: QueueName): Promise<number> {
    const counts = await this.queue(name).getJobCounts('waiting', 'prioritized');
    return (counts.waiting ?? 0) + (counts.prioritized ?? 0);
  }

  /** Waiting + active + delayed, and failed, across every queue (dashboard health). */
  async counts(): Promise<{ depth: number; failed: number }> {
    let depth = 0;
    let failed = 0;
    for (const queue of this.queues.values()) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed');
      depth += (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
      failed += counts.failed ?? 0;
    }
    return { depth, failed };
  }
}
