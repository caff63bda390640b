import { DateTime } from 'luxon';

const day = (date: string): DateTime => DateTime.fromISO(date, { zone: 'UTC' });
const iso = (value: DateTime): string => value.toISODate() ?? '';

/** The `count` calendar dates ending with `today` (both ISO dates), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = day(today);
  return Array.from({ length: count }, (_, i) => iso(end.minus({ days: count - 1 - i })));
}

/** The Monday and Sunday of the calendar week (Monday to Sunday) that holds `today`. */
export function weekOf(today: string): { start: string; end: string } {
  const monday = day(today).startOf('week');
  return { start: iso(monday), end: iso(monday.plus({ days: 6 })) };
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return iso(day(date).plus({ days }));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round(day(to).diff(day(from), 'days').days);
}

/** Every calendar date of `month` (yyyy-MM), the 1st first. */
export function daysOfMonth(month: string): string[] {
  const first = DateTime.fromISO(`${month}-01`, { zone: 'UTC' });
  return Array.from({ length: first.daysInMonth ?? 0 }, (_, i) => iso(first.plus({ days: i })));
}
