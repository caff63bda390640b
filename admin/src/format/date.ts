/**
 * Seed 000 §9: dates read as short month, day and year ("Mar 5, 2027"); a 13-digit number is epoch milliseconds.
 * Date-only values (YYYY-MM-DD, e.g. move dates) are calendar days and never shift with the viewer's timezone.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const parseAppDate = (value: string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (/^\d{13}$/.test(text)) return new Date(Number(text));
  if (DATE_ONLY.test(text)) {
    const [y, m, d] = text.split('-').map(Number);
    return new Date(y, m - 1, d);
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** A calendar date as YYYY-MM-DD in the viewer's local time (date inputs; the API reads whole days). */
export const toLocalDateString = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export const formatShortDate = (value: string | number | null | undefined, fallback = 'N/A'): string => {
  const date = parseAppDate(value);
  return date ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : fallback;
};

/** Short date plus time ("Mar 5, 2027, 3:04 PM") for events. */
export const formatDateTime = (value: string | number | null | undefined, fallback = 'N/A'): string => {
  const date = parseAppDate(value);
  return date
    ? date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
    : fallback;
};

/** Long weekday form for the detail page's move date ("Friday, March 5, 2027"). */
export const formatLongDate = (value: string | number | null | undefined, fallback = 'Not set'): string => {
  const date = parseAppDate(value);
  return date
    ? date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
    : fallback;
};
