import { formatPhoneDisplay, normalizePhone } from './phone';

describe(normalizePhone.name, () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['555-123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['5551234567', '+15551234567'],
    ['1-512-555-0143', '+15125550143'],
    ['+1 (512) 555-0143', '+15125550143'],
    ['  (206) 555-0134  ', '+12065550134'],
    ['(312) 555-0199 ext. 12', '+13125550199'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('should normalize %p to %p', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it('should read a national number in the given default country', () => {
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it.each(['', '   ', 'call me', '123', '555-1234', '000-000-0000', '(155) 123-4567', '55512345678901234', 'n/a'])(
    'should return null for %p',
    (raw) => {
      expect(normalizePhone(raw)).toBeNull();
    },
  );
});

describe(formatPhoneDisplay.name, () => {
  it.each([
    ['+15551234567', '(555) 123-4567'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['1 555 123 4567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
  ])('should format %p as %p', (value, expected) => {
    expect(formatPhoneDisplay(value)).toBe(expected);
  });

  it.each(['+442079460958', '555-1234', 'call after 5', '+5551234567'])('should return %p unchanged', (value) => {
    expect(formatPhoneDisplay(value)).toBe(value);
  });

  it('should return an empty string for null', () => {
    expect(formatPhoneDisplay(null)).toBe('');
  });

  it('should round-trip a normalized number into the display form', () => {
    expect(formatPhoneDisplay(normalizePhone('512.555.0143'))).toBe('(512) 555-0143');
  });
});
