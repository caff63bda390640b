import { useEffect, useState } from 'react';
import { useListContext, useStore } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DUPLICATES_ONLY, readFilterValues } from './list-filter';
import { LIST_STORE_KEY } from './list-options';

/** The address's name for the "Possible duplicates" filter: /opportunities?duplicates=only. */
export const DUPLICATES_PARAM = 'duplicates';

/** react-admin's list params as its store keeps them (only what is read or written here). */
interface StoredListParams {
  filter?: Record<string, unknown>;
  page?: number;
  [key: string]: unknown;
}

const asFilter = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * Before the list mounts: an address asking for possible duplicates (a link from the dashboard, a reload) turns the
 * filter on among the remembered ones, on page 1, so the first request is already filtered. True until it has.
 */
export const useDuplicatesFromAddress = (): boolean => {
  const [search] = useSearchParams();
  const [stored, setStored] = useStore<StoredListParams | undefined>(LIST_STORE_KEY);
  const [applying, setApplying] = useState(
    () => search.get(DUPLICATES_PARAM) === DUPLICATES_ONLY && readFilterValues(stored?.filter).duplicates !== DUPLICATES_ONLY,
  );
  useEffect(() => {
    if (!applying) return;
    setStored((previous) => ({ ...previous, filter: { ...asFilter(previous?.filter), duplicates: DUPLICATES_ONLY }, page: 1 }));
    setApplying(false);
  }, [applying, setStored]);
  return applying;
};

/**
 * Inside the list: the address says `?duplicates=only` exactly while the filter is on (the switch, Clear Filters, a
 * change from another tab), replacing the history entry, so the filtered list can be reloaded and shared.
 */
export const useDuplicatesInAddress = () => {
  const { filterValues } = useListContext();
  const on = readFilterValues(filterValues).duplicates === DUPLICATES_ONLY;
  const [search, setSearch] = useSearchParams();
  const inAddress = search.get(DUPLICATES_PARAM) === DUPLICATES_ONLY;
  useEffect(() => {
    if (on === inAddress) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (on) next.set(DUPLICATES_PARAM, DUPLICATES_ONLY);
        else next.delete(DUPLICATES_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [on, inAddress, setSearch]);
};
