import { useCallback, useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

/** The list searches this long after the last keystroke. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box over the list controller's `q` filter: the box shows what is typed at once, the filter (and so the
 * request, back on page 1) follows 300 ms after the last keystroke, trimmed.
 */
export const useTemplateSearch = () => {
  const { filterValues, setFilters } = useListContext();
  const [text, setTextState] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ filterValues, setFilters });
  useEffect(() => {
    latest.current = { filterValues, setFilters };
  }, [filterValues, setFilters]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const setText = useCallback((next: string) => {
    setTextState(next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const { filterValues: current, setFilters: apply } = latest.current;
      const q = next.trim();
      if (q === (current.q ?? '')) return;
      apply({ ...current, q: q || undefined });
    }, LIST_SEARCH_DEBOUNCE_MS);
  }, []);

  const committed = typeof filterValues.q === 'string' ? filterValues.q : '';
  return { text, setText, committed };
};
