import { useCallback } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';

/** What a cached react-admin read of one opportunity looks like: [resource, method, params]. */
const isReadOf = (opportunityId: string, tracking?: string) => (query: Query) => {
  const [resource, method, params] = query.queryKey as [unknown, unknown, { id?: unknown; filter?: { opportunity_id?: unknown } } | undefined];
  if (resource === 'opportunities' && method === 'getOne') return tracking !== undefined && params?.id === tracking;
  if (resource === 'opportunity-activity' || resource === 'call-history') {
    return method === 'getList' && params?.filter?.opportunity_id === opportunityId;
  }
  return false;
};

/**
 * Reloads what shows one opportunity after something changed it (a save, a re-queue, a recorded call): its record
 * read by tracking number, its activity timeline and its call history. Other opportunities' cached reads stay.
 */
export const useRefreshOpportunity = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (opportunityId: string, tracking?: string) => queryClient.invalidateQueries({ predicate: isReadOf(opportunityId, tracking) }),
    [queryClient],
  );
};
