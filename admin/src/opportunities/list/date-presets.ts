import { toLocalDateString } from '../../format/date';

/** Seed 000 §2 date presets and §9 constants: 7 days (604800000 ms), 30 days (2592000000 ms), quarter boundaries. */
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
 * The date_from/date_to a preset stands for at `now` (date_to inclusive). Keys are present only when set
 * (seed 000 §5); a custom range sends whichever of its two dates is filled in.
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
    case 'custom': {
      const range: DateRange = {};
      if (DATE_INPUT.test(custom.from)) range.date_from = custom.from;
      if (DATE_INPUT.test(custom.to)) range.date_to = custom.to;
      return range;
    }
    case 'all':
      return {};
  }
};
