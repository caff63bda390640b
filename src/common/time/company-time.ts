/**
 * Calendar arithmetic in the company's timezone (LEAD_TIMEZONE), on Luxon so daylight-saving changes are handled by
 * the timezone database rather than by hand-written offset maths. Dates are ISO calendar dates ('2026-11-01');
 * instants are JS Dates.
 */
import { DateTime } from 'luxon';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const inZone = (instant: Date, timezone: string): DateTime => DateTime.fromJSDate(instant, { zone: timezone });

/** The calendar date an instant falls on in `timezone`. */
export function companyDate(instant: Date, timezone: string): string {
  return inZone(instant, timezone).toISODate() ?? '';
}

/** `yymmdd` of the company's day at `instant` (used in generated tracking numbers). */
export function companyDayStamp(instant: Date, timezone: string): string {
  return inZone(instant, timezone).toFormat('yyMMdd');
}

/** The first instant of a calendar date in `timezone` (midnight, or the first existing minute when DST skips it). */
export function startOfCompanyDay(date: string, timezone: string): Date {
  return DateTime.fromISO(date, { zone: timezone }).startOf('day').toJSDate();
}

/** The calendar date after `date`. */
export function nextDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days: 1 }).toISODate() ?? date;
}

/** True for a real calendar date written as YYYY-MM-DD ('2027-02-30' is not). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

/**
 * The same wall-clock time `days` calendar days before `now` in `timezone`: "the last 30 days" starts on the date 30
 * days back whatever daylight-saving change lies between (30 × 24 h would start an hour off, and on the wrong date
 * in the hour before midnight).
 */
export function calendarDaysBefore(now: Date, days: number, timezone: string): Date {
  return inZone(now, timezone).minus({ days }).toJSDate();
}

/** Saturday and Sunday are not business days (public holidays are not modelled). */
export function isBusinessDay(date: string): boolean {
  return DateTime.fromISO(date, { zone: 'UTC' }).weekday <= 5;
}

/**
 * `hour`:00 on the first business day after the company date of `from`, in `timezone` (a Friday or weekend call
 * gets Monday): 9 am stays 9 am on both sides of a daylight-saving change.
 */
export function nextBusinessDayAt(from: Date, hour: number, timezone: string): Date {
  let date = nextDate(companyDate(from, timezone));
  while (!isBusinessDay(date)) date = nextDate(date);
  return DateTime.fromISO(date, { zone: timezone }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}
