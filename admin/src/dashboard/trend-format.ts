import { format } from 'date-fns';
import type { DashboardTrendPoint } from '../api/types';
import { parseAppDate } from '../format/date';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A y-axis tick: thousands separators up to 99,999 ("12,345"), compact above ("250K", "1.2M"), so a tick label is
 * never wider than six characters and always fits the axis.
 */
export const formatAxisCount = (value: number): string =>
  Math.abs(value) < 100_000 ? value.toLocaleString('en-US') : compact.format(value);

/** "Mar 5" for a YYYY-MM-DD day (a calendar day: no timezone shift). */
export const formatTrendDay = (date: string): string => {
  const parsed = parseAppDate(date);
  return parsed ? format(parsed, 'MMM d') : date;
};

/** The chart's text alternative: the period and its totals. */
export const describeTrend = (points: DashboardTrendPoint[]): string => {
  if (points.length === 0) return 'No data for this range.';
  const total = (key: 'new' | 'synced') => points.reduce((sum, point) => sum + point[key], 0).toLocaleString('en-US');
  const first = formatTrendDay(points[0].date);
  const last = formatTrendDay(points[points.length - 1].date);
  const period = first === last ? first : `${first} to ${last}`;
  return `${period}: ${total('new')} new, ${total('synced')} synced.`;
};
