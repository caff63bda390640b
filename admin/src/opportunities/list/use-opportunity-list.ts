import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider';
import type { OpportunityListQuery } from '../opportunity-types';
import { readListPage, type ListResult } from './list-query';

export const OPPORTUNITY_LIST_QUERY_KEY = ['opportunities', 'list'] as const;

export interface ListData extends ListResult {
  /** Browser-measured time from request to parsed answer. */
  roundTripMs: number;
}

/**
 * One page of GET /api/opportunities. Every filter, search, sort or page change is a new query key, so it reloads
 * (seed 000 §4); the previous page stays visible meanwhile (keepPreviousData), and the superseded request is
 * aborted through react-query's AbortSignal, so a slow old answer can never replace a newer one.
 */
export const useOpportunityList = (query: OpportunityListQuery): UseQueryResult<ListData, Error> => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<ListData, Error>({
    queryKey: [...OPPORTUNITY_LIST_QUERY_KEY, query],
    queryFn: async ({ signal }) => {
      const started = performance.now();
      const body = await dataProvider.listOpportunities(query, { signal });
      return { ...readListPage(body), roundTripMs: performance.now() - started };
    },
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
};
