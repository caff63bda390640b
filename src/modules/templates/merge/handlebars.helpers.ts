/**
 * One isolated Handlebars environment with the merge helpers. Helpers return plain strings, so their output is
 * HTML-escaped like any other value. formatDate reads the company timezone from the render's data (`timezone`).
 */
import Handlebars from 'handlebars';
import { DateTime } from 'luxon';
import { DATE_FORMATS, DATE_LOCALE, type DateFormatName } from './merge.constants';

type MergeHandlebars = typeof Handlebars;

const isOptions = (value: unknown): value is Handlebars.HelperOptions =>
  typeof value === 'object' && value !== null && 'hash' in value && 'data' in value;

const text = (value: unknown): string => (value === null || value === undefined || isOptions(value) ? '' : String(value));

/** Blank means null, undefined, or a string of only whitespace. */
const isBlank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** 'JOHN o'neil-smith' → 'John O'neil-Smith': each word (after a space, hyphen, slash or bracket) capitalised. */
export function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s\-/(])(\p{L})/gu, (_match, lead: string, letter: string) => lead + letter.toUpperCase());
}

const US_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const ISO_CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A Date, epoch milliseconds or an ISO instant is shown in `timezone`; a calendar date ('2026-12-01' or '12/1/2026')
 * is shown as that date whatever the timezone. Blank gives ''; text that is not a date is returned unchanged.
 */
export function formatMergeDate(value: unknown, format: DateFormatName, timezone: string): string {
  if (isBlank(value)) return '';
  let date: DateTime;
  if (value instanceof Date) date = DateTime.fromJSDate(value, { zone: timezone });
  else if (typeof value === 'number') date = DateTime.fromMillis(value, { zone: timezone });
  else {
    const raw = String(value).trim();
    if (ISO_CALENDAR_DATE.test(raw)) date = DateTime.fromISO(raw, { zone: 'UTC' });
    else if (US_DATE.test(raw)) date = DateTime.fromFormat(raw, 'M/d/yyyy', { zone: 'UTC' });
    else date = DateTime.fromISO(raw, { setZone: false, zone: timezone });
    if (!date.isValid) return raw;
  }
  return date.isValid ? date.setLocale(DATE_LOCALE).toFormat(DATE_FORMATS[format]) : '';
}

const dateFormatName = (value: unknown): DateFormatName => (value === 'long' ? 'long' : 'short');

function formatDateHelper(value: unknown, ...rest: unknown[]): string {
  const options = rest.at(-1) as Handlebars.HelperOptions;
  const format = rest.length > 1 ? rest[0] : undefined;
  const data = options.data as { timezone?: string } | undefined;
  return formatMergeDate(value, dateFormatName(format), data?.timezone ?? 'UTC');
}

/** `{{fallback firstName "there"}}`: the value, or the default when the value is blank or missing. */
function fallbackHelper(value: unknown, ...rest: unknown[]): string {
  const fallback = rest.length > 1 ? rest[0] : '';
  return isBlank(value) ? text(fallback) : text(value);
}

/** A Handlebars environment of its own (nothing registered globally) with the merge helpers. */
export function createMergeHandlebars(): MergeHandlebars {
  const handlebars = Handlebars.create();
  handlebars.registerHelper('fallback', fallbackHelper);
  handlebars.registerHelper('uppercase', (value: unknown) => text(value).toUpperCase());
  handlebars.registerHelper('lowercase', (value: unknown) => text(value).toLowerCase());
  handlebars.registerHelper('titlecase', (value: unknown) => titleCase(text(value)));
  handlebars.registerHelper('formatDate', formatDateHelper);
  return handlebars;
}
