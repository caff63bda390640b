/** Base of every domain error: a stable code, a human message and optional details; one global filter maps them to HTTP. */
export abstract class AppError<C extends string = string> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Field → message, for forms. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export enum CommonErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  NotFound = 'NOT_FOUND',
  AuthRequired = 'AUTH_REQUIRED',
  Forbidden = 'FORBIDDEN',
  CsrfTokenInvalid = 'CSRF_TOKEN_INVALID',
  RateLimitExceeded = 'RATE_LIMIT_EXCEEDED',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  /** Redis (the job queues) cannot take work right now. */
  QueueUnavailable = 'QUEUE_UNAVAILABLE',
  /** PostgreSQL cannot be reached. */
  DatabaseUnavailable = 'DATABASE_UNAVAILABLE',
  Internal = 'INTERNAL_ERROR',
}

export class CommonError extends AppError<CommonErrorCode> {}
