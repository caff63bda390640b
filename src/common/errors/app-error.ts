/** How an error is answered over HTTP when its code alone does not say enough. */
export interface AppErrorOptions {
  /** The HTTP status; without it the status follows the code (see error-status.ts). */
  status?: number;
  /** Extra top-level fields of the error envelope (`existing`, `sequence`, ...). */
  envelope?: Record<string, unknown>;
  /** Every problem in words, answered as the envelope's `details` list. */
  problems?: string[];
  /** What the envelope's `details` list says when it is not the problems or the raw details (e.g. a provider failure's public fields). */
  answerDetails?: Record<string, unknown>[];
}

/** Base of every domain error: a stable code, a human message and optional details; one global filter maps them to HTTP. */
export abstract class AppError<C extends string = string> extends Error {
  /** The HTTP status this error is answered with, when it names one. */
  readonly httpStatus?: number;
  readonly envelope: Record<string, unknown>;
  readonly problems: string[];
  readonly answerDetails?: Record<string, unknown>[];

  constructor(
    readonly code: C,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Field → message, for forms. */
    readonly fieldErrors?: Record<string, string>,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.httpStatus = options.status;
    this.envelope = options.envelope ?? {};
    this.problems = options.problems ?? [];
    this.answerDetails = options.answerDetails;
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
  /** PostgreSQL is there but shed the statement (it ran past the statement timeout, or resources ran out). */
  DatabaseBusy = 'DATABASE_BUSY',
  Internal = 'INTERNAL_ERROR',
}

export class CommonError extends AppError<CommonErrorCode> {}
