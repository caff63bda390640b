import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { codeForStatus } from '../errors/error-status';

/**
 * Reads any request body as a Buffer up to `limit`. Parse errors are answered here in the error envelope
 * (413 PAYLOAD_TOO_LARGE...) because they happen before Nest's exception filter can see them.
 */
export function rawBodyWithEnvelope(limit: string): RequestHandler {
  const parse = express.raw({ type: () => true, limit });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 400;
      const message = status === 413 ? `Request body is too large (limit ${limit})` : 'Malformed request body';
      res.status(status).json({ success: false, error: message, message, error_code: codeForStatus(status) });
    });
  };
}
