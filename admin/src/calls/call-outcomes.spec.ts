import { describe, expect, it } from 'vitest';
import { ApiError } from '../providers/api-error';
import { CALL_OUTCOMES, hasRequiredFields, outcomeLabel, recordErrorMessage } from './call-outcomes';

describe('call outcomes', () => {
  it('lists the seven values with human labels, in order', () => {
    expect(CALL_OUTCOMES.map((o) => `${o.value}:${o.label}`)).toEqual([
      'answered:Answered',
      'no_answer:No Answer',
      'voicemail:Voicemail',
      'wrong_number:Wrong Number',
      'not_interested:Not Interested',
      'booked:Booked',
      'rescheduled:Rescheduled',
    ]);
    expect(outcomeLabel('wrong_number')).toBe('Wrong Number');
    expect(outcomeLabel('something_new')).toBe('something_new');
  });
});

describe('hasRequiredFields', () => {
  const full = { outcome: 'booked' as const, agent: 'Sam', phone: '(555) 123-4567', notes: '' };
  it('needs an outcome, an agent and a phone; notes are optional', () => {
    expect(hasRequiredFields(full)).toBe(true);
    expect(hasRequiredFields({ ...full, outcome: null })).toBe(false);
    expect(hasRequiredFields({ ...full, agent: '   ' })).toBe(false);
    expect(hasRequiredFields({ ...full, phone: '' })).toBe(false);
  });
});

describe('recordErrorMessage', () => {
  it('shows the server message as "Error: {message}"', () => {
    expect(recordErrorMessage(new ApiError({ message: 'Opportunity x not found', status: 404 }))).toBe('Error: Opportunity x not found');
  });
  it('uses the exception text when there was no answer or no message', () => {
    const text = 'Error recording call outcome. Please try again.';
    expect(recordErrorMessage(new ApiError({ message: 'Failed to fetch', status: 0 }))).toBe(text);
    expect(recordErrorMessage(new ApiError({ message: '', status: 500 }))).toBe(text);
    expect(recordErrorMessage(new TypeError('boom'))).toBe(text);
  });
});
