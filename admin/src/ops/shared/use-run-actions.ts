import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/data-provider';
import type { RunAction } from '../ops-types';
import { runActionFailure } from './ops-format';

export interface RunActionRequest {
  id: string;
  action: RunAction;
  reason?: string;
  /** The step the run is on (1-based), for the message after Advance Step. */
  step?: number;
}

/** What each action says once done (the row is read again right after). */
export const runActionDone = ({ action, step }: Pick<RunActionRequest, 'action' | 'step'>): string =>
  ({
    pause: 'Run paused',
    reactivate: 'Run reactivated',
    cancel: 'Run canceled',
    advance: step ? `Skipped step ${step}: the run moved on to the next step` : 'The run moved on to the next step',
  })[action];

export interface RunActions {
  run: (request: RunActionRequest) => void;
  /** The run an action is under way for (one at a time), else null. */
  busy: string | null;
}

/**
 * Reactivate, pause, advance or cancel a run; each says it is done in a success toast, a refusal shows 'Failed to {action}: {error}' as an error toast
 * (the older screens used a browser alert), and the list is read again either way so it shows the server's copy.
 */
export const useRunActions = (onSettled: () => void): RunActions => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, action, reason }: RunActionRequest) => dataProvider.runAction(id, action, reason),
    onMutate: ({ id }) => setBusy(id),
    onSuccess: (_answer, request) => notify(runActionDone(request), { type: 'success' }),
    onError: (error, { action }) => notify(runActionFailure(action, error), { type: 'error' }),
    onSettled: () => {
      setBusy(null);
      onSettled();
    },
  });
  return { run: (request) => mutation.mutate(request), busy };
};
