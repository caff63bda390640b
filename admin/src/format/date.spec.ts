import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate, parseAppDate, toLocalDateString } from './date';

describe('date formatting', () => {
  it('formats short month, day and year', () => {
    expect(formatShortDate('2027-03-05')).toBe('Mar 5, 2027');
  });

  it('treats a 13-digit number as epoch milliseconds', () => {
    const ms = new Date(2027, 2, 5, 12).getTime();
    expect(formatShortDate(String(ms))).toBe('Mar 5, 2027');
    expect(parseAppDate(ms)?.getTime()).toBe(ms);
  });

  it('keeps date-only values on their calendar day', () => {
    expect(parseAppDate('2027-01-01')?.getDate()).toBe(1);
  });

  it('falls back for missing or invalid values', () => {
    expect(formatShortDate(null)).toBe('N/A');
    expect(formatShortDate('not a date')).toBe('N/A');
    expect(formatLongDate(undefined)).toBe('Not set');
  });

  it('formats the long weekday form', () => {
    expect(formatLongDate('2027-03-05')).toBe('Friday, March 5, 2027');
  });

  it('writes a local calendar day as YYYY-MM-DD', () => {
    expect(toLocalDateString(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toLocalDateString(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('formatDateTime', () => {
  it('adds the local time to the short date', () => {
    expect(formatDateTime(new Date(2027, 2, 5, 15, 4).toISOString())).toBe('Mar 5, 2027, 3:04 PM');
  });
});
