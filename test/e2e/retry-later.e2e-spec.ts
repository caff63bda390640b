import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { RetryLaterError } from 'src/common/errors/retry-later.error';
import { rethrowForQueue } from 'src/queue/retry-later.policy';

const connection = { host: '127.0.0.1', port: 6379 };

describe('RetryLaterError in a BullMQ worker (real Redis)', () => {
  const prefix = `test-retry-later-${randomUUID().slice(0, 8)}`;
  const logger: LoggerService = { log: () => undefined, warn: () => undefined, error: () => undefined };
  let queue: Queue;
  let events: QueueEvents;
  let worker: Worker | undefined;

  beforeAll(async () => {
    queue = new Queue('throttled', { connection, prefix });
    events = new QueueEvents('throttled', { connection, prefix });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await worker?.close();
    await queue.obliterate({ force: true });
    await Promise.all([queue.close(), events.close()]);
  });

  /** A worker whose handler is throttled `times` times with the given Retry-After, then succeeds. */
  const startWorker = (times: number, retryAfterMs: number): { starts: number[] } => {
    const seen = { starts: [] as number[] };
    worker = new Worker(
      'throttled',
      async (job: Job, token?: string) => {
        seen.starts.push(Date.now());
        try {
          if (seen.starts.length <= times) throw new RetryLaterError('throttled', retryAfterMs);
          return 'done';
        } catch (error) {
          return rethrowForQueue(error, job, token, logger);
        }
      },
      { connection, prefix },
    );
    return seen;
  };

  it('should delay the job for the Retry-After without using an attempt, then run it', async () => {
    const seen = startWorker(2, 300);
    const job = await queue.add('call', {}, { attempts: 1, backoff: { type: 'exponential', delay: 60_000 } });
    const result = await job.waitUntilFinished(events, 10_000);
    await worker?.close();
    worker = undefined;
    expect(result).toBe('done');
    const finished = await queue.getJob(job.id ?? '');
    // Three starts, one attempt: only the run that completed counts (the job allowed a single attempt).
    expect(finished?.attemptsStarted).toBe(3);
    expect(finished?.attemptsMade).toBe(1);
    expect(seen.starts[1] - seen.starts[0]).toBeGreaterThanOrEqual(290);
  });

  it('should fail the attempt once the job has been delayed too often', async () => {
    startWorker(Number.POSITIVE_INFINITY, 10);
    const job = await queue.add('call', {}, { attempts: 1 });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow('throttled');
    const failed = await queue.getJob(job.id ?? '');
    expect(failed?.attemptsStarted).toBe(11);
  });
});
