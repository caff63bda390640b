import type { ReplyRecord, ReplyWindow } from '../providers/replies-methods';

/** The 'Show replies from' choices (the last 7 days unless another is picked). */
export const REPLY_WINDOW_OPTIONS: ReadonlyArray<{ value: ReplyWindow; label: string }> = [
  { value: '1h', label: 'Last hour' },
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
];
export const NO_REPLIES = 'No replies found for the selected time period.';
export const STOPPED_BY_REPLY = 'Stopped by Reply';

const HOUR_MS = 3_600_000;

/** 'Just now' under an hour, 'Nh ago' under a day, 'Nd ago' under a week, otherwise the date. */
export const replyTimeLabel = (repliedAt: string, now: Date = new Date()): string => {
  const at = new Date(repliedAt);
  if (Number.isNaN(at.getTime())) return '—';
  const age = now.getTime() - at.getTime();
  if (age < HOUR_MS) return 'Just now';
  if (age < 24 * HOUR_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  if (age < 7 * 24 * HOUR_MS) return `${Math.floor(age / (24 * HOUR_MS))}d ago`;
  return at.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
};

/** A run the reply ended shows 'Stopped by Reply'; any other status capitalized; no matched run a dash. */
export const replyStatusLabel = (reply: Pick<ReplyRecord, 'status' | 'stopped_reason'>): string => {
  if (!reply.status) return '—';
  if (reply.status === 'completed' && reply.stopped_reason === 'reply_received') return STOPPED_BY_REPLY;
  return reply.status.charAt(0).toUpperCase() + reply.status.slice(1);
};

/** The tiles, counted over the rows on screen: every reply, runs the reply stopped, runs still going. */
export const replyTiles = (rows: ReadonlyArray<Pick<ReplyRecord, 'status' | 'stopped_reason'>>) => ({
  total: rows.length,
  stopped: rows.filter((row) => replyStatusLabel(row) === STOPPED_BY_REPLY).length,
  running: rows.filter((row) => row.status === 'running').length,
});
