import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useGetOne } from 'react-admin';
import type { ActivityEvent, ApiResult, OpportunityDetail } from '../../api/types';
import type { AppDataProvider } from '../../providers/data-provider';
import { useRefreshOpportunity } from '../shared/refresh-opportunity';
import { detailSyncLabel } from './detail-rules';

/** While the CRM sync runs in the background, look again every few seconds so the badge and timeline settle. */
export const SYNCING_POLL_MS = 5000;

/** The two keys a detail page's record is known by: the tracking number it was opened with, and its id. */
export type DetailRecord = Pick<OpportunityDetail, 'id' | 'tracking_number'>;

/** The record by tracking number (react-admin's getOne). A 404 is the not-found screen, so there is no retry. */
export const useOpportunityDetail = (tracking: string) =>
  useGetOne<OpportunityDetail>(
    'opportunities',
    { id: tracking },
    {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: (query) => (query.state.data && detailSyncLabel(query.state.data) === 'Syncing' ? SYNCING_POLL_MS : false),
    },
  );

/** The activity timeline, newest first. Saves, re-queues and recorded calls reload it (useRefreshOpportunity). */
export const useOpportunityActivity = (id: string, syncing: boolean) =>
  useGetList<ActivityEvent>(
    'opportunity-activity',
    { filter: { opportunity_id: id } },
    { retry: false, refetchOnWindowFocus: false, refetchInterval: syncing ? SYNCING_POLL_MS : false },
  );

/** Re-queues the CRM sync (the data provider's custom method; a refusal rejects), then reloads the page's reads. */
export const useRequeueSync = (record: DetailRecord) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshOpportunity();
  return useMutation<ApiResult, Error, void>({
    mutationFn: () => dataProvider.requeueSync({ tracking: record.tracking_number, opportunity_id: record.id }),
    onSettled: () => refresh(record.id, record.tracking_number),
  });
};
