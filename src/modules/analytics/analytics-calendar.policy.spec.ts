import { addDays, daysFrom, daysOfMonth, lastDays, weekOf } from './analytics-calendar.policy';

describe('analytics calendar', () => {
  it('should list the last N dates oldest first, today last, across month and year ends', () => {
    expect(lastDays('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastDays('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(lastDays('2026-11-23', 30)).toHaveLength(30);
    expect(lastDays('2026-11-23', 30)[0]).toBe('2026-10-25');
  });

  it('should keep calendar days whole across a daylight-saving change (dates, not 24-hour steps)', () => {
    expect(lastDays('2026-11-02', 3)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(lastDays('2026-03-09', 2)).toEqual(['2026-03-08', '2026-03-09']);
  });

  it('should give the Monday-to-Sunday week holding a date', () => {
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Monday
    expect(weekOf('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Sunday
    expect(weekOf('2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('should count whole days between dates, negative for the past', () => {
    expect(daysFrom('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysFrom('2026-11-23', '2026-12-03')).toBe(10);
    expect(daysFrom('2026-11-23', '2026-11-20')).toBe(-3);
    expect(addDays('2026-11-23', 30)).toBe('2026-12-23');
  });

  it('should list every date of a month, leap Februaries and 31-day months included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2027-02')).toHaveLength(28);
    const december = daysOfMonth('2026-12');
    expect(december).toHaveLength(31);
    expect([december[0], december[30]]).toEqual(['2026-12-01', '2026-12-31']);
  });
});
