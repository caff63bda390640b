import { budgetWindows, earliestFree, limitedPeriods, poolOrder } from './mailbox-budget.policy';

describe('mailbox budget maths', () => {
  it('should place a moment in its minute and UTC day, each ending where the next begins', () => {
    const windows = budgetWindows(new Date('2026-11-23T23:59:41.250Z'));
    expect(windows.minute).toEqual({ start: new Date('2026-11-23T23:59:00Z'), end: new Date('2026-11-24T00:00:00Z') });
    expect(windows.day).toEqual({ start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-24T00:00:00Z') });
  });

  it('should count only limited windows, the day first', () => {
    expect(limitedPeriods({ perMinute: 30, perDay: 10000 })).toEqual([
      { period: 'day', limit: 10000 },
      { period: 'minute', limit: 30 },
    ]);
    expect(limitedPeriods({ perMinute: 0, perDay: 5 })).toEqual([{ period: 'day', limit: 5 }]);
    expect(limitedPeriods({ perMinute: 0, perDay: 0 })).toEqual([]);
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
