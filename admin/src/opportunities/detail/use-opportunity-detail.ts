import { useEffect } from 'react';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { callHistoryQueryKey } from '../../calls/use-call-outcomes';
import type { AppDataProvider } from '../../providers/data-provider';
import type { ActivityEvent, ApiResult, OpportunityDetail, OpportunityEdit } from '../opportunity-types';
import { detailSyncLabel } from './detail-rules';

/** Every query of one opportunity's detail page starts with this key (detail and activity refresh together). */
export const OPPORTUNITY_DETAIL_KEY = 'opportunity-detail';

/** While the CRM sync runs in the background, look again every few seconds so the badge and timeline settle. */
export const SYNCING_POLL_MS = 5000;

/** GET /api/opportunities/by-tracking/{t}. A 404 is the not-found screen, so there is no retry. */
export const useOpportunityDetail = (tracking: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<OpportunityDetail, Error>({
    queryKey: [OPPORTUNITY_DETAIL_KEY, 'by-tracking', tracking],
    queryFn: () => dataProvider.getOpportunityByTracking(tracking),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data && detailSyncLabel(query.state.data) === 'Syncing' ? SYNCING_POLL_MS : false,
  });
};

/** GET /api/opportunities/{id}/activity (newest first). */
export const useOpportunityActivity = (id: string, syncing: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<ActivityEvent[], Error>({
    queryKey: [OPPORTUNITY_DETAIL_KEY, id, 'activity'],
    queryFn: () => dataProvider.getOpportunityActivity(id),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: syncing ? SYNCING_POLL_MS : false,
  });
};

/**
 * A recorded call shows in the timeline too: when the call tracker's history reloads with new data (after a
 * call outcome is saved), reload the activity as well. The history's first load is not a change.
 */
export const useActivityFollowsCalls = (id: string) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const historyHash = hashKey(callHistoryQueryKey(id));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== historyHash || event.query.state.dataUpdateCount < 2) return;
      void queryClient.invalidateQueries({ queryKey: [OPPORTUNITY_DETAIL_KEY, id, 'activity'] });
    });
  }, [id, queryClient]);
};

/** Reloads the record and its timeline (after saves and re-queues). */
export const useRefreshDetail = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [OPPORTUNITY_DETAIL_KEY] });
};

/** PUT /api/opportunities/{id} with the changed fields only; resolves once the page shows the saved values. */
export const useSaveOpportunity = (id: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshDetail();
  return useMutation<ApiResult, Error, OpportunityEdit>({
    mutationFn: async (edit) => {
      const result = await dataProvider.updateOpportunity(id, edit);
      if (result && result.success === false) throw new Error(result.error || 'Failed to save changes');
      return result;
    },
    onSuccess: () => refresh(),
  });
};

/** POST /api/hubspot/requeue {tracking, opportunity_id}. */
export const useRequeueSync = (detail: Pick<OpportunityDetail, 'id' | 'tracking_number'>) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshDetail();
  return useMutation<ApiResult, Error, void>({
    mutationFn: async () => {
      const result = await dataProvider.requeueSync({ tracking: detail.tracking_number, opportunity_id: detail.id });
      if (result && result.success === false) throw new RequeueRefusedError(result.error || 'Unknown error');
      return result;
    },
    onSettled: () => refresh(),
  });
};

/** The server answered `{success: false, error}` (seed 000 §8 "Failed to re-queue sync: {error}"). */
export class RequeueRefusedError extends Error {}
