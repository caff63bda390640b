import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardRange, DashboardSummary, RecentItem } from '../api/types';
import type { AppDataProvider } from '../providers/data-provider';
import { DASHBOARD_REFRESH_MS, pickRecent, RECENT_HOURS, RECENT_LIMIT } from './dashboard-format';

/** Both reads refresh every 60 s, fail without retrying, and keep the previous answer on screen while a new one loads. */
const polling = { refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: false, retry: false, placeholderData: keepPreviousData };

/**
 * The dashboard's two reads (GET /api/dashboard/summary and /recent), refreshed every 60 s and whenever the range
 * changes. While a new range loads the previous figures stay on screen instead of blanking the page; the summary
 * names its own range, so they are never labelled with the range still loading.
 */
export const useDashboard = (range: DashboardRange) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const summary = useQuery<DashboardSummary, Error>({
    queryKey: ['dashboard', 'summary', range],
    queryFn: async () => {
      // A successful answer without a summary has nothing to show: the generic text rather than a crash.
      const data = await dataProvider.getDashboardSummary(range);
      if (!data) throw new Error('Failed to load dashboard');
      return data;
    },
    ...polling,
  });
  // The recent list does not depend on the range; the range is in its key so a range change reloads everything.
  const recent = useQuery<RecentItem[], Error>({
    queryKey: ['dashboard', 'recent', RECENT_HOURS, RECENT_LIMIT, range],
    queryFn: () => dataProvider.getDashboardRecent(RECENT_HOURS, RECENT_LIMIT),
    ...polling,
  });

  const { refetch: refetchSummary } = summary;
  const { refetch: refetchRecent } = recent;
  const refresh = useCallback(async () => {
    await Promise.all([refetchSummary(), refetchRecent()]);
  }, [refetchSummary, refetchRecent]);

  return {
    summary: summary.data,
    /** `summary` is the previous range's, shown until the chosen range arrives. */
    isPlaceholder: summary.isPlaceholderData,
    /** GET /api/dashboard/recent, or the summary's recent list when that is empty. */
    recent: pickRecent(recent.data, summary.data?.recent),
    /** First load, nothing to show yet. */
    isPending: summary.isPending,
    /** Any request in flight (auto-refresh, Refresh, range change). */
    isFetching: summary.isFetching || recent.isFetching,
    error: summary.error,
    /** When the summary last arrived (ms since epoch, 0 before the first answer). */
    updatedAt: summary.dataUpdatedAt,
    refresh,
  };
};
