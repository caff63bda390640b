import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardRange, DashboardSummary, RecentItem } from '../opportunities/opportunity-types';
import type { AppDataProvider } from '../providers/data-provider';
import { DASHBOARD_REFRESH_MS, pickRecent, RECENT_HOURS, RECENT_LIMIT } from './dashboard-format';

export const dashboardSummaryKey = (range: DashboardRange) => ['dashboard', 'summary', range] as const;
/** The recent list does not depend on the range; the range is in its key so a range change reloads everything. */
export const dashboardRecentKey = (range: DashboardRange) => ['dashboard', 'recent', RECENT_HOURS, RECENT_LIMIT, range] as const;

export interface DashboardData {
  summary: DashboardSummary | undefined;
  /** GET /api/dashboard/recent, or the summary's recent list when that is empty. */
  recent: RecentItem[];
  /** First load of this range, nothing to show yet. */
  isPending: boolean;
  /** Any request in flight (auto-refresh, Refresh, range change). */
  isFetching: boolean;
  error: Error | null;
  /** When the summary last arrived (ms since epoch, 0 before the first answer). */
  updatedAt: number;
  refresh: () => Promise<void>;
}

/**
 * The dashboard's two reads (seed 000 §7), refreshed every 60 s and whenever the range changes. While a new range
 * loads the previous figures stay on screen (with a progress bar) instead of blanking the page.
 */
export const useDashboard = (range: DashboardRange): DashboardData => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const summary = useQuery<DashboardSummary, Error>({
    queryKey: dashboardSummaryKey(range),
    queryFn: async () => {
      const data = await dataProvider.getDashboardSummary(range);
      // A `{success:false}` answer carries no data: show its error text rather than crash on missing fields.
      if (!data || typeof data !== 'object' || !('totals' in data)) throw new Error('Failed to load dashboard');
      return data;
    },
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const recent = useQuery<RecentItem[], Error>({
    queryKey: dashboardRecentKey(range),
    queryFn: () => dataProvider.getDashboardRecent(RECENT_HOURS, RECENT_LIMIT),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
    placeholderData: keepPreviousData,
  });

  const { refetch: refetchSummary } = summary;
  const { refetch: refetchRecent } = recent;
  const refresh = useCallback(async () => {
    await Promise.all([refetchSummary(), refetchRecent()]);
  }, [refetchSummary, refetchRecent]);

  return {
    summary: summary.data,
    recent: pickRecent(recent.data, summary.data?.recent),
    isPending: summary.isPending,
    isFetching: summary.isFetching || recent.isFetching,
    error: summary.error,
    updatedAt: summary.dataUpdatedAt,
    refresh,
  };
};
