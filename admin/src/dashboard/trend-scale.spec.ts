import { describe, expect, it } from 'vitest';
import { describeTrend, formatTrendDay, labelStep, layoutBars, niceMax, niceStep, yTicks } from './trend-scale';

const point = (date: string, created: number, synced: number) => ({ date, new: created, synced });

describe('trend-scale', () => {
  it('picks whole, nice tick steps and an axis maximum covering the data', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceMax(0)).toBe(4);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(37)).toBe(40);
    expect(niceMax(120)).toBe(120);
    expect(niceMax(121)).toBe(160);
    expect(niceMax(9)).toBe(12);
    for (const value of [1, 7, 13, 99, 250, 1001]) {
      const max = niceMax(value);
      expect(max).toBeGreaterThanOrEqual(value);
      expect(yTicks(max).every(Number.isInteger)).toBe(true);
    }
    expect(yTicks(40)).toEqual([0, 10, 20, 30, 40]);
  });

  it('thins date labels so at most the allowed number fit', () => {
    expect(labelStep(8, 10)).toBe(1);
    expect(labelStep(31, 8)).toBe(4);
    expect(labelStep(0, 8)).toBe(1);
    expect(labelStep(5, 0)).toBe(5);
  });

  it('formats calendar days without a timezone shift and describes the period', () => {
    expect(formatTrendDay('2027-03-05')).toBe('Mar 5');
    expect(describeTrend([])).toBe('No data for this range.');
    expect(describeTrend([point('2027-03-01', 10, 4), point('2027-03-02', 1500, 6)])).toBe('Mar 1 to Mar 2: 1,510 new, 10 synced.');
  });

  it('lays out one band per day with bar heights proportional to the axis maximum', () => {
    const box = { width: 440, height: 220, margin: { top: 10, right: 10, bottom: 30, left: 30 } };
    const bars = layoutBars([point('2027-03-01', 20, 10), point('2027-03-02', 0, 40)], box, 40);
    expect(bars).toHaveLength(2);
    expect(bars[0].x).toBe(30 + 100);
    expect(bars[1].x).toBe(30 + 300);
    expect(bars[0].newHeight).toBe(90);
    expect(bars[0].syncedHeight).toBe(45);
    expect(bars[1].newHeight).toBe(0);
    expect(bars[1].syncedHeight).toBe(180);
    expect(bars[0].barWidth).toBeLessThanOrEqual(18);
    expect(bars.map((bar) => bar.label)).toEqual(['Mar 1', 'Mar 2']);
  });

  it('always labels the last day when thinning', () => {
    const points = Array.from({ length: 31 }, (_, i) => point(`2027-03-${String(i + 1).padStart(2, '0')}`, i, i));
    const bars = layoutBars(points, { width: 400, height: 200, margin: { top: 0, right: 0, bottom: 0, left: 0 } }, 40);
    const labelled = bars.filter((bar) => bar.showLabel);
    expect(labelled.length).toBeLessThanOrEqual(7);
    expect(labelled.at(-1)?.date).toBe('2027-03-31');
  });
});
