import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { answeredError, requeueErrorMessage } from './action-errors';

/** An error status with our envelope, as the HTTP client throws it. */
const http = (status: number, error: string) =>
  new ApiError({ message: error, status, body: { success: false, error, message: error, error_code: 'X' } });

/** A 2xx `{success: false, error}` answer, as leads-api rejects it. */
const refused = (error?: string) => new ApiError({ message: error ?? '', status: 200, body: { success: false, ...(error ? { error } : {}) } });

describe('answeredError', () => {
  it('reads the answer\'s error for error statuses and refusals, and null when no answer came', () => {
    expect(answeredError(http(404, 'Opportunity Q2G-1 not found'))).toBe('Opportunity Q2G-1 not found');
    expect(answeredError(refused('Sync already running'))).toBe('Sync already running');
    expect(answeredError(refused())).toBe('Unknown error');
    expect(answeredError(new ApiError({ message: 'Failed to fetch', status: 0 }))).toBeNull();
    expect(answeredError(new Error('socket hang up'))).toBeNull();
  });
});

describe('requeueErrorMessage (list re-queue, also the detail page)', () => {
  it('uses the answer\'s error, else the exception message', () => {
    expect(requeueErrorMessage(refused('Opportunity Q2G-1 not found'))).toBe('Failed to re-queue sync: Opportunity Q2G-1 not found');
    expect(requeueErrorMessage(http(404, 'Opportunity Q2G-1 not found'))).toBe('Failed to re-queue sync: Opportunity Q2G-1 not found');
    expect(requeueErrorMessage(http(409, 'A sync is already queued'))).toBe('Failed to re-queue sync: A sync is already queued');
    expect(requeueErrorMessage(new ApiError({ message: 'Request timed out after 20 s', status: 0, timedOut: true }))).toBe(
      'Error re-queueing sync: Request timed out after 20 s',
    );
    expect(requeueErrorMessage(new Error('socket hang up'))).toBe('Error re-queueing sync: socket hang up');
  });
});
