import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay } from './phone';

describe('formatPhoneDisplay', () => {
  it.each([
    ['+15551234567', '(555) 123-4567'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['1 (555) 123-4567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
  ])('shows %s as %s', (input, shown) => {
    expect(formatPhoneDisplay(input)).toBe(shown);
  });

  it.each(['+442071838750', '12345', 'call after 5pm', '555-1234 ext 9'])('leaves %s unchanged', (input) => {
    expect(formatPhoneDisplay(input)).toBe(input);
  });

  it('shows nothing for a missing number', () => {
    expect(formatPhoneDisplay(null)).toBe('');
    expect(formatPhoneDisplay(undefined)).toBe('');
  });
});
