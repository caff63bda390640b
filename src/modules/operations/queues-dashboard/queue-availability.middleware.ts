import type { NextFunction, Request, Response } from 'express';
import { CommonErrorCode } from 'src/common/errors/app-error';
import { QUEUE_UNAVAILABLE_MESSAGE } from 'src/common/errors/outage';
import type { JobQueue } from 'src/queue/job-queue.service';

/**
 * The BullMQ dashboard's API reads the queues directly (not through JobQueue), and its reads would wait for Redis
 * forever: while Redis is down they are answered at once with 503 QUEUE_UNAVAILABLE. (/api-health tells the same
 * to anyone, so answering before the admin check reveals nothing new.)
 */
export function queueAvailabilityMiddleware(jobs: JobQueue) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (jobs.isAvailable()) return next();
    res.status(503).set('Cache-Control', 'no-store').json({
      success: false,
      error: QUEUE_UNAVAILABLE_MESSAGE,
      message: QUEUE_UNAVAILABLE_MESSAGE,
      error_code: CommonErrorCode.QueueUnavailable,
    });
  };
}
