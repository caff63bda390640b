import { ApiError } from '../../providers/api-error';
import { isObject, readString } from '../../providers/json';

/** Seed 000 §8 list-load messages. */
export const LIST_FAILED = 'Failed to fetch opportunities';
export const CONFIG_ERROR = 'Configuration error: Please refresh the page and try again.';
export const TIMEOUT_ERROR = 'Request timed out. Please try again.';
export const AUTH_ERROR = 'Authentication required. Please log in again.';
export const SERVER_ERROR = 'Server error. Please try again later.';
export const SYNC_TIMEOUT = 'Sync operation timed out - this may take a while for large datasets';

/** The server answered `success: false` (or with no list at all). */
export class ListLoadFailure extends Error {
  constructor() {
    super(LIST_FAILED);
    this.name = 'ListLoadFailure';
  }
}

/** An action answered `{success: false, error}`. */
export class ActionFailure extends Error {
  constructor(readonly serverError: string) {
    super(serverError);
    this.name = 'ActionFailure';
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' && error ? error : 'Unknown error';

const isTimeout = (error: unknown): boolean =>
  (error instanceof ApiError && error.timedOut) || (error instanceof DOMException && error.name === 'TimeoutError');

/** Seed 000 §8 "List load": the message shown above the "Try again" button. */
export const listLoadErrorMessage = (error: unknown): string => {
  if (error instanceof ListLoadFailure) return LIST_FAILED;
  const message = messageOf(error);
  if (message.includes('target must be an object')) return CONFIG_ERROR;
  if (isTimeout(error)) return TIMEOUT_ERROR;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return AUTH_ERROR;
  if (status >= 500) return SERVER_ERROR;
  return `Error fetching opportunities: ${message}`;
};

/**
 * The `error` text of a failed answer: an explicit `{success: false}` result, or an HTTP error that carries the
 * envelope's `error`. The seed's "Failed to …: {error}" is for answers; "Error …: {message}" for exceptions
 * (network failures, timeouts), where no answer arrived.
 */
const answeredError = (error: unknown): string | null => {
  if (error instanceof ActionFailure) return error.serverError;
  if (error instanceof ApiError && error.status > 0) {
    const body = isObject(error.body) ? error.body : {};
    return readString(body, 'error') ?? error.message;
  }
  return null;
};

/** Seed 000 §8 "Sync". */
export const syncErrorMessage = (error: unknown): string => {
  if (isTimeout(error)) return SYNC_TIMEOUT;
  const answered = answeredError(error);
  if (answered !== null) return `Failed to sync opportunities: ${answered}`;
  return `Error syncing opportunities: ${messageOf(error)}`;
};

/** Seed 000 §8 "Re-queue (list)". */
export const requeueErrorMessage = (error: unknown): string => {
  const answered = answeredError(error);
  if (answered !== null) return `Failed to re-queue sync: ${answered}`;
  return `Error re-queueing sync: ${messageOf(error)}`;
};
