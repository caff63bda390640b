import type { OpportunityListQuery, OpportunityStatusFilter, ProcessStatus } from '../../api/types';
import { isDatePreset, presetRange, type DatePreset } from './date-presets';
import { LIST_DATE_FIELD, UI_REVISION } from './list-options';

/** `duplicates=only`: just the leads marked as a possible duplicate of an earlier one. */
export type DuplicatesFilter = NonNullable<OpportunityListQuery['duplicates']>;
export const DUPLICATES_ONLY: DuplicatesFilter = 'only';

/**
 * The filter values the list controller holds and remembers: the API's own query names, plus the chosen date
 * preset (`date_from`/`date_to` are remembered only for a custom range; a preset's range is worked out each day).
 */
export interface ListFilterValues {
  q?: string;
  status?: OpportunityStatusFilter;
  process_status?: ProcessStatus;
  date_preset?: DatePreset;
  date_from?: string;
  date_to?: string;
  duplicates?: DuplicatesFilter;
}

/** The list context's filter values (react-admin types them loosely) with their fields checked. */
export const readFilterValues = (values: unknown): ListFilterValues => {
  const record = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const text = (key: string): string | undefined => (typeof record[key] === 'string' && record[key] !== '' ? (record[key] as string) : undefined);
  return {
    q: text('q'),
    status: text('status') as OpportunityStatusFilter | undefined,
    process_status: text('process_status') as ProcessStatus | undefined,
    date_preset: isDatePreset(record.date_preset) ? record.date_preset : undefined,
    date_from: text('date_from'),
    date_to: text('date_to'),
    duplicates: record.duplicates === DUPLICATES_ONLY ? DUPLICATES_ONLY : undefined,
  };
};

/**
 * What every request adds to the remembered values: no noreply rows, dates on last_updated, the revision tag, and
 * the date range the preset stands for at `now` (react-admin merges it over the remembered values, so the preset
 * name itself is never sent, and a custom range only whole).
 */
export const requestFilter = (stored: unknown, now: Date) => {
  const values = readFilterValues(stored);
  const range = presetRange(values.date_preset ?? 'all', now, { from: values.date_from ?? '', to: values.date_to ?? '' });
  return {
    include_noreply: false,
    date_field: LIST_DATE_FIELD,
    ui_rev: UI_REVISION,
    date_preset: undefined,
    date_from: range.date_from,
    date_to: range.date_to,
  };
};
