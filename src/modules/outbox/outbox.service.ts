import { Injectable } from '@nestjs/common';
import { type NewOutboxEvent, OutboxRepository } from './outbox.repository';

/** The transaction handle of the caller's module (a TypeORM EntityManager). */
export type OutboxTransaction = Parameters<OutboxRepository['append']>[0];

/**
 * Domain events recorded in the same transaction as the change that caused them; the relay (operations issue)
 * publishes them to queues with jobId = event id, so duplicates collapse.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  append(tx: OutboxTransaction, event: NewOutboxEvent): Promise<void> {
    return this.outbox.append(tx, event);
  }
}
