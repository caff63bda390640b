import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { callTrackerApplies, changedFields, saveErrorMessage, toDateInputValue, type CallTrackerFacts } from './opportunity-rules';

describe('changedFields', () => {
  it('sends only the fields that changed, trimmed, with empty strings clearing', () => {
    const original = { customer: 'Jordan Blake', email: 'jordan@example.com', phone: '', status: 'new' };
    expect(changedFields(original, { ...original })).toEqual({});
    expect(changedFields(original, { ...original, customer: '  Jordan Blake  ' })).toEqual({});
    expect(changedFields(original, { ...original, customer: ' Jo Blake ', email: '' })).toEqual({ customer: 'Jo Blake', email: '' });
    expect(changedFields(original, { ...original, phone: ' 5125550143 ', status: 'pending' })).toEqual({ phone: '5125550143', status: 'pending' });
  });

  it('works for any subset of the edit fields (the move editor, the side panel form)', () => {
    const move = { move_date: '2027-03-05', origin_address: '1 Main St', destination_address: '' };
    expect(changedFields(move, { ...move, move_date: '2027-04-01', destination_address: '9 Elm ' })).toEqual({
      move_date: '2027-04-01',
      destination_address: '9 Elm',
    });
    expect(changedFields(move, { ...move, origin_address: '' })).toEqual({ origin_address: '' });
  });
});

describe('saveErrorMessage (side-panel save, also the detail editors)', () => {
  it('shows the server error, else "Failed to save changes", or the network text when no answer came', () => {
    expect(saveErrorMessage(new ApiError({ message: 'bad phone', status: 400 }))).toBe('bad phone');
    // A 2xx {success: false, error} answer, as leads-api rejects it.
    expect(saveErrorMessage(new ApiError({ message: 'Record is locked', status: 200 }))).toBe('Record is locked');
    expect(saveErrorMessage(new ApiError({ message: '', status: 200 }))).toBe('Failed to save changes');
    expect(saveErrorMessage(new ApiError({ message: '', status: 500 }))).toBe('Failed to save changes');
    expect(saveErrorMessage(new ApiError({ message: 'Failed to fetch', status: 0 }))).toBe('Network error while saving');
    expect(saveErrorMessage(new ApiError({ message: 'Request timed out after 20 s', status: 0, timedOut: true }))).toBe(
      'Network error while saving',
    );
    expect(saveErrorMessage(new Error('weird'))).toBe('Failed to save changes');
    expect(saveErrorMessage('nope')).toBe('Failed to save changes');
  });
});

describe('toDateInputValue', () => {
  it('turns stored dates into date-input values (YYYY-MM-DD)', () => {
    expect(toDateInputValue('2027-03-05')).toBe('2027-03-05');
    expect(toDateInputValue('2027-03-05T00:00:00.000Z')).toBe('2027-03-05');
    expect(toDateInputValue(' 2027-03-05 ')).toBe('2027-03-05');
  });

  it('reads a 13-digit value as epoch milliseconds, on the viewer\'s local day', () => {
    expect(toDateInputValue(String(new Date(2027, 2, 5, 12).getTime()))).toBe('2027-03-05');
    expect(toDateInputValue(String(new Date(2027, 0, 1, 0, 5).getTime()))).toBe('2027-01-01');
  });

  it('is empty when missing or unreadable', () => {
    expect(toDateInputValue(null)).toBe('');
    expect(toDateInputValue(undefined)).toBe('');
    expect(toDateInputValue('')).toBe('');
    expect(toDateInputValue('soon')).toBe('');
  });
});

describe('callTrackerApplies', () => {
  const emailLead: CallTrackerFacts = { leadSource: 'email', phone: '+15125550143', owner: null, assignee: null };

  it.each(['inbound_call', 'web_form', 'manual'])('applies for lead_source %s, even without a phone', (leadSource) => {
    expect(callTrackerApplies({ leadSource, phone: null, owner: null, assignee: null })).toBe(true);
  });

  it('applies to any other lead only with phone, owner and assignee', () => {
    expect(callTrackerApplies({ ...emailLead, owner: 'Kim', assignee: 'Lee' })).toBe(true);
    expect(callTrackerApplies({ ...emailLead, phone: null, owner: 'Kim', assignee: 'Lee' })).toBe(false);
    expect(callTrackerApplies({ ...emailLead, owner: 'Kim' })).toBe(false);
    expect(callTrackerApplies({ ...emailLead, assignee: 'Lee' })).toBe(false);
    expect(callTrackerApplies(emailLead)).toBe(false);
    expect(callTrackerApplies({ ...emailLead, leadSource: null })).toBe(false);
    expect(callTrackerApplies({ ...emailLead, leadSource: undefined, owner: 'Kim', assignee: 'Lee' })).toBe(true);
  });
});
