import { useCallback, useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from './list-options';

export interface SearchBox {
  /** What the search box shows; committed to the `q` filter (trimmed) after 300 ms without typing. */
  text: string;
  setText: (text: string) => void;
  /** Drops a search still waiting for its debounce and empties the box (Clear Filters). */
  reset: () => void;
}

/**
 * The debounced search box over the list controller's `q` filter. The remembered filters are shared with the
 * user's other tabs, so only typing ever writes `q`: a search saved in another tab shows up in this box (unless the
 * user is mid-edit here) and is never written back; a commit is merged into the filters as they are at that moment.
 */
export const useSearchBox = (): SearchBox => {
  const { filterValues, setFilters } = useListContext();
  const committed = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setTextState] = useState(committed);
  const [editPending, setEditPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ filterValues, setFilters });
  useEffect(() => {
    latest.current = { filterValues, setFilters };
  }, [filterValues, setFilters]);

  // A q committed elsewhere replaces the box's text when no local edit is pending. Our own commit needs no copy:
  // the box already shows it, perhaps with spaces the commit trimmed off.
  const [seenQ, setSeenQ] = useState(committed);
  if (committed !== seenQ) {
    setSeenQ(committed);
    if (!editPending && committed !== text.trim()) setTextState(committed);
  }

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setEditPending(false);
  }, []);

  const setText = useCallback(
    (next: string) => {
      cancel();
      setTextState(next);
      setEditPending(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        setEditPending(false);
        const { filterValues: current, setFilters: apply } = latest.current;
        const q = next.trim();
        if (q === (current.q ?? '')) return;
        apply({ ...current, q });
      }, SEARCH_DEBOUNCE_MS);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  const reset = useCallback(() => {
    cancel();
    setTextState('');
  }, [cancel]);

  return { text, setText, reset };
};
