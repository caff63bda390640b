import { useState } from 'react';
import { useListContext } from 'react-admin';
import { customRangeProblem, type CustomRangeProblem, type DatePreset } from './date-presets';
import { readFilterValues, type ListFilterValues } from './list-filter';

export interface CustomRangeState {
  /** What the date-range select shows: 'custom' as soon as Custom Range is chosen, before a range is applied. */
  preset: DatePreset;
  from: string;
  to: string;
  /** Why the typed range is not applied (yet); null when it is. */
  problem: CustomRangeProblem;
  choosePreset: (preset: DatePreset) => void;
  setFrom: (value: string) => void;
  setTo: (value: string) => void;
}

interface Draft {
  open: boolean;
  from: string;
  to: string;
}

const draftOf = (values: ListFilterValues): Draft => ({
  open: values.date_preset === 'custom',
  from: values.date_preset === 'custom' ? (values.date_from ?? '') : '',
  to: values.date_preset === 'custom' ? (values.date_to ?? '') : '',
});

/**
 * The date-range select and the Custom Range fields. The two dates are a draft until both are complete and From is
 * on or before To; only then are they applied (remembered and requested), so typing one date, or a year digit by
 * digit, never sends a request. Meanwhile the list keeps the range it had.
 */
export const useCustomRange = (): CustomRangeState => {
  const { filterValues, setFilters } = useListContext();
  const values = readFilterValues(filterValues);
  const [draft, setDraft] = useState<Draft>(() => draftOf(values));

  // A range applied elsewhere (Clear Filters, another tab) replaces the draft.
  const applied = `${values.date_preset ?? 'all'}|${values.date_from ?? ''}|${values.date_to ?? ''}`;
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    const next = draftOf(values);
    if (next.open !== draft.open || next.from !== draft.from || next.to !== draft.to) setDraft(next);
  }

  const setRange = (preset: DatePreset, range: { date_from?: string; date_to?: string } = {}) =>
    setFilters({ ...filterValues, date_preset: preset === 'all' ? undefined : preset, date_from: undefined, date_to: undefined, ...range });

  const apply = (next: Draft) => {
    setDraft(next);
    if (customRangeProblem(next) !== null) return;
    if (values.date_preset === 'custom' && values.date_from === next.from && values.date_to === next.to) return;
    setRange('custom', { date_from: next.from, date_to: next.to });
  };

  return {
    preset: draft.open ? 'custom' : (values.date_preset ?? 'all'),
    from: draft.from,
    to: draft.to,
    problem: draft.open ? customRangeProblem(draft) : null,
    choosePreset: (preset) => {
      if (preset === 'custom') {
        apply({ ...draft, open: true });
        return;
      }
      setDraft({ ...draft, open: false });
      setRange(preset);
    },
    setFrom: (from) => apply({ ...draft, open: true, from }),
    setTo: (to) => apply({ ...draft, open: true, to }),
  };
};
