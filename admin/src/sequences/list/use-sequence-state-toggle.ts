import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { SequenceRecord } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import type { AppDataProvider } from '../../providers/data-provider';
import { isObject } from '../../providers/json';
import { nextToggleState, stateChangeError, toggleHint } from './sequence-card-rules';

/** The state change is sent this long after the last click (a double click sends nothing). */
export const STATE_TOGGLE_DEBOUNCE_MS = 300;

const isPaused = (sequence: Pick<SequenceRecord, 'state'>) => sequence.state === 'paused';

/** The server's copy a 409 CONFLICT carries, if any. */
const serverCopy = (error: unknown): SequenceRecord | null => {
  if (!(error instanceof ApiError) || error.errorCode !== 'CONFLICT' || !isObject(error.body)) return null;
  const sequence = error.body.sequence;
  return isObject(sequence) && typeof sequence.id === 'string' ? (sequence as unknown as SequenceRecord) : null;
};

/**
 * The card's active/paused switch: the card flips at once, the change goes to the server 300 ms after the last
 * click, a refusal puts the card back (a conflict adopts the server's copy instead), and a success toasts
 * 'Sequence resumed' or 'Sequence paused'. `onSettled` runs after every answer (the list refetches its counts).
 */
export const useSequenceStateToggle = (sequence: SequenceRecord, onSettled: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [shown, setShown] = useState(sequence);
  const [inFlight, setInFlight] = useState(false);
  const confirmed = useRef(sequence);
  const wanted = useRef(sequence);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ dataProvider, notify, onSettled });
  useEffect(() => {
    latest.current = { dataProvider, notify, onSettled };
  }, [dataProvider, notify, onSettled]);

  // A fresher copy from the list (refetch) replaces ours while nothing is pending.
  useEffect(() => {
    if (timer.current !== null || inFlight) return;
    confirmed.current = sequence;
    wanted.current = sequence;
    setShown(sequence);
  }, [sequence, inFlight]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const adopt = useCallback((copy: SequenceRecord) => {
    confirmed.current = copy;
    wanted.current = copy;
    setShown(copy);
  }, []);

  const send = useCallback(async () => {
    timer.current = null;
    const target = wanted.current;
    const base = confirmed.current;
    if (isPaused(target) === isPaused(base)) return;
    const { dataProvider: provider, notify: toast, onSettled: settled } = latest.current;
    const state = isPaused(target) ? 'paused' : 'active';
    setInFlight(true);
    try {
      const answer = await provider.changeSequenceState(base.id, { state, updated_at: base.updated_at });
      adopt(answer.sequence);
      toast(state === 'active' ? 'Sequence resumed' : 'Sequence paused', { type: 'success' });
    } catch (error) {
      const copy = serverCopy(error);
      adopt(copy ?? base);
      const { message, type } = stateChangeError(error);
      toast(message, { type, autoHideDuration: 6000 });
    } finally {
      setInFlight(false);
      settled();
    }
  }, [adopt]);

  const { disabled, hint } = toggleHint(shown);
  const toggle = useCallback(() => {
    const flipped: SequenceRecord = { ...wanted.current, state: nextToggleState(wanted.current.state) };
    wanted.current = flipped;
    setShown(flipped);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), STATE_TOGGLE_DEBOUNCE_MS);
  }, [send]);

  return { sequence: shown, toggle, disabled: disabled || inFlight, hint, inFlight };
};
