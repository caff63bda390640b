import { describe, expect, it } from 'vitest';
import { customRangeProblem, isCompleteDate, presetRange, quarterRange, SEVEN_DAYS_MS, THIRTY_DAYS_MS } from './date-presets';

/** Local wall-clock "now" (the presets are computed in the viewer's local time). */
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour, 30);

describe('date presets', () => {
  it('uses 7 and 30 days in milliseconds', () => {
    expect(SEVEN_DAYS_MS).toBe(604800000);
    expect(THIRTY_DAYS_MS).toBe(2592000000);
  });

  it('All Time sends no dates', () => {
    expect(presetRange('all', at(2026, 5, 14))).toEqual({});
  });

  it('Last 7 / 30 days go back 7 / 30 days to today, across month and year boundaries', () => {
    expect(presetRange('last7', at(2026, 5, 14))).toEqual({ date_from: '2026-05-07', date_to: '2026-05-14' });
    expect(presetRange('last7', at(2026, 1, 3))).toEqual({ date_from: '2025-12-27', date_to: '2026-01-03' });
    expect(presetRange('last30', at(2026, 3, 1))).toEqual({ date_from: '2026-01-30', date_to: '2026-03-01' });
    expect(presetRange('last30', at(2026, 1, 10))).toEqual({ date_from: '2025-12-11', date_to: '2026-01-10' });
  });

  it.each([
    [at(2026, 1, 1, 0), '2026-01-01', '2026-01-01'],
    [at(2026, 3, 31, 23), '2026-01-01', '2026-03-31'],
    [at(2026, 4, 1, 0), '2026-04-01', '2026-04-01'],
    [at(2026, 8, 20), '2026-07-01', '2026-08-20'],
    [at(2026, 12, 31, 23), '2026-10-01', '2026-12-31'],
  ])('This Quarter at %s runs from %s to today (%s)', (now, from, to) => {
    expect(quarterRange('this', now)).toEqual({ date_from: from, date_to: to });
    expect(presetRange('thisQuarter', now)).toEqual({ date_from: from, date_to: to });
  });

  it.each([
    [at(2026, 2, 15), '2025-10-01', '2025-12-31'],
    [at(2026, 1, 1, 0), '2025-10-01', '2025-12-31'],
    [at(2026, 4, 1, 0), '2026-01-01', '2026-03-31'],
    [at(2026, 6, 30, 23), '2026-01-01', '2026-03-31'],
    [at(2026, 7, 1), '2026-04-01', '2026-06-30'],
    [at(2026, 11, 5), '2026-07-01', '2026-09-30'],
  ])('Last Quarter at %s is %s .. %s', (now, from, to) => {
    expect(quarterRange('last', now)).toEqual({ date_from: from, date_to: to });
    expect(presetRange('lastQuarter', now)).toEqual({ date_from: from, date_to: to });
  });

  it('includes 29 February in the leap-year first quarter', () => {
    expect(quarterRange('last', at(2024, 5, 2))).toEqual({ date_from: '2024-01-01', date_to: '2024-03-31' });
    expect(presetRange('last7', at(2024, 3, 2))).toEqual({ date_from: '2024-02-24', date_to: '2024-03-02' });
  });

  it('Custom Range sends both dates or none: never half a range, a partly typed year, or To before From', () => {
    const now = at(2026, 5, 14);
    expect(presetRange('custom', now, { from: '', to: '' })).toEqual({});
    expect(presetRange('custom', now, { from: '2026-02-01', to: '' })).toEqual({});
    expect(presetRange('custom', now, { from: '', to: '2026-02-28' })).toEqual({});
    expect(presetRange('custom', now, { from: '2026-02-01', to: '0002-02-28' })).toEqual({});
    expect(presetRange('custom', now, { from: '0202-02-01', to: '2026-02-28' })).toEqual({});
    expect(presetRange('custom', now, { from: '2026-03-01', to: '2026-02-28' })).toEqual({});
    expect(presetRange('custom', now, { from: '2026-02-01', to: '2026-02-28' })).toEqual({ date_from: '2026-02-01', date_to: '2026-02-28' });
    expect(presetRange('custom', now, { from: '2026-02-28', to: '2026-02-28' })).toEqual({ date_from: '2026-02-28', date_to: '2026-02-28' });
    expect(presetRange('custom', now, { from: '02/01/2026', to: 'x' })).toEqual({});
  });

  it('tells why a custom range is not applied yet', () => {
    expect(customRangeProblem({ from: '2026-02-01', to: '' })).toBe('incomplete');
    expect(customRangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('incomplete');
    expect(customRangeProblem({ from: '2026-02-01', to: '0020-03-01' })).toBe('incomplete');
    expect(customRangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(customRangeProblem({ from: '2024-02-29', to: '2026-03-01' })).toBeNull();
    expect(isCompleteDate('2025-02-29')).toBe(false);
    expect(isCompleteDate('1899-12-31')).toBe(false);
    expect(isCompleteDate('1900-01-01')).toBe(true);
    expect(isCompleteDate('2999-12-31')).toBe(true);
    expect(isCompleteDate('3000-01-01')).toBe(false);
  });
});
