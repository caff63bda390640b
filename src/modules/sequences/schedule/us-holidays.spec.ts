import { usFederalHolidayList, usFederalHolidays } from './us-holidays';

describe('US federal holidays', () => {
  it('2026 observed dates', () => {
    expect(usFederalHolidays(2026, 2026)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });

  it('Sunday holidays move to Monday; a Saturday New Year is observed on December 31 of the year before', () => {
    const list2027 = usFederalHolidays(2027, 2027);
    expect(list2027).toContain('2027-07-05');
    expect(list2027).toContain('2027-06-18');
    expect(list2027).toContain('2027-12-24');
    expect(list2027).toContain('2027-12-31');
    expect(usFederalHolidays(2028, 2028)).not.toContain('2028-01-01');
  });

  it('names each holiday, no Juneteenth before 2021, and an empty list for a reversed range', () => {
    expect(usFederalHolidayList(2026, 2026).find((h) => h.date === '2026-11-26')?.name).toBe('Thanksgiving Day');
    expect(usFederalHolidays(2020, 2020).some((d) => d.startsWith('2020-06'))).toBe(false);
    expect(usFederalHolidays(2027, 2026)).toEqual([]);
  });
});
