import { ApiError, errorMessage } from '../../providers/api-error';
import { isObject, readString } from '../../providers/json';

/**
 * The `error` text of an answered failure: an error status carrying our envelope, or a 2xx `{success: false, error}`
 * (leads-api throws both as ApiError with the answer's status). Null when no answer arrived (network failure,
 * timeout, anything else thrown). "Failed to …: {error}" words answers; "Error …: {message}" the rest.
 */
export const answeredError = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status <= 0) return null;
  const body = isObject(error.body) ? error.body : {};
  return readString(body, 'error') || error.message || 'Unknown error';
};

/** The re-queue failure text, used by the list and the detail page alike. */
export const requeueErrorMessage = (error: unknown): string => {
  const answered = answeredError(error);
  if (answered !== null) return `Failed to re-queue sync: ${answered}`;
  return `Error re-queueing sync: ${errorMessage(error)}`;
};
