import { ApiError, errorMessage } from '../../providers/api-error';
import { answeredError } from '../shared/action-errors';

/** List-load messages. */
export const LIST_FAILED = 'Failed to fetch opportunities';
export const CONFIG_ERROR = 'Configuration error: Please refresh the page and try again.';
export const TIMEOUT_ERROR = 'Request timed out. Please try again.';
export const AUTH_ERROR = 'Authentication required. Please log in again.';
export const SERVER_ERROR = 'Server error. Please try again later.';
export const SYNC_TIMEOUT = 'Sync operation timed out - this may take a while for large datasets';

const isTimeout = (error: unknown): boolean =>
  (error instanceof ApiError && error.timedOut) || (error instanceof DOMException && error.name === 'TimeoutError');

/**
 * The message shown above the "Try again" button. A 2xx answer that refused (`success: false`, or no list at all)
 * is "Failed to fetch opportunities".
 */
export const listLoadErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.status >= 200 && error.status < 300) return LIST_FAILED;
  const message = errorMessage(error);
  if (message.includes('target must be an object')) return CONFIG_ERROR;
  if (isTimeout(error)) return TIMEOUT_ERROR;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return AUTH_ERROR;
  if (status >= 500) return SERVER_ERROR;
  return `Error fetching opportunities: ${message}`;
};

/** Messages of a failed "Refresh & Sync". */
export const syncErrorMessage = (error: unknown): string => {
  if (isTimeout(error)) return SYNC_TIMEOUT;
  const answered = answeredError(error);
  if (answered !== null) return `Failed to sync opportunities: ${answered}`;
  return `Error syncing opportunities: ${errorMessage(error)}`;
};
