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
}

export interface RunActions {
  run: (request: RunActionRequest) => void;
  /** The run an action is under way for (one at a time), else null. */
  busy: string | null;
}

/**
 * Reactivate, pause, advance or cancel a run; a refusal shows 'Failed to {action}: {error}' as an error toast
 * (the older screens used a browser alert), and the list is read again either way so it shows the server's copy.
 */
export const useRunActions = (onSettled: () => void): RunActions => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, action, reason }: RunActionRequest) => dataProvider.runAction(id, action, reason),
    onMutate: ({ id }) => setBusy(id),
    onError: (error, { action }) => notify(runActionFailure(action, error), { type: 'error' }),
    onSettled: () => {
      setBusy(null);
      onSettled();
    },
  });
  return { run: (request) => mutation.mutate(request), busy };
};
