import { useState } from 'react';
import { customRangeProblem, type CustomRangeProblem, type DatePreset } from './date-presets';
import type { ListFilters } from './list-query';

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

const draftOf = (filters: ListFilters): Draft => ({
  open: filters.datePreset === 'custom',
  from: filters.customFrom,
  to: filters.customTo,
});

/**
 * The date-range select and the Custom Range fields. The two dates are a draft until both are complete and From is
 * on or before To; only then are they applied (remembered and requested), so typing one date, or a year digit by
 * digit, never sends a request. Meanwhile the list keeps the range it had.
 */
export const useCustomRange = (filters: ListFilters, update: (patch: Partial<ListFilters>) => void): CustomRangeState => {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));

  // A range applied elsewhere (Clear Filters, another tab) replaces the draft.
  const applied = `${filters.datePreset}|${filters.customFrom}|${filters.customTo}`;
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    const next = draftOf(filters);
    if (next.open !== draft.open || next.from !== draft.from || next.to !== draft.to) setDraft(next);
  }

  const apply = (next: Draft) => {
    setDraft(next);
    if (customRangeProblem(next) !== null) return;
    if (filters.datePreset === 'custom' && filters.customFrom === next.from && filters.customTo === next.to) return;
    update({ datePreset: 'custom', customFrom: next.from, customTo: next.to });
  };

  return {
    preset: draft.open ? 'custom' : filters.datePreset,
    from: draft.from,
    to: draft.to,
    problem: draft.open ? customRangeProblem(draft) : null,
    choosePreset: (preset) => {
      if (preset === 'custom') {
        apply({ ...draft, open: true });
        return;
      }
      setDraft({ ...draft, open: false });
      update({ datePreset: preset });
    },
    setFrom: (from) => apply({ ...draft, open: true, from }),
    setTo: (to) => apply({ ...draft, open: true, to }),
  };
};
