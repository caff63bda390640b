import { budgetWindows, earliestFree, poolOrder, rollingDayRoom, rollingDaySince } from './mailbox-budget.policy';

describe('mailbox budget maths', () => {
  it('should place a moment in its minute and hour, the minute ending where the next begins', () => {
    const windows = budgetWindows(new Date('2026-11-23T23:59:41.250Z'));
    expect(windows.minute).toEqual({ start: new Date('2026-11-23T23:59:00Z'), end: new Date('2026-11-24T00:00:00Z') });
    expect(windows.hour).toEqual({ start: new Date('2026-11-23T23:00:00Z') });
  });

  it('should count the hour buckets that can hold a message of the last 24 hours', () => {
    expect(rollingDaySince(new Date('2026-11-24T10:30:00Z'))).toEqual(new Date('2026-11-23T09:30:00Z'));
  });

  it('should have room below the rolling-day limit, and when full, free up as the oldest hours leave the window', () => {
    const hour = (iso: string, used: number) => ({ start: new Date(iso), used });
    expect(rollingDayRoom([hour('2026-11-23T10:00:00Z', 3), hour('2026-11-23T23:00:00Z', 1)], 5)).toEqual({ ok: true });
    // Full at 5: the 10:00 bucket (3) leaving brings it to 2, under the limit, 25 hours after it began.
    expect(rollingDayRoom([hour('2026-11-23T23:00:00Z', 2), hour('2026-11-23T10:00:00Z', 3)], 5)).toEqual({ ok: false, until: new Date('2026-11-24T11:00:00Z') });
    // Over the limit (a lowered setting): the moment enough has left, not merely the first bucket.
    expect(rollingDayRoom([hour('2026-11-23T10:00:00Z', 1), hour('2026-11-23T11:00:00Z', 1), hour('2026-11-23T12:00:00Z', 4)], 2)).toEqual({
      ok: false, until: new Date('2026-11-24T13:00:00Z'),
    });
  });

  it('should rotate the pool by key, always trying every mailbox once', () => {
    const pool = ['a@x', 'b@x', 'c@x'];
    const starts = new Set<string>();
    for (let step = 1; step <= 30; step++) {
      const order = poolOrder(pool, `seq:run-${step}:1`);
      expect([...order].sort()).toEqual(pool);
      expect(poolOrder(pool, `seq:run-${step}:1`)).toEqual(order);
      starts.add(order[0]);
    }
    expect(starts.size).toBe(3);
    expect(poolOrder(['only@x'], 'k')).toEqual(['only@x']);
  });

  it('should answer the earliest moment a mailbox is free', () => {
    expect(earliestFree([new Date('2026-11-24T00:00:00Z'), new Date('2026-11-23T10:01:00Z')])).toEqual(new Date('2026-11-23T10:01:00Z'));
  });
});
