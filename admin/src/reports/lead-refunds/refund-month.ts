import { format, startOfMonth, subMonths } from 'date-fns';

/** A calendar month as the report takes it (yyyy-MM, years 1900 to 2099, as the server accepts). */
const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is string => typeof value === 'string' && MONTH.test(value);

/** The calendar month before the one `now` falls in: the report's default (last month's leads are claimed now). */
export const previousMonth = (now: Date = new Date()): string => format(subMonths(startOfMonth(now), 1), 'yyyy-MM');

/** The address's `?month=`, when it is a month; else the previous calendar month. */
export const monthFromParam = (value: string | null, now: Date = new Date()): string => (isMonth(value) ? value : previousMonth(now));

/** "November 2026" for '2026-11'. */
export const monthWords = (month: string): string => {
  if (!isMonth(month)) return month;
  const [year, number] = month.split('-').map(Number);
  return format(new Date(year ?? 1970, (number ?? 1) - 1, 1), 'MMMM yyyy');
};

/** The empty report's words: "No leads from lead providers in November 2026." */
export const noRefundsText = (month: string): string => `No leads from lead providers in ${monthWords(month)}.`;
