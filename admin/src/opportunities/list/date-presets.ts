import { toLocalDateString } from '../../format/date';

/** Date presets: 7 days (604800000 ms), 30 days (2592000000 ms), quarter boundaries. */
export const SEVEN_DAYS_MS = 604_800_000;
export const THIRTY_DAYS_MS = 2_592_000_000;

export type DatePreset = 'all' | 'last7' | 'last30' | 'thisQuarter' | 'lastQuarter' | 'custom';

export const DATE_PRESET_OPTIONS: ReadonlyArray<{ value: DatePreset; label: string }> = [
  { value: 'all', label: 'All Time' },
  { value: 'last7', label: 'Last 7 days' },
  { value: 'last30', label: 'Last 30 days' },
  { value: 'thisQuarter', label: 'This Quarter' },
  { value: 'lastQuarter', label: 'Last Quarter' },
  { value: 'custom', label: 'Custom Range' },
];

export const isDatePreset = (value: unknown): value is DatePreset =>
  DATE_PRESET_OPTIONS.some((option) => option.value === value);

export interface DateRange {
  date_from?: string;
  date_to?: string;
}

/**
 * Quarter boundaries in local time. This Quarter: the first day of the current quarter .. today. Last Quarter: the
 * first .. last day of the previous quarter (January–March looks back to October–December of the year before).
 */
export const quarterRange = (which: 'this' | 'last', now: Date): Required<DateRange> => {
  const quarterStartMonth = Math.floor(now.getMonth() / 3) * 3;
  if (which === 'this') {
    return {
      date_from: toLocalDateString(new Date(now.getFullYear(), quarterStartMonth, 1)),
      date_to: toLocalDateString(now),
    };
  }
  // Date normalises negative months into the previous year; day 0 is the last day of the month before.
  return {
    date_from: toLocalDateString(new Date(now.getFullYear(), quarterStartMonth - 3, 1)),
    date_to: toLocalDateString(new Date(now.getFullYear(), quarterStartMonth, 0)),
  };
};

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Years a custom date may have: a date input shows years 0002, 0020, 0202 while "2026" is being typed, and the API
 * answers 400 for list dates outside 1900-2999.
 */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** A whole calendar date in the date input's YYYY-MM-DD form within those years (no partly typed year, no 31 February). */
export const isCompleteDate = (value: string): boolean => {
  if (!DATE_INPUT.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= MIN_YEAR && year <= MAX_YEAR && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export type CustomRangeProblem = 'incomplete' | 'reversed' | null;

/** Why a custom range cannot be applied yet: a date missing or not fully typed, or To before From. */
export const customRangeProblem = ({ from, to }: { from: string; to: string }): CustomRangeProblem => {
  if (!isCompleteDate(from) || !isCompleteDate(to)) return 'incomplete';
  return from > to ? 'reversed' : null;
};

/**
 * The date_from/date_to a preset stands for at `now` (date_to inclusive). Keys are present only when set. A custom range is sent only whole: both dates complete and From on or before To; until then it
 * stands for no range (the filter bar does not apply it before that, so nothing is requested while typing).
 */
export const presetRange = (preset: DatePreset, now: Date, custom: { from: string; to: string } = { from: '', to: '' }): DateRange => {
  switch (preset) {
    case 'last7':
      return { date_from: toLocalDateString(new Date(now.getTime() - SEVEN_DAYS_MS)), date_to: toLocalDateString(now) };
    case 'last30':
      return { date_from: toLocalDateString(new Date(now.getTime() - THIRTY_DAYS_MS)), date_to: toLocalDateString(now) };
    case 'thisQuarter':
      return quarterRange('this', now);
    case 'lastQuarter':
      return quarterRange('last', now);
    case 'custom':
      return customRangeProblem(custom) === null ? { date_from: custom.from, date_to: custom.to } : {};
    case 'all':
      return {};
  }
};
