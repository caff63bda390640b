import { Injectable } from '@nestjs/common';
import type { OutboxItemDto } from './dto/outbox-items.dto';
import { outboxItemStatus, type OutboxItemStatus } from './outbox-items.policy';
import { outboxItemNotFound, outboxItemProcessed } from './outbox-items.errors';
import { type OutboxItemRow, OutboxItemsRepository } from './outbox-items.repository';

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export function toOutboxItemDto(row: OutboxItemRow): OutboxItemDto {
  return {
    id: row.id, event_type: row.event_type, idempotency_key: row.idempotency_key, attempts: row.attempts,
    next_run_at: iso(row.next_run_at) ?? '', created_at: iso(row.created_at) ?? '', processed_at: iso(row.processed_at),
    last_error: row.last_error, payload: row.payload ?? {}, status: outboxItemStatus(row),
  };
}

/**
 * The Outbox screen: events by displayed status, and "Retry Now". Its routes are the Automation Run group's
 * (@OpsOnly: admins, or everyone when OPS_FOR_ALL), checked by the auth guard before they reach here.
 */
@Injectable()
export class OutboxItemsService {
  constructor(private readonly items: OutboxItemsRepository) {}

  async list(status: OutboxItemStatus, limit: number): Promise<OutboxItemDto[]> {
    return (await this.items.list(status, limit)).map(toOutboxItemDto);
  }

  /** Events per displayed status (the System Metrics debug figures). */
  counts(): Promise<Record<OutboxItemStatus, number>> {
    return this.items.counts();
  }

  async retry(id: string): Promise<OutboxItemDto> {
    const row = await this.items.retryNow(id);
    if (row) return toOutboxItemDto(row);
    throw (await this.items.find(id)) ? outboxItemProcessed() : outboxItemNotFound();
  }
}
