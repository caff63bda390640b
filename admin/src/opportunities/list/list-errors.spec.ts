import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { listLoadErrorMessage, syncErrorMessage } from './list-errors';

const http = (status: number, error: string) =>
  new ApiError({ message: error, status, body: { success: false, error, message: error, error_code: 'X' } });

describe('listLoadErrorMessage', () => {
  it('maps every documented case', () => {
    // A 2xx answer that refused, as the data provider rejects it.
    expect(listLoadErrorMessage(new ApiError({ message: 'nope', status: 200, body: { success: false, error: 'nope' } }))).toBe('Failed to fetch opportunities');
    expect(listLoadErrorMessage(new TypeError("Cannot convert undefined: target must be an object"))).toBe(
      'Configuration error: Please refresh the page and try again.',
    );
    expect(listLoadErrorMessage(new ApiError({ message: 'Request timed out after 20 s', status: 0, timedOut: true }))).toBe(
      'Request timed out. Please try again.',
    );
    expect(listLoadErrorMessage(http(401, 'Sign in required'))).toBe('Authentication required. Please log in again.');
    expect(listLoadErrorMessage(http(500, 'Internal server error'))).toBe('Server error. Please try again later.');
    expect(listLoadErrorMessage(http(503, 'Unavailable'))).toBe('Server error. Please try again later.');
    expect(listLoadErrorMessage(http(400, 'date_from must be before date_to'))).toBe(
      'Error fetching opportunities: date_from must be before date_to',
    );
    expect(listLoadErrorMessage(new ApiError({ message: 'Failed to fetch', status: 0 }))).toBe('Error fetching opportunities: Failed to fetch');
  });
});

describe('syncErrorMessage', () => {
  it('uses the answer\'s error, the timeout text, or the exception message', () => {
    // A 2xx {success: false, error} answer, as leads-api rejects it.
    const refused = new ApiError({ message: 'Mailbox not configured', status: 200, body: { success: false, error: 'Mailbox not configured' } });
    expect(syncErrorMessage(refused)).toBe('Failed to sync opportunities: Mailbox not configured');
    expect(syncErrorMessage(http(502, 'HubSpot unreachable'))).toBe('Failed to sync opportunities: HubSpot unreachable');
    expect(syncErrorMessage(new ApiError({ message: 'Request timed out after 30 s', status: 0, timedOut: true }))).toBe(
      'Sync operation timed out - this may take a while for large datasets',
    );
    expect(syncErrorMessage(new ApiError({ message: 'Network down', status: 0 }))).toBe('Error syncing opportunities: Network down');
  });
});
