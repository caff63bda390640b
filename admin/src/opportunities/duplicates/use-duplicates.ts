import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { DuplicateDecision, RelatedLead } from '../../api/types';
import type { AppDataProvider } from '../../providers/data-provider';
import { errorMessage } from '../../providers/api-error';
import { useRefreshOpportunity } from '../shared/refresh-opportunity';

/** First element of every related-leads query key; the second is the opportunity id. */
export const DUPLICATES_KEY = 'opportunity-duplicates';

export const duplicatesKey = (opportunityId: string) => [DUPLICATES_KEY, opportunityId] as const;

/** The opportunity a duplicates section belongs to, as its reads need it. */
export interface DuplicatesOwner {
  id: string;
  tracking: string;
  created_at: string;
}

export const NOT_DUPLICATE_DONE = 'Marked as not a duplicate';

/** 'Failed to mark as not a duplicate: {the server's message}'. */
export const notDuplicateFailure = (error: unknown): string => `Failed to mark as not a duplicate: ${errorMessage(error)}`;

/**
 * The other leads that may be the same customer (GET /api/opportunities/{id}/duplicates), open pairs and decided
 * ones alike. No retries or focus refetches; "Not a duplicate" reloads it.
 */
export const useOpportunityDuplicates = (opportunityId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<RelatedLead[], Error>({
    queryKey: duplicatesKey(opportunityId),
    queryFn: ({ signal }) => dataProvider.getOpportunityDuplicates(opportunityId, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
};

/**
 * After a decision on a pair (not a duplicate, merge, undo): reloads every related-leads read (the pair shows on both
 * leads), both leads' records and timelines, the opportunities list (its "Possible duplicate" badges) and the dashboard
 * summary (its open count).
 */
export const useRefreshPair = (owner: DuplicatesOwner) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshOpportunity();
  return (lead: Pick<RelatedLead, 'opportunity_id' | 'tracking_number'>) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [DUPLICATES_KEY] }),
      refresh(owner.id, owner.tracking),
      refresh(lead.opportunity_id, lead.tracking_number),
      queryClient.invalidateQueries({ queryKey: ['opportunities', 'getList'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard', 'summary'] }),
    ]);
};

/**
 * "Not a duplicate" on one pair (POST /api/opportunities/duplicates/{pairId}/not-duplicate): notifies, then reloads
 * what shows the pair (useRefreshPair).
 */
export const useNotDuplicate = (owner: DuplicatesOwner) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refreshPair = useRefreshPair(owner);
  const mutation = useMutation<DuplicateDecision, Error, RelatedLead>({
    mutationFn: (lead) => dataProvider.markNotDuplicate(lead.pair_id),
    onSuccess: () => notify(NOT_DUPLICATE_DONE, { type: 'success' }),
    onError: (error) => notify(notDuplicateFailure(error), { type: 'error' }),
    onSettled: (_answer, _error, lead) => refreshPair(lead),
  });
  return {
    markNotDuplicate: (lead: RelatedLead) => mutation.mutate(lead),
    /** The pair being marked, else null. */
    markingPairId: mutation.isPending ? (mutation.variables?.pair_id ?? null) : null,
  };
};
