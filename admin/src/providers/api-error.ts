import { isObject, readString } from './json';

/** The backend's error envelope: { success: false, error, message, error_code, errors? }. */
export interface ErrorEnvelope {
  success?: false;
  error?: string;
  message?: string;
  error_code?: string;
  errors?: Record<string, string>;
  details?: string[];
}

/**
 * Error thrown for failed API calls. Duck-compatible with react-admin's HttpError
 * (`status`, `body`, `message`), so checkError and notifications understand it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly errorCode: string | null;
  readonly fieldErrors: Record<string, string> | null;
  /** The server's list of problems in words (e.g. every reason a template save was refused). */
  readonly details: string[] | null;
  /** The request was aborted by the client's timeout (status 0). */
  readonly timedOut: boolean;

  constructor(options: {
    message: string;
    status: number;
    body?: unknown;
    errorCode?: string | null;
    fieldErrors?: Record<string, string> | null;
    details?: string[] | null;
    timedOut?: boolean;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body ?? null;
    this.errorCode = options.errorCode ?? null;
    this.fieldErrors = options.fieldErrors ?? null;
    this.details = options.details ?? null;
    this.timedOut = options.timedOut ?? false;
  }
}

const toFieldErrors = (value: unknown): Record<string, string> | null => {
  if (!isObject(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : null;
};

const toDetails = (value: unknown): string[] | null => {
  if (!Array.isArray(value)) return null;
  const texts = value.flatMap((item: unknown) =>
    typeof item === 'string' ? [item] : isObject(item) && typeof item.message === 'string' ? [item.message] : [],
  );
  return texts.length ? texts : null;
};

/** Builds an ApiError from a non-2xx answer, reading our envelope when present. */
export const toApiError = (options: {
  status: number;
  statusText: string;
  body: unknown;
}): ApiError => {
  const { status, statusText, body } = options;
  const envelope = isObject(body) ? body : {};
  const message =
    readString(envelope, 'message') ??
    readString(envelope, 'error') ??
    (statusText || `Request failed with status ${status}`);
  return new ApiError({
    message,
    status,
    body: body ?? null,
    errorCode: readString(envelope, 'error_code') ?? null,
    fieldErrors: toFieldErrors(envelope.errors),
    details: toDetails(envelope.details),
  });
};

export const errorMessage = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
};
