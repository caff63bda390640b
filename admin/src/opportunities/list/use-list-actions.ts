import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { OpportunityListItem, SyncAnswer } from '../../api/types';
import type { AppDataProvider } from '../../providers/data-provider';
import { requeueErrorMessage } from '../shared/action-errors';
import { syncErrorMessage } from './list-errors';

const queuedCount = (result: SyncAnswer): number | null => (typeof result.queued === 'number' ? result.queued : null);

/** "Refresh & Sync" and the row "Re-queue sync" action (data provider custom methods), with their notifications. */
export const useListActions = (onChanged: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();

  const sync = useMutation({
    // A `{success: false, error}` answer rejects like an error status, with the answer's error.
    mutationFn: () => dataProvider.syncOpportunities(),
    onSuccess: (result) => {
      const queued = queuedCount(result);
      notify(queued === null ? 'Sync started' : `Sync started: ${queued.toLocaleString('en-US')} opportunities queued for HubSpot`, { type: 'success' });
      onChanged();
    },
    onError: (error) => notify(syncErrorMessage(error), { type: 'error' }),
  });

  const requeue = useMutation({
    mutationFn: (item: OpportunityListItem) =>
      dataProvider.requeueSync({
        tracking: item.q2g_tracking_number,
        opportunity_id: item.id,
        ...(item.email ? { email: item.email } : {}),
      }),
    onSuccess: (_result, item) => {
      notify(`Sync re-queued for ${item.q2g_tracking_number}`, { type: 'success' });
      onChanged();
    },
    onError: (error) => notify(requeueErrorMessage(error), { type: 'error' }),
  });

  const { mutate: runSync } = sync;
  const { mutate: runRequeue } = requeue;
  return {
    sync: useCallback(() => runSync(), [runSync]),
    syncing: sync.isPending,
    // Stable, so memoised rows do not re-render on every keystroke in the search box.
    requeue: useCallback((item: OpportunityListItem) => runRequeue(item), [runRequeue]),
    requeueingId: requeue.isPending ? (requeue.variables?.id ?? null) : null,
  };
};
