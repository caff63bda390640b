import { ApiError } from '../../providers/api-error';

/**
 * The message for a failed delete: the server's answer when there was one ('Failed to delete template: {error}',
 * 'Unknown error' when it gave no text), else — no answer at all (network, timeout, a bug) — a plain retry hint.
 */
export const deleteFailureMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.status > 0) return `Failed to delete template: ${error.message || 'Unknown error'}`;
  return 'Failed to delete template. Please try again.';
};
