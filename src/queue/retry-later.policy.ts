import type { LoggerService } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import { RetryLaterError } from '../common/errors/retry-later.error';

/**
 * A job told "retry later" is delayed without using up an attempt, at most this many times its attempts (BullMQ
 * counts every start in attemptsStarted); after that the error fails the attempt like any other.
 */
export const MAX_DELAYS_PER_ATTEMPT = 10;

/**
 * The worker's answer to a handler's error. A RetryLaterError (a service's Retry-After) moves the job to the
 * delayed set until then and throws DelayedError, so the worker slot is free meanwhile and throttling does not
 * count as a failed attempt; any other error is rethrown (BullMQ attempts and backoff, or UnrecoverableError).
 */
export async function rethrowForQueue(error: unknown, job: Job, token: string | undefined, logger: LoggerService): Promise<never> {
  if (error instanceof RetryLaterError && token && job.attemptsStarted <= (job.opts.attempts ?? 1) * MAX_DELAYS_PER_ATTEMPT) {
    logger.warn({ queue: job.queueName, job: job.name, jobId: job.id, delayMs: error.retryAfterMs, err: error.message }, 'Job delayed (retry later)');
    await job.moveToDelayed(Date.now() + error.retryAfterMs, token);
    throw new DelayedError();
  }
  throw error;
}
