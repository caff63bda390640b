/**
 * Builds the data a template is rendered with: source field names (snake_case, kebab-case, spaced or SHOUTED) become
 * camelCase, and the current date and time in the company's timezone are added.
 */
import { DateTime } from 'luxon';
import { DATE_FORMATS, DATE_LOCALE, TIME_FORMAT } from './merge.constants';

export type MergeContext = Record<string, unknown>;

/** 'first_name' → 'firstName', 'Move Date' → 'moveDate', 'ORIGIN_ADDRESS' → 'originAddress'; camelCase unchanged. */
export function toCamelCase(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length === 0) return name;
  return words
    .map((word, index) => {
      const lower = word === word.toUpperCase() ? word.toLowerCase() : word;
      const head = index === 0 ? lower[0].toLowerCase() : lower[0].toUpperCase();
      return head + lower.slice(1);
    })
    .join('');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function mapValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mapValue);
  return isPlainObject(value) ? camelCaseKeys(value) : value;
}

/**
 * A copy of `source` with every key (nested plain objects and arrays included) in camelCase. When two keys map to the
 * same name, the one already written in camelCase wins.
 */
export function camelCaseKeys(source: Readonly<Record<string, unknown>>): MergeContext {
  const result: MergeContext = {};
  for (const [key, value] of Object.entries(source)) {
    const name = toCamelCase(key);
    if (Object.hasOwn(result, name) && key !== name) continue;
    result[name] = mapValue(value);
  }
  return result;
}

/** The automatic date variables: key, label and the Luxon format that produces it. */
export const DATE_VARIABLES = [
  { key: 'currentDate', label: 'Current date', format: DATE_FORMATS.short },
  { key: 'currentDateLong', label: 'Current date (long)', format: DATE_FORMATS.long },
  { key: 'currentTime', label: 'Current time', format: TIME_FORMAT },
  { key: 'currentDayOfWeek', label: 'Current day of the week', format: 'cccc' },
  { key: 'currentMonth', label: 'Current month', format: 'MMMM' },
  { key: 'currentYear', label: 'Current year', format: 'yyyy' },
] as const;

/** currentDate '11/5/2026', currentDateLong 'November 5, 2026', currentTime '9:05 AM', ... at `now` in `timezone`. */
export function dateVariables(now: Date, timezone: string): Record<string, string> {
  const local = DateTime.fromJSDate(now, { zone: timezone }).setLocale(DATE_LOCALE);
  return Object.fromEntries(DATE_VARIABLES.map(({ key, format }) => [key, local.toFormat(format)]));
}

/** Source fields in camelCase plus the date variables (which take precedence: their names are reserved). */
export function buildMergeContext(source: Readonly<Record<string, unknown>>, now: Date, timezone: string): MergeContext {
  return { ...camelCaseKeys(source), ...dateVariables(now, timezone) };
}
