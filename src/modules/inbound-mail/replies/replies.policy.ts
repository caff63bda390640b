/** The reply windows the Recent Replies screen offers (7 days unless asked), and how far back each reaches. */
export const REPLY_WINDOWS = ['1h', '24h', '7d', '30d'] as const;
export type ReplyWindow = (typeof REPLY_WINDOWS)[number];
export const DEFAULT_REPLY_WINDOW: ReplyWindow = '7d';
export const REPLIES_PAGE_SIZE = 20;

const WINDOW_INTERVALS: Record<ReplyWindow, string> = { '1h': '1 hour', '24h': '24 hours', '7d': '7 days', '30d': '30 days' };

/** The PostgreSQL interval for a window (a fixed value, never user text). */
export function replyWindowInterval(window: ReplyWindow): string {
  return WINDOW_INTERVALS[window];
}

/** A run's status as the replies list shows it: live runs are running; ended runs keep their stored status. */
export type ReplyRunStatus = 'running' | 'paused' | 'completed' | 'canceled' | 'failed';

export function replyRunStatus(stored: string | null): ReplyRunStatus | null {
  if (stored === null) return null;
  if (stored === 'pending' || stored === 'active') return 'running';
  if (stored === 'paused' || stored === 'completed' || stored === 'canceled' || stored === 'failed') return stored;
  return null;
}
