import type { NextFunction, Request, Response } from 'express';
import { CommonError, CommonErrorCode } from '../errors/app-error';
import { findUnsafeText, type UnsafeText, unsafeTextProblem } from '../text/unsafe-text';

const describe = (where: string, found: UnsafeText): string => {
  const subject = found.inKey ? `a field name in ${where}` : where;
  if (found.problem === 'nul') return `${subject} contains a NUL character (U+0000), which is not accepted`;
  if (found.problem === 'lone_surrogate') return `${subject} is not valid Unicode text (it contains an unpaired surrogate)`;
  return `${subject} is nested too deeply`;
};

const refusal = (field: string, where: string, found: UnsafeText): CommonError => {
  const message = describe(where, found);
  return new CommonError(CommonErrorCode.ValidationFailed, message, undefined, { [field]: message });
};

/** The decoded request path; a malformed percent-encoding is left to the router (which answers 400). */
const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%00/g, '\u0000');
  }
};

/**
 * Refuses, for every route and once, a request whose decoded path, query parameters or parsed body (values
 * and field names, at any depth) hold text PostgreSQL cannot store: a NUL character or an unpaired surrogate.
 * 400 VALIDATION_FAILED naming the field (`errors[field]`). Raw bodies (Buffers) are left to their handler.
 */
export function textGuardMiddleware(req: Request, _res: Response, next: NextFunction): void {
  const pathProblem = unsafeTextProblem(decodedPath(req.path));
  if (pathProblem) {
    next(refusal('path', 'the request path', { path: 'path', problem: pathProblem, inKey: false }));
    return;
  }
  const inQuery = findUnsafeText(req.query);
  if (inQuery) {
    const field = inQuery.path || 'query';
    next(refusal(field, inQuery.inKey ? 'the query string' : `query parameter ${field}`, inQuery));
    return;
  }
  const body: unknown = req.body;
  if (!Buffer.isBuffer(body)) {
    const inBody = findUnsafeText(body);
    if (inBody) {
      const field = inBody.path || 'body';
      next(refusal(field, inBody.inKey ? (inBody.path ? inBody.path : 'the request body') : field, inBody));
      return;
    }
  }
  next();
}
