import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CommonErrorCode } from 'src/common/errors/app-error';
import { DATABASE_UNAVAILABLE_MESSAGE } from 'src/common/errors/outage';
import type { DatabaseLiveness } from 'src/database/database-liveness.service';

/** Routes that cannot answer without PostgreSQL (sessions, the API, sign-in, unsubscribe links). */
const NEEDS_DATABASE = /^\/(?:api|auth|unsubscribe)(?:\/|$)/;

const answerUnavailable = (res: Response): void => {
  res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '5').json({
    success: false,
    error: DATABASE_UNAVAILABLE_MESSAGE,
    message: DATABASE_UNAVAILABLE_MESSAGE,
    error_code: CommonErrorCode.DatabaseUnavailable,
  });
};

/**
 * Mounted in place of the session middleware (which reads sessions from PostgreSQL): while the database is known not
 * to answer (DatabaseLiveness), a request that needs it gets 503 DATABASE_UNAVAILABLE at once instead of waiting on
 * the pool, and everything else (the admin's files, /api-health) is served without a session. A request that needs it
 * and is still unanswered when the database stops answering (waiting on a query or on the pool) gets the same 503
 * then, not after the pool's timeouts; its handler's late answer is dropped (the app filter sees the headers sent).
 */
export function databaseAvailabilityMiddleware(liveness: DatabaseLiveness, sessions: RequestHandler): RequestHandler {
  const inFlight = new Set<Response>();
  liveness.onUnavailable(() => {
    for (const res of inFlight) if (!res.headersSent) answerUnavailable(res);
    inFlight.clear();
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    const needsDatabase = NEEDS_DATABASE.test(req.path);
    if (liveness.available) {
      if (needsDatabase) {
        inFlight.add(res);
        const done = (): boolean => inFlight.delete(res);
        res.once('finish', done).once('close', done);
      }
      void sessions(req, res, next);
      return;
    }
    if (!needsDatabase) return next();
    answerUnavailable(res);
  };
}
