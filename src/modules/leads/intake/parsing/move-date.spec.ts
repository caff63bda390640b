import { dateInTimezone, parseMoveDate } from './move-date';

const UTC = 'UTC';

describe(parseMoveDate.name, () => {
  it.each([
    ['03/05/2027', '2027-03-05'],
    ['3/5/2027', '2027-03-05'],
    ['3/5/27', '2027-03-05'],
    ['03-05-2027', '2027-03-05'],
    ['2027-03-05', '2027-03-05'],
    ['2027/3/5', '2027-03-05'],
    ['March 5, 2027', '2027-03-05'],
    ['march 5 2027', '2027-03-05'],
    ['Mar 5 2027', '2027-03-05'],
    ['Mar. 5, 2027', '2027-03-05'],
    ['Sept 30, 2027', '2027-09-30'],
    ['March 5th, 2027', '2027-03-05'],
    ['5 Mar 2027', '2027-03-05'],
    ['5 March 2027', '2027-03-05'],
    ['05-Mar-2027', '2027-03-05'],
    ['Friday, March 5, 2027', '2027-03-05'],
    ['Fri, Mar 5, 2027', '2027-03-05'],
    ['Sat, Apr 3, 2027', '2027-04-03'],
    ['Wednesday 5 March 2027', '2027-03-05'],
    ['03/05/2027 10:30 AM', '2027-03-05'],
    ['March 5, 2027 at 9am', '2027-03-05'],
    ['  02/29/2028  ', '2028-02-29'],
    ['12/31/2027', '2027-12-31'],
  ])('should parse %p as %p', (raw, expected) => {
    expect(parseMoveDate(raw, UTC)).toBe(expected);
  });

  it.each([
    '02/30/2027',
    '02/29/2027',
    '13/01/2027',
    '00/10/2027',
    '2027-13-01',
    '2027-02-30',
    'April 31, 2027',
    'Smarch 5, 2027',
    'March 5',
    'TBD',
    'next week',
    '',
    '   ',
    '2027-03-05T25:00:00Z',
  ])('should return null for %p', (raw) => {
    expect(parseMoveDate(raw, UTC)).toBeNull();
  });

  describe('ISO datetimes', () => {
    it('should convert an instant to the date in the given timezone', () => {
      expect(parseMoveDate('2027-03-05T02:00:00Z', 'America/New_York')).toBe('2027-03-04');
    });

    it('should keep the UTC date when the timezone is UTC', () => {
      expect(parseMoveDate('2027-03-05T02:00:00Z', UTC)).toBe('2027-03-05');
    });

    it('should move forward for timezones east of UTC', () => {
      expect(parseMoveDate('2027-03-05T20:00:00Z', 'Asia/Tokyo')).toBe('2027-03-06');
    });

    it('should honour an explicit offset', () => {
      expect(parseMoveDate('2027-03-05T23:30:00-05:00', 'America/New_York')).toBe('2027-03-05');
      expect(parseMoveDate('2027-03-05T23:30:00-05:00', UTC)).toBe('2027-03-06');
      expect(parseMoveDate('2027-03-05T01:00:00+0100', UTC)).toBe('2027-03-05');
    });

    it('should handle daylight saving time (EDT is UTC-4)', () => {
      expect(parseMoveDate('2027-06-01T03:59:00Z', 'America/New_York')).toBe('2027-05-31');
      expect(parseMoveDate('2027-06-01T04:00:00Z', 'America/New_York')).toBe('2027-06-01');
    });

    it('should accept fractional seconds', () => {
      expect(parseMoveDate('2027-03-05T12:00:00.000Z', 'America/Los_Angeles')).toBe('2027-03-05');
    });

    it('should take the date of a datetime without an offset as local', () => {
      expect(parseMoveDate('2027-03-05T02:00:00', 'America/New_York')).toBe('2027-03-05');
      expect(parseMoveDate('2027-03-05 23:45', 'Asia/Tokyo')).toBe('2027-03-05');
    });

    it('should return null for an unknown timezone', () => {
      expect(parseMoveDate('2027-03-05T02:00:00Z', 'Mars/Olympus_Mons')).toBeNull();
    });
  });
});

describe(dateInTimezone.name, () => {
  it('should give the calendar date of an instant in a timezone', () => {
    expect(dateInTimezone(new Date('2027-01-01T04:59:59Z'), 'America/New_York')).toBe('2026-12-31');
  });

  it('should return null for an invalid date', () => {
    expect(dateInTimezone(new Date('nope'), UTC)).toBeNull();
  });
});
