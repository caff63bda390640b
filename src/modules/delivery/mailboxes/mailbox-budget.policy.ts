/** The budget of one sending mailbox: messages per minute and recipients per UTC day (0: no limit). */
export interface MailboxLimits {
  perMinute: number;
  perDay: number;
}

export type BudgetPeriod = 'minute' | 'day';

/** The minute and the UTC day `now` falls in, and when each ends (the next free moment once one is used up). */
export function budgetWindows(now: Date): Record<BudgetPeriod, { start: Date; end: Date }> {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    minute: { start: new Date(minute), end: new Date(minute + 60_000) },
    day: { start: new Date(day), end: new Date(day + 86_400_000) },
  };
}

/** The windows that count for these limits (a 0 limit counts nothing), the day first: it ends later. */
export function limitedPeriods(limits: MailboxLimits): { period: BudgetPeriod; limit: number }[] {
  return [
    ...(limits.perDay > 0 ? [{ period: 'day' as const, limit: limits.perDay }] : []),
    ...(limits.perMinute > 0 ? [{ period: 'minute' as const, limit: limits.perMinute }] : []),
  ];
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
