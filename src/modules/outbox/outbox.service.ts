import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { OutboxEvent, OutboxEventPayloads } from './outbox-events.constants';
import { OutboxRepository } from './outbox.repository';

/** One event of appendAll: the catalogued event, its payload and, optionally, its idempotency key. */
export type OutboxAppend = { [E in OutboxEvent]: { event: E; payload: OutboxEventPayloads[E]; idempotencyKey?: string } }[OutboxEvent];

/**
 * The outbox's door: modules record catalogued events inside their own transaction; the relay (worker role)
 * turns them into queue jobs after the commit.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  /**
   * Records `event` in the current transaction (call it inside the change's `withTransaction`). `idempotencyKey`:
   * the same key twice records one event (e.g. one callback reminder per call); without one, every append is new.
   */
  append<E extends OutboxEvent>(event: E, payload: OutboxEventPayloads[E], idempotencyKey?: string): Promise<void> {
    return this.outbox.append({ eventType: event, idempotencyKey: idempotencyKey ?? `${event}:${randomUUID()}`, payload });
  }

  /** Several events in one round trip, in the current transaction (append's rules for each). */
  appendAll(events: readonly OutboxAppend[]): Promise<void> {
    return this.outbox.appendAll(events.map(({ event, payload, idempotencyKey }) => ({ eventType: event, idempotencyKey: idempotencyKey ?? `${event}:${randomUUID()}`, payload })));
  }

  backlog(): ReturnType<OutboxRepository['backlog']> {
    return this.outbox.backlog();
  }
}
