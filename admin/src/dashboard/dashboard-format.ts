import { format } from 'date-fns';
import type { DashboardRange, DashboardStuckSync, DashboardSummary, RecentItem } from '../api/types';
import { formatDateTime, parseAppDate } from '../format/date';
import { answeredError } from '../opportunities/shared/action-errors';
import { errorMessage } from '../providers/api-error';

/** Auto-refresh every 60 s, default range 7d, recent activity = the last 24 hours, at most 10 items. */
export const DASHBOARD_REFRESH_MS = 60_000;
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = '7d';
export const RECENT_HOURS = 24;
export const RECENT_LIMIT = 10;

export const DASHBOARD_RANGES: ReadonlyArray<{ value: DashboardRange; label: string }> = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
];

export const rangeLabel = (range: DashboardRange): string =>
  DASHBOARD_RANGES.find((option) => option.value === range)?.label ?? range;

export const isDashboardRange = (value: string): value is DashboardRange =>
  DASHBOARD_RANGES.some((option) => option.value === value);

/** Negative figures mean "not measured" (e.g. the queue was unreachable). */
const isMeasured = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Counts with thousands separators ("12,345"); "N/A" when not measured. */
export const formatCount = (value: number | null | undefined): string =>
  isMeasured(value) ? value.toLocaleString('en-US') : 'N/A';

/** A duration such as api_ms: "42 ms", or "N/A" alone (no unit) when not measured. */
export const formatMilliseconds = (value: number | null | undefined): string =>
  isMeasured(value) ? `${value.toLocaleString('en-US')} ms` : 'N/A';

/** "62% of total" helper text; nothing when the total is zero. */
export const shareOfTotal = (part: number, total: number): string | null =>
  total > 0 ? `${Math.round((part / total) * 100)}% of total` : null;

/** The item title is display_name, else the customer, else "Tracking" + the last 4 characters. */
export const recentTitle = (item: Pick<RecentItem, 'display_name' | 'customer' | 'tracking'>): string =>
  item.display_name?.trim() || item.customer?.trim() || `Tracking ${item.tracking.slice(-4)}`;

/** The recent call's list, or the summary's recent list when it is empty (or failed). */
export const pickRecent = (recent: RecentItem[] | undefined, fallback: RecentItem[] | undefined): RecentItem[] =>
  recent && recent.length > 0 ? recent : (fallback ?? []);

/**
 * "N jobs need attention", "1 job needs attention"; a capped count reads "1,000+ jobs need attention"
 * so a cap is never shown as the real number.
 */
export const stuckCaption = (count: number, exact = true): string => {
  if (!exact) return `${formatCount(count)}+ jobs need attention`;
  return count === 1 ? '1 job needs attention' : `${formatCount(count)} jobs need attention`;
};

/** The open possible duplicates: "12", or "1,000+" when the server's count is its cap. */
export const duplicatesOpenValue = (count: number, exact = true): string => (exact ? formatCount(count) : `${formatCount(count)}+`);

/** Under that figure: "3 new in the last 24 hours". */
export const duplicatesNewHint = (count: number): string => `${formatCount(count)} new in the last 24 hours`;

/** The stuck count to show: the server's stuck_count, never below the rows listed. */
export const stuckTotal = ({ stuck, stuck_count, stuck_count_exact }: DashboardSummary): { count: number; exact: boolean } => ({
  count: Math.max(stuck_count, stuck.length),
  exact: stuck_count_exact,
});

/** Stuck jobs shown per page of the dashboard table, so Recent Activity stays in view. */
export const STUCK_PAGE_SIZE = 10;

/** "Re-queue All Failed" covers the stuck jobs whose status is failed (not the long-queued ones). */
export const failedStuckJobs = (jobs: DashboardStuckSync[]): DashboardStuckSync[] => jobs.filter((job) => job.status === 'failed');

/** The response's error, else the exception's message, else "Failed to load dashboard". */
export const dashboardErrorMessage = (error: unknown): string => {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return 'Failed to load dashboard';
};

/**
 * "Re-queue failed: {error}" when the server answered with a failure (an error status, or
 * `{success: false}`), "Re-queue error: {message}" when the call itself broke (network, timeout, anything thrown).
 */
export const requeueFailureMessage = (error: unknown): string => {
  const answered = answeredError(error);
  return answered !== null ? `Re-queue failed: ${answered}` : `Re-queue error: ${errorMessage(error)}`;
};

export interface RequeueTally {
  succeeded: number;
  failed: number;
}

/** The "Re-queue All Failed" notification: counts of successes and failures, coloured by how it went. */
export const requeueAllSummary = ({ succeeded, failed }: RequeueTally): { type: 'success' | 'warning' | 'error'; message: string } => ({
  type: failed === 0 ? 'success' : succeeded > 0 ? 'warning' : 'error',
  message: `Re-queue complete: ${succeeded} succeeded, ${failed} failed`,
});

/** Age of a stuck job in minutes, with a readable hint for the tooltip ("2 d 3 h"). */
export const describeAge = (minutes: number): string => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
};

/** Recent-activity time: relative ("5 min ago") within a day, else the short date and time; "N/A" if missing. */
export const formatActivityTime = (value: string | null | undefined, now: number = Date.now()): string => {
  const date = parseAppDate(value);
  if (!date) return 'N/A';
  const minutes = Math.floor((now - date.getTime()) / 60_000);
  if (minutes < 0 || minutes >= 24 * 60) return formatDateTime(value);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
};

/** "Updated 3:04:05 PM" under the toolbar; empty before the first answer. */
export const formatUpdatedAt = (timestamp: number): string =>
  timestamp > 0 ? `Updated ${format(timestamp, 'h:mm:ss a')}` : '';
