import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardRange, DashboardSummary, RecentItem } from '../opportunities/opportunity-types';
import type { AppDataProvider } from '../providers/data-provider';
import { DASHBOARD_REFRESH_MS, pickRecent, RECENT_HOURS, RECENT_LIMIT } from './dashboard-format';

export const dashboardSummaryKey = (range: DashboardRange) => ['dashboard', 'summary', range] as const;
/** The recent list does not depend on the range; the range is in its key so a range change reloads everything. */
export const dashboardRecentKey = (range: DashboardRange) => ['dashboard', 'recent', RECENT_HOURS, RECENT_LIMIT, range] as const;

/** A summary together with the range it was asked for. */
interface SummarySnapshot {
  range: DashboardRange;
  summary: DashboardSummary;
}

export interface DashboardData {
  summary: DashboardSummary | undefined;
  /** The range `summary` belongs to: the previous one while a new range loads (its figures stay on screen). */
  summaryRange: DashboardRange | undefined;
  /** `summary` is the previous range's, shown until the chosen range arrives. */
  isPlaceholder: boolean;
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
 * loads the previous figures stay on screen (with a progress bar) instead of blanking the page; `summaryRange` says
 * which range they are, so they are never labelled with the range still loading.
 */
export const useDashboard = (range: DashboardRange): DashboardData => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const summary = useQuery<SummarySnapshot, Error>({
    queryKey: dashboardSummaryKey(range),
    queryFn: async () => {
      // `{success: false, error}` already rejects with that error (leads-api). A successful answer without a summary
      // in `data` has nothing to show: the seed 000 §8 fallback text, rather than a crash on missing fields.
      const data = await dataProvider.getDashboardSummary(range);
      if (!data || typeof data !== 'object' || !('totals' in data)) throw new Error('Failed to load dashboard');
      return { range, summary: data };
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
    summary: summary.data?.summary,
    summaryRange: summary.data?.range,
    isPlaceholder: summary.isPlaceholderData,
    recent: pickRecent(recent.data, summary.data?.summary.recent),
    isPending: summary.isPending,
    isFetching: summary.isFetching || recent.isFetching,
    error: summary.error,
    updatedAt: summary.dataUpdatedAt,
    refresh,
  };
};
