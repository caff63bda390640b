import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider';

/**
 * One analytics read through react-query: refreshed every `refreshMs` while auto-refresh is on (false: never),
 * not retried (the error box offers Try Again), and the previous answer kept on screen while a new key loads.
 */
export const useAnalyticsRead = <T>(key: readonly unknown[], read: (provider: AppDataProvider) => Promise<T>, refreshMs: number | false) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<T, Error>({
    queryKey: ['analytics', ...key],
    queryFn: () => read(dataProvider),
    refetchInterval: refreshMs,
    refetchOnWindowFocus: false,
    retry: false,
    placeholderData: keepPreviousData,
  });
};
