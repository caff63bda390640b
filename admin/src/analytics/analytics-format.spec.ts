import { describe, expect, it } from 'vitest';
import { daysOutLabel, describeRanking, funnelWidths, latestDays, leadingBlanks, percentOf, shiftMonth } from './analytics-format';
import { velocity } from './analytics-fixtures';

describe('analytics format', () => {
  it('says N days out, Today for 0, 1 day out for 1, and N days ago for earlier days of the week', () => {
    expect(daysOutLabel(0)).toBe('Today');
    expect(daysOutLabel(1)).toBe('1 day out');
    expect(daysOutLabel(2)).toBe('2 days out');
    expect(daysOutLabel(45)).toBe('45 days out');
    expect(daysOutLabel(-1)).toBe('1 day ago');
    expect(daysOutLabel(-3)).toBe('3 days ago');
  });

  it('sizes funnel bars against the largest stage, never under 20 percent', () => {
    expect(funnelWidths([{ label: 'New', value: 200 }, { label: 'Enriched', value: 100 }, { label: 'Synced', value: 10 }])).toEqual([100, 50, 20]);
    expect(funnelWidths([{ label: 'New', value: 0 }, { label: 'Enriched', value: 0 }])).toEqual([20, 20]);
    expect(funnelWidths([{ label: 'New', value: 1000 }, { label: 'Synced', value: 210 }])).toEqual([100, 21]);
  });

  it('keeps the newest 10 days, newest first, for the breakdown table', () => {
    const days = latestDays(velocity('30d').daily_breakdown);
    expect(days).toHaveLength(10);
    expect(days[0].date).toBe('2027-03-31');
    expect(days[9].date).toBe('2027-03-22');
    expect(latestDays(velocity('7d').daily_breakdown)).toHaveLength(7);
  });

  it('navigates months across years and places the 1st on its weekday (Monday first)', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(leadingBlanks('2026-06')).toBe(0); // 1 June 2026 is a Monday
    expect(leadingBlanks('2026-11')).toBe(6); // 1 November 2026 is a Sunday
  });

  it('writes percentages and rankings for people and screen readers', () => {
    expect(percentOf(1, 3)).toBe('33%');
    expect(percentOf(5, 0)).toBe('0%');
    expect(describeRanking([{ label: 'TX', value: 1200 }, { label: 'CA', value: 90 }, { label: 'FL', value: 3 }])).toBe('TX 1,200, CA 90 and FL 3.');
    expect(describeRanking([])).toBe('No data.');
  });
});
