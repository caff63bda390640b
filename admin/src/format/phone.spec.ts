import { formatPhoneDisplay } from './phone';

describe('formatPhoneDisplay (shared with the backend)', () => {
  it.each([
    ['+15125550143', '(512) 555-0143'],
    ['5125550143', '(512) 555-0143'],
    ['512-555-0143', '(512) 555-0143'],
    ['+442071838750', '+442071838750'],
    ['', ''],
  ])('should show %p as %p', (input, expected) => {
    expect(formatPhoneDisplay(input)).toBe(expected);
  });

  it('should show nothing for a missing phone', () => {
    expect(formatPhoneDisplay(null)).toBe('');
  });
});
