import { addMonths, format, parseISO } from 'date-fns';
import type { VelocityDay } from '../api/types';

/** How often each tab reads again while auto-refresh is on (the overview follows the 60 s of the other summaries). */
export const REFRESH_MS = { overview: 60_000, velocity: 30_000, moveDates: 60_000, geographic: 60_000 } as const;

/** Rows of the daily breakdown table and of each move list. */
export const TABLE_ROWS = 10;

/** The narrowest funnel bar, in percent of the widest, so a small stage stays visible and labelled. */
export const FUNNEL_MIN_WIDTH_PERCENT = 20;

export const ANALYTICS_ERROR_TITLE = 'Failed to fetch analytics data';

export const formatCount = (value: number): string => value.toLocaleString('en-US');

export const formatMoney = (value: number): string =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatHours = (value: number): string => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;

export const formatDays = (value: number): string => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} days`;

/** Share of `total` as a whole percent ('0%' when there is no total). */
export const percentOf = (value: number, total: number): string => `${total > 0 ? Math.round((value / total) * 100) : 0}%`;

/**
 * "N days out" for a move N calendar days ahead; 'Today' for 0, '1 day out' for 1, and 'N days ago' for the
 * earlier days of this week (the API gives those a negative days_out).
 */
export const daysOutLabel = (daysOut: number): string => {
  if (daysOut === 0) return 'Today';
  if (daysOut === 1) return '1 day out';
  if (daysOut === -1) return '1 day ago';
  return daysOut < 0 ? `${-daysOut} days ago` : `${daysOut} days out`;
};

export interface FunnelStage {
  label: string;
  value: number;
}

/** Each stage's bar width in percent of the largest stage, never below FUNNEL_MIN_WIDTH_PERCENT. */
export const funnelWidths = (stages: readonly FunnelStage[]): number[] => {
  const largest = Math.max(0, ...stages.map((s) => s.value));
  return stages.map((s) => (largest === 0 ? FUNNEL_MIN_WIDTH_PERCENT : Math.max(FUNNEL_MIN_WIDTH_PERCENT, (s.value / largest) * 100)));
};

/** The daily breakdown table's rows: the newest TABLE_ROWS days, newest first. */
export const latestDays = (days: readonly VelocityDay[]): VelocityDay[] => [...days].reverse().slice(0, TABLE_ROWS);

/** "Mar 5" for a yyyy-MM-dd calendar day (read as a calendar day, not shifted by the viewer's timezone). */
export const formatDay = (date: string): string => format(parseISO(date), 'MMM d');

/** yyyy-MM of a Date in the viewer's calendar. */
export const monthOf = (date: Date): string => format(date, 'yyyy-MM');

/** The month `delta` months from `month` (yyyy-MM). */
export const shiftMonth = (month: string, delta: number): string => monthOf(addMonths(parseISO(`${month}-01`), delta));

/** "December 2026". */
export const formatMonth = (month: string): string => format(parseISO(`${month}-01`), 'MMMM yyyy');

/** Columns before the 1st in a Monday-first week grid (0 when the month starts on a Monday). */
export const leadingBlanks = (month: string): number => (parseISO(`${month}-01`).getDay() + 6) % 7;

/** 0..1: how strongly a count is shaded against the largest count shown (0 for none). */
export const intensity = (value: number, largest: number): number => (largest > 0 && value > 0 ? value / largest : 0);

/** A one-sentence text alternative for a ranked list: "TX 120, CA 90 and FL 12." */
export const describeRanking = (rows: ReadonlyArray<{ label: string; value: number }>): string => {
  if (rows.length === 0) return 'No data.';
  const parts = rows.map((r) => `${r.label} ${formatCount(r.value)}`);
  return parts.length === 1 ? `${parts[0]}.` : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`;
};
