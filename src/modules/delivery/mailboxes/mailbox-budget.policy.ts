/** The budget of one sending mailbox: messages per minute and recipients per rolling 24 hours (0: no limit). */
export interface MailboxLimits {
  perMinute: number;
  perDay: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/**
 * Microsoft 365 counts recipients over a rolling 24 hours, not a calendar day. Hour buckets starting after
 * `now - 25 h` cover every message of the last 24 hours (the oldest of them may be up to an hour older): a budget
 * that may be a little strict, never loose.
 */
export const ROLLING_DAY_BUCKETS_MS = 25 * HOUR_MS;

/** The minute and the hour `now` falls in (the minute's end is when its budget is free again). */
export function budgetWindows(now: Date): { minute: { start: Date; end: Date }; hour: { start: Date } } {
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return { minute: { start: new Date(minute), end: new Date(minute + MINUTE_MS) }, hour: { start: new Date(hour) } };
}

/** The earliest hour bucket the rolling day counts at `now`: buckets starting after this. */
export function rollingDaySince(now: Date): Date {
  return new Date(now.getTime() - ROLLING_DAY_BUCKETS_MS);
}

/**
 * Whether the rolling day has room for one more message, and if not, the moment it has: when enough of the oldest
 * hour buckets have left the window (a bucket leaves 25 hours after it started).
 */
export function rollingDayRoom(buckets: readonly { start: Date; used: number }[], limit: number): { ok: true } | { ok: false; until: Date } {
  const oldestFirst = [...buckets].sort((a, b) => a.start.getTime() - b.start.getTime());
  let total = oldestFirst.reduce((sum, bucket) => sum + bucket.used, 0);
  if (total < limit) return { ok: true };
  for (const bucket of oldestFirst) {
    total -= bucket.used;
    if (total < limit) return { ok: false, until: new Date(bucket.start.getTime() + ROLLING_DAY_BUCKETS_MS) };
  }
  return { ok: false, until: new Date(oldestFirst[oldestFirst.length - 1].start.getTime() + ROLLING_DAY_BUCKETS_MS) };
}

/**
 * The order a send tries the pool's mailboxes in: starting at a place fixed by its key, so concurrent sends spread
 * over the pool instead of all draining the first mailbox.
 */
export function poolOrder(mailboxes: readonly string[], key: string): string[] {
  if (mailboxes.length <= 1) return [...mailboxes];
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const start = hash % mailboxes.length;
  return [...mailboxes.slice(start), ...mailboxes.slice(0, start)];
}

/** The earliest of the moments each exhausted mailbox is free again. */
export function earliestFree(untils: readonly Date[]): Date {
  return new Date(Math.min(...untils.map((until) => until.getTime())));
}
