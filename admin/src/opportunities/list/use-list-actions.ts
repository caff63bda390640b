import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider';
import { isObject } from '../../providers/json';
import { useToast } from '../../toasts/use-toast';
import type { ApiResult, OpportunityListItem } from '../opportunity-types';
import { ActionFailure, requeueErrorMessage, syncErrorMessage } from './list-errors';

const ensureSuccess = (result: ApiResult | unknown): ApiResult => {
  if (!isObject(result) || result.success !== true) {
    const error = isObject(result) && typeof result.error === 'string' && result.error ? result.error : 'Unknown error';
    throw new ActionFailure(error);
  }
  return result as unknown as ApiResult;
};

const queuedCount = (result: ApiResult): number | null => {
  const queued: unknown = (result as ApiResult & { queued?: unknown }).queued;
  return typeof queued === 'number' ? queued : null;
};

/** "Refresh & Sync" and the row "Re-queue sync" action, with the seed 000 §8 messages as toasts. */
export const useListActions = (onChanged: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useToast();

  const sync = useMutation({
    mutationFn: async () => ensureSuccess(await dataProvider.syncOpportunities()),
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
    mutationFn: async (item: OpportunityListItem) =>
      ensureSuccess(
        await dataProvider.requeueSync({
          tracking: item.q2g_tracking_number,
          opportunity_id: item.id,
          ...(item.email ? { email: item.email } : {}),
        }),
      ),
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
