import { outboxItemStatus } from './outbox-items.policy';

describe('outbox item status', () => {
  it('is processed once relayed, failed after a try, pending before', () => {
    expect(outboxItemStatus({ processed_at: new Date(), attempts: 3 })).toBe('processed');
    expect(outboxItemStatus({ processed_at: null, attempts: 1 })).toBe('failed');
    expect(outboxItemStatus({ processed_at: null, attempts: 0 })).toBe('pending');
  });
});
