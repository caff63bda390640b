/**
 * United States federal holidays as the dates offices close: a holiday that falls on a Saturday is observed on the
 * Friday before, one on a Sunday on the Monday after. Juneteenth counts from 2021, the year it became a holiday.
 */
import { DateTime } from 'luxon';

export interface Holiday {
  /** Observed date, yyyy-MM-dd. */
  date: string;
  name: string;
}

const fixed = (year: number, month: number, day: number): DateTime => DateTime.utc(year, month, day);

/** The n-th (1-based) given ISO weekday (1 = Monday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  if (n > 0) {
    const first = DateTime.utc(year, month, 1);
    return first.plus({ days: ((weekday - first.weekday + 7) % 7) + (n - 1) * 7 });
  }
  const last = DateTime.utc(year, month, 1).endOf('month').startOf('day');
  return last.minus({ days: (last.weekday - weekday + 7) % 7 });
}

/** Saturday → Friday before, Sunday → Monday after. */
function observed(date: DateTime): DateTime {
  if (date.weekday === 6) return date.minus({ days: 1 });
  if (date.weekday === 7) return date.plus({ days: 1 });
  return date;
}

function holidaysOfYear(year: number): Holiday[] {
  const list: Array<[string, DateTime]> = [
    ["New Year's Day", observed(fixed(year, 1, 1))],
    ['Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, 1, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, 1, 3)],
    ['Memorial Day', nthWeekday(year, 5, 1, -1)],
    ...(year >= 2021 ? [['Juneteenth National Independence Day', observed(fixed(year, 6, 19))] as [string, DateTime]] : []),
    ['Independence Day', observed(fixed(year, 7, 4))],
    ['Labor Day', nthWeekday(year, 9, 1, 1)],
    ['Columbus Day', nthWeekday(year, 10, 1, 2)],
    ['Veterans Day', observed(fixed(year, 11, 11))],
    ['Thanksgiving Day', nthWeekday(year, 11, 4, 4)],
    ['Christmas Day', observed(fixed(year, 12, 25))],
  ];
  return list.map(([name, date]) => ({ name, date: date.toISODate() as string }));
}

/**
 * Observed federal holidays whose observed date lies in fromYear..toYear (inclusive), sorted by date. New Year's Day
 * of toYear + 1 is included when it is observed on December 31 of toYear.
 */
export function usFederalHolidayList(fromYear: number, toYear: number): Holiday[] {
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear) || fromYear > toYear) return [];
  const first = `${String(fromYear).padStart(4, '0')}-01-01`;
  const last = `${String(toYear).padStart(4, '0')}-12-31`;
  const all: Holiday[] = [];
  for (let year = fromYear; year <= toYear + 1; year += 1) all.push(...holidaysOfYear(year));
  return all.filter((h) => h.date >= first && h.date <= last).sort((a, b) => a.date.localeCompare(b.date));
}

/** The observed dates only (yyyy-MM-dd), ready to pass as a send window's holiday list. */
export function usFederalHolidays(fromYear: number, toYear: number): string[] {
  return usFederalHolidayList(fromYear, toYear).map((h) => h.date);
}
