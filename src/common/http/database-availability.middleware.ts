import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CommonErrorCode } from 'src/common/errors/app-error';
import { DATABASE_UNAVAILABLE_MESSAGE } from 'src/common/errors/outage';
import type { DatabaseLiveness } from 'src/database/database-liveness.service';

/** Routes that cannot answer without PostgreSQL (sessions, the API, sign-in, unsubscribe links). */
const NEEDS_DATABASE = /^\/(?:api|auth|unsubscribe)(?:\/|$)/;

/**
 * Mounted in place of the session middleware (which reads sessions from PostgreSQL): while the database is known not
 * to answer (DatabaseLiveness), a request that needs it gets 503 DATABASE_UNAVAILABLE at once instead of waiting on
 * the pool, and everything else (the admin's files, /api-health) is served without a session.
 */
export function databaseAvailabilityMiddleware(liveness: DatabaseLiveness, sessions: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (liveness.available) {
      void sessions(req, res, next);
      return;
    }
    if (!NEEDS_DATABASE.test(req.path)) return next();
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '5').json({
      success: false,
      error: DATABASE_UNAVAILABLE_MESSAGE,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      error_code: CommonErrorCode.DatabaseUnavailable,
    });
  };
}
