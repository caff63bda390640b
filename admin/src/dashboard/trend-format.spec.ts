import { describe, expect, it } from 'vitest';
import { describeTrend, formatAxisCount, formatTrendDay } from './trend-format';

const point = (date: string, created: number, synced: number) => ({ date, new: created, synced });

describe('trend-format', () => {
  it('formats y-axis ticks with thousands separators, compact from 100,000 on (never wider than six characters)', () => {
    expect(formatAxisCount(0)).toBe('0');
    expect(formatAxisCount(250)).toBe('250');
    expect(formatAxisCount(12345)).toBe('12,345');
    expect(formatAxisCount(99999)).toBe('99,999');
    expect(formatAxisCount(250000)).toBe('250K');
    expect(formatAxisCount(1_200_000)).toBe('1.2M');
    expect(formatAxisCount(2_500_000_000)).toBe('2.5B');
    for (const value of [7, 1234, 99999, 123456, 999_900, 12_345_678, 987_654_321]) {
      expect(formatAxisCount(value).length).toBeLessThanOrEqual(6);
    }
  });

  it('formats calendar days without a timezone shift and describes the period', () => {
    expect(formatTrendDay('2027-03-05')).toBe('Mar 5');
    expect(formatTrendDay('not a day')).toBe('not a day');
    expect(describeTrend([])).toBe('No data for this range.');
    expect(describeTrend([point('2027-03-01', 10, 4)])).toBe('Mar 1: 10 new, 4 synced.');
    expect(describeTrend([point('2027-03-01', 10, 4), point('2027-03-02', 1500, 6)])).toBe('Mar 1 to Mar 2: 1,510 new, 10 synced.');
  });
});
