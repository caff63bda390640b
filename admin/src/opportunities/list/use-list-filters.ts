import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRemoveFromStore, useStore } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from './list-options';
import { DEFAULT_FILTERS, sanitizeFilters, type ListFilters } from './list-query';

/** react-admin store key; the app's store keeps it in localStorage as `la.opportunities.listFilters`. */
export const FILTERS_STORE_KEY = 'opportunities.listFilters';

export interface ListFiltersState {
  filters: ListFilters;
  /** What the search box shows; committed to `filters.q` (trimmed) after 300 ms without typing. */
  searchText: string;
  setSearchText: (text: string) => void;
  page: number;
  setPage: (page: number) => void;
  /** Changes filters (remembered) and goes back to page 1. */
  update: (patch: Partial<ListFilters>) => void;
  /** Clear Filters: every filter, the search and the sort back to defaults, and the remembered values removed. */
  clear: () => void;
}

/** Filter, search, sort and page state of the opportunities list (seed 000 §2, §4, §9). */
export const useListFilters = (): ListFiltersState => {
  const [stored, setStored] = useStore<unknown>(FILTERS_STORE_KEY, DEFAULT_FILTERS);
  const removeFromStore = useRemoveFromStore();
  const filters = useMemo(() => sanitizeFilters(stored), [stored]);
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState(filters.q);

  const update = useCallback(
    (patch: Partial<ListFilters>) => {
      setStored({ ...filters, ...patch });
      setPage(1);
    },
    [filters, setStored],
  );

  // Debounced search: only the last value typed within 300 ms is committed (and so requested).
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === filters.q) return undefined;
    const timer = setTimeout(() => update({ q: trimmed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.q, update]);

  const clear = useCallback(() => {
    removeFromStore(FILTERS_STORE_KEY);
    setSearchText('');
    setPage(1);
  }, [removeFromStore]);

  return { filters, searchText, setSearchText, page, setPage, update, clear };
};
