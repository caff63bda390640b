import { calendarDaysBefore, companyDate, companyDayStamp, isBusinessDay, isIsoDate, nextBusinessDayAt, nextDate, startOfCompanyDay } from './company-time';

const NY = 'America/New_York';

describe('company time', () => {
  it('starts a day at local midnight on both sides of a daylight-saving change', () => {
    expect(startOfCompanyDay('2026-10-31', NY).toISOString()).toBe('2026-10-31T04:00:00.000Z'); // EDT
    expect(startOfCompanyDay('2026-11-01', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z'); // the 25-hour day
    expect(startOfCompanyDay('2026-11-02', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z'); // EST
    expect(startOfCompanyDay('2027-03-14', NY).toISOString()).toBe('2027-03-14T05:00:00.000Z'); // the 23-hour day
    expect(startOfCompanyDay('2027-03-15', NY).toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });

  it('goes back whole calendar days across a daylight-saving change, late in the evening included', () => {
    // 23:20 in New York on 22 November (EST); 30 × 24 h earlier would be 24 October 00:20 EDT, the wrong date.
    const lateEvening = new Date('2026-11-23T04:20:00Z');
    const start = calendarDaysBefore(lateEvening, 30, NY);
    expect(companyDate(start, NY)).toBe('2026-10-23');
    expect(start.toISOString()).toBe('2026-10-24T03:20:00.000Z'); // 23:20 EDT
    // Spring forward (14 March 2027): 7 days before 8 pm EDT on 15 March is 8 pm EST on 8 March.
    expect(calendarDaysBefore(new Date('2027-03-16T00:00:00Z'), 7, NY).toISOString()).toBe('2027-03-09T01:00:00.000Z');
  });

  it('names the company date and day stamp of an instant', () => {
    const now = new Date('2027-03-05T03:30:00Z');
    expect(companyDate(now, 'America/Chicago')).toBe('2027-03-04');
    expect(companyDate(now, 'Asia/Tokyo')).toBe('2027-03-05');
    expect(companyDayStamp(now, 'America/Chicago')).toBe('270304');
    expect(companyDayStamp(new Date('2026-12-31T23:59:59Z'), 'Pacific/Kiritimati')).toBe('270101');
  });

  it('steps and checks calendar dates', () => {
    expect(nextDate('2026-10-31')).toBe('2026-11-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-30')).toBe(false);
    expect(isIsoDate('2027-2-3')).toBe(false);
  });

  it('finds the next business day at a local hour, across weekends and daylight-saving changes', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false);
    // Monday 11 am in New York → Tuesday 9 am EST.
    expect(nextBusinessDayAt(new Date('2026-11-23T16:00:00Z'), 9, NY).toISOString()).toBe('2026-11-24T14:00:00.000Z');
    // Friday evening (already Saturday in UTC) → Monday 9 am.
    expect(nextBusinessDayAt(new Date('2026-11-28T02:00:00Z'), 9, NY).toISOString()).toBe('2026-11-30T14:00:00.000Z');
    // Friday 30 October (EDT) → Monday 2 November, after the clocks went back: 9 am EST.
    expect(nextBusinessDayAt(new Date('2026-10-30T15:00:00Z'), 9, NY).toISOString()).toBe('2026-11-02T14:00:00.000Z');
    // In summer 9 am is 13:00 UTC.
    expect(nextBusinessDayAt(new Date('2027-06-01T15:00:00Z'), 9, NY).toISOString()).toBe('2027-06-02T13:00:00.000Z');
  });
});
