import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider';
import { useToast } from '../../toasts/use-toast';
import type { ApiResult, OpportunityListItem } from '../opportunity-types';
import { requeueErrorMessage } from '../shared/action-errors';
import { syncErrorMessage } from './list-errors';

const queuedCount = (result: ApiResult): number | null => {
  const queued: unknown = (result as ApiResult & { queued?: unknown }).queued;
  return typeof queued === 'number' ? queued : null;
};

/** "Refresh & Sync" and the row "Re-queue sync" action, with the seed 000 §8 messages as toasts. */
export const useListActions = (onChanged: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();

  const sync = useMutation({
    // A `{success: false, error}` answer rejects like an error status (leads-api), with the answer's error.
    mutationFn: () => dataProvider.syncOpportunities(),
    onSuccess: (result) => {
      const queued = queuedCount(result);
      toast.success(queued === null ? 'Sync started' : `Sync started: ${queued.toLocaleString('en-US')} opportunities queued for HubSpot`);
      onChanged();
    },
    onError: (error) => {
      toast.error(syncErrorMessage(error));
    },
  });

  const requeue = useMutation({
    mutationFn: (item: OpportunityListItem) =>
      dataProvider.requeueSync({
        tracking: item.q2g_tracking_number,
        opportunity_id: item.id,
        ...(item.email ? { email: item.email } : {}),
      }),
    onSuccess: (_result, item) => {
      toast.success(`Sync re-queued for ${item.q2g_tracking_number}`);
      onChanged();
    },
    onError: (error) => {
      toast.error(requeueErrorMessage(error));
    },
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
