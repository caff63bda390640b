import { format, isValid, parseISO } from 'date-fns';

/**
 * Dates read as short month, day and year ("Mar 5, 2027"); a 13-digit number is epoch milliseconds.
 * Date-only values (YYYY-MM-DD, e.g. move dates) are calendar days and never shift with the viewer's timezone
 * (date-fns' parseISO reads them as local midnight).
 */
export const parseAppDate = (value: string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  const date = /^\d{13}$/.test(text) ? new Date(Number(text)) : parseISO(text);
  return isValid(date) ? date : null;
};

const formatted = (value: string | number | null | undefined, pattern: string, fallback: string): string => {
  const date = parseAppDate(value);
  return date ? format(date, pattern) : fallback;
};

/** A calendar date as YYYY-MM-DD in the viewer's local time (date inputs; the API reads whole days). */
export const toLocalDateString = (date: Date): string => format(date, 'yyyy-MM-dd');

export const formatShortDate = (value: string | number | null | undefined, fallback = 'N/A'): string =>
  formatted(value, 'MMM d, yyyy', fallback);

/** Short date plus time ("Mar 5, 2027, 3:04 PM") for events. */
export const formatDateTime = (value: string | number | null | undefined, fallback = 'N/A'): string =>
  formatted(value, 'MMM d, yyyy, h:mm a', fallback);

/** Long weekday form for the detail page's move date ("Friday, March 5, 2027"). */
export const formatLongDate = (value: string | number | null | undefined, fallback = 'Not set'): string =>
  formatted(value, 'EEEE, MMMM d, yyyy', fallback);
