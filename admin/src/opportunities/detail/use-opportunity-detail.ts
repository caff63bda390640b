import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider';
import type { ActivityEvent, ApiResult, OpportunityDetail, OpportunityEdit } from '../opportunity-types';
import { opportunityActivityKey, opportunityByTrackingKey } from '../shared/query-keys';
import { detailSyncLabel } from './detail-rules';

/** While the CRM sync runs in the background, look again every few seconds so the badge and timeline settle. */
export const SYNCING_POLL_MS = 5000;

/** The two keys a detail page's record is known by: the tracking number it was opened with, and its id. */
export type DetailRecord = Pick<OpportunityDetail, 'id' | 'tracking_number'>;

/** GET /api/opportunities/by-tracking/{t}. A 404 is the not-found screen, so there is no retry. */
export const useOpportunityDetail = (tracking: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<OpportunityDetail, Error>({
    queryKey: opportunityByTrackingKey(tracking),
    queryFn: () => dataProvider.getOpportunityByTracking(tracking),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data && detailSyncLabel(query.state.data) === 'Syncing' ? SYNCING_POLL_MS : false,
  });
};

/**
 * GET /api/opportunities/{id}/activity (newest first). A recorded call reloads it too: the call tracker's record
 * mutation invalidates this key (calls/use-call-outcomes.ts).
 */
export const useOpportunityActivity = (id: string, syncing: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<ActivityEvent[], Error>({
    queryKey: opportunityActivityKey(id),
    queryFn: () => dataProvider.getOpportunityActivity(id),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: syncing ? SYNCING_POLL_MS : false,
  });
};

/** Reloads this record and its timeline (after saves and re-queues); other opportunities' cached pages stay. */
export const useRefreshDetail = ({ id, tracking_number }: DetailRecord) => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opportunityByTrackingKey(tracking_number) }),
        queryClient.invalidateQueries({ queryKey: opportunityActivityKey(id) }),
      ]),
    [queryClient, id, tracking_number],
  );
};

/**
 * PUT /api/opportunities/{id} with the changed fields only; resolves once the page shows the saved values. A
 * `{success: false, error}` answer rejects with that error (leads-api).
 */
export const useSaveOpportunity = (record: DetailRecord) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshDetail(record);
  return useMutation<ApiResult, Error, OpportunityEdit>({
    mutationFn: (edit) => dataProvider.updateOpportunity(record.id, edit),
    onSuccess: () => refresh(),
  });
};

/** POST /api/hubspot/requeue {tracking, opportunity_id}; a refusal rejects like an error status (leads-api). */
export const useRequeueSync = (record: DetailRecord) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshDetail(record);
  return useMutation<ApiResult, Error, void>({
    mutationFn: () => dataProvider.requeueSync({ tracking: record.tracking_number, opportunity_id: record.id }),
    onSettled: () => refresh(),
  });
};
