/**
 * How the Outbox screen names an event's state: processed once relayed (processed_at set); failed while not relayed
 * after at least one try (attempts above 0); pending otherwise. Only unprocessed events may be retried by hand.
 */
export const OUTBOX_ITEM_STATUSES = ['pending', 'failed', 'processed'] as const;
export type OutboxItemStatus = (typeof OUTBOX_ITEM_STATUSES)[number];

export function outboxItemStatus(item: { processed_at: Date | string | null; attempts: number }): OutboxItemStatus {
  if (item.processed_at) return 'processed';
  return item.attempts > 0 ? 'failed' : 'pending';
}

export const RETRY_PROCESSED_MESSAGE = 'Only unprocessed outbox items can be retried';
