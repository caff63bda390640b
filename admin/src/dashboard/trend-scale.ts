import { parseAppDate } from '../format/date';
import type { TrendPoint } from '../opportunities/opportunity-types';

const STEP_FACTORS = [1, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** A whole, "nice" tick step (1, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ) so that `steps` of them cover the value. */
export const niceStep = (value: number, steps = 4): number => {
  const raw = value / steps;
  if (!Number.isFinite(raw) || raw <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = STEP_FACTORS.map((factor) => factor * magnitude).find((candidate) => Number.isInteger(candidate) && candidate >= raw);
  return step ?? 10 * magnitude;
};

/** Axis maximum: `steps` nice steps, at least 4 (an empty chart still shows 0–4). */
export const niceMax = (value: number, steps = 4): number => niceStep(value, steps) * steps;

/** Evenly spaced ticks from 0 to max (inclusive). */
export const yTicks = (max: number, steps = 4): number[] => Array.from({ length: steps + 1 }, (_, i) => (max / steps) * i);

/** Show every n-th date label so at most `maxLabels` fit; always at least 1. */
export const labelStep = (count: number, maxLabels: number): number =>
  count <= 0 ? 1 : Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));

/** "Mar 5" for a YYYY-MM-DD day (a calendar day: no timezone shift). */
export const formatTrendDay = (date: string): string => {
  const parsed = parseAppDate(date);
  return parsed ? parsed.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }) : date;
};

export const trendTotals = (points: TrendPoint[]): { new: number; synced: number } =>
  points.reduce((sum, point) => ({ new: sum.new + point.new, synced: sum.synced + point.synced }), { new: 0, synced: 0 });

/** The chart's text alternative: the period and its totals. */
export const describeTrend = (points: TrendPoint[]): string => {
  if (points.length === 0) return 'No data for this range.';
  const totals = trendTotals(points);
  const first = formatTrendDay(points[0].date);
  const last = formatTrendDay(points[points.length - 1].date);
  const period = first === last ? first : `${first} to ${last}`;
  return `${period}: ${totals.new.toLocaleString('en-US')} new, ${totals.synced.toLocaleString('en-US')} synced.`;
};

export interface BarLayout {
  date: string;
  label: string;
  newCount: number;
  syncedCount: number;
  /** Centre of the day's band. */
  x: number;
  barWidth: number;
  newHeight: number;
  syncedHeight: number;
  showLabel: boolean;
}

export interface ChartBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/** Grouped bars (new, synced) per day, inside the plot area of `box`. */
export const layoutBars = (points: TrendPoint[], box: ChartBox, yMax: number): BarLayout[] => {
  const innerWidth = Math.max(0, box.width - box.margin.left - box.margin.right);
  const innerHeight = Math.max(0, box.height - box.margin.top - box.margin.bottom);
  const band = points.length ? innerWidth / points.length : 0;
  const barWidth = Math.max(1, Math.min(18, (band * 0.7) / 2));
  const step = labelStep(points.length, Math.floor(innerWidth / 56));
  const scale = (value: number) => (yMax > 0 ? (Math.max(0, value) / yMax) * innerHeight : 0);
  return points.map((point, index) => ({
    date: point.date,
    label: formatTrendDay(point.date),
    newCount: point.new,
    syncedCount: point.synced,
    x: box.margin.left + band * index + band / 2,
    barWidth,
    newHeight: scale(point.new),
    syncedHeight: scale(point.synced),
    // Keep the last day labelled (today), stepping back from it.
    showLabel: (points.length - 1 - index) % step === 0,
  }));
};
