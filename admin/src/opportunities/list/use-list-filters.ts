import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRemoveFromStore, useStore, useStoreContext } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from './list-options';
import { DEFAULT_FILTERS, sanitizeFilters, type ListFilters } from './list-query';

/** react-admin store key; the app's store keeps it in localStorage as `la.opportunities.listFilters`. */
export const FILTERS_STORE_KEY = 'opportunities.listFilters';

export interface ListFiltersState {
  filters: ListFilters;
  /** What the search box shows; committed to `filters.q` (trimmed) after 300 ms without typing. */
  searchText: string;
  /** The search box's input handler: shows the text at once and commits it after the debounce. */
  setSearchText: (text: string) => void;
  page: number;
  setPage: (page: number) => void;
  /** Changes filters (remembered) and goes back to page 1. */
  update: (patch: Partial<ListFilters>) => void;
  /** Clear Filters: every filter, the search and the sort back to defaults, and the remembered values removed. */
  clear: () => void;
}

/**
 * Filter, search, sort and page state of the opportunities list (seed 000 §2, §4, §9).
 *
 * The store is shared with the user's other tabs (localStorage), so only typing ever writes `q`: a search saved in
 * another tab shows up in this box (unless the user is mid-edit here) and is never written back.
 */
export const useListFilters = (): ListFiltersState => {
  const [stored, setStored] = useStore<unknown>(FILTERS_STORE_KEY, DEFAULT_FILTERS);
  const store = useStoreContext();
  const removeFromStore = useRemoveFromStore();
  const filters = useMemo(() => sanitizeFilters(stored), [stored]);
  const [page, setPage] = useState(1);
  const [searchText, setSearchTextState] = useState(filters.q);
  // The debounce timer of the last keystroke, and whether a local edit is still waiting to be committed.
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [editPending, setEditPending] = useState(false);

  // A q committed elsewhere (another tab, or Clear Filters) replaces the box's text when no local edit is pending.
  // Our own commit needs no copy: the box already shows it, perhaps with spaces the commit trimmed off.
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (!editPending && filters.q !== searchText.trim()) {
      setSearchTextState(filters.q);
      setPage(1);
    }
  }

  const update = useCallback(
    (patch: Partial<ListFilters>) => {
      setStored({ ...filters, ...patch });
      setPage(1);
    },
    [filters, setStored],
  );

  const cancelPendingSearch = useCallback(() => {
    if (searchTimer.current !== null) clearTimeout(searchTimer.current);
    searchTimer.current = null;
    setEditPending(false);
  }, []);

  // Debounced search: only the last value typed within 300 ms is committed (and so requested). It is merged into
  // what the store holds at that moment, so a filter changed meanwhile (here or in another tab) is kept.
  const setSearchText = useCallback(
    (text: string) => {
      cancelPendingSearch();
      setSearchTextState(text);
      setEditPending(true);
      searchTimer.current = setTimeout(() => {
        searchTimer.current = null;
        setEditPending(false);
        const current = sanitizeFilters(store.getItem(FILTERS_STORE_KEY, DEFAULT_FILTERS));
        const q = text.trim();
        if (q === current.q) return;
        store.setItem(FILTERS_STORE_KEY, { ...current, q });
        setPage(1);
      }, SEARCH_DEBOUNCE_MS);
    },
    [cancelPendingSearch, store],
  );

  useEffect(
    () => () => {
      if (searchTimer.current !== null) clearTimeout(searchTimer.current);
    },
    [],
  );

  const clear = useCallback(() => {
    cancelPendingSearch();
    removeFromStore(FILTERS_STORE_KEY);
    setSearchTextState('');
    setPage(1);
  }, [cancelPendingSearch, removeFromStore]);

  return { filters, searchText, setSearchText, page, setPage, update, clear };
};
