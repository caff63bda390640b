import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface NewOutboxEvent {
  eventType: string;
  /** Unique per event: a second append with the same key is a no-op. */
  idempotencyKey: string;
  /** Ids and small scalars only. */
  payload: Record<string, string | number | boolean | null>;
}

/** The outbox_events table. Writes always join the caller's transaction. */
@Injectable()
export class OutboxRepository {
  async append(tx: EntityManager, event: NewOutboxEvent): Promise<void> {
    await tx.query(
      `INSERT INTO outbox_events (event_type, idempotency_key, payload) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING`,
      [event.eventType, event.idempotencyKey, JSON.stringify(event.payload)],
    );
  }
}
