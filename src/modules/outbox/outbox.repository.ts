import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';

export interface NewOutboxEvent {
  eventType: string;
  /** Unique per event: a second append with the same key is a no-op. */
  idempotencyKey: string;
  /** Ids and small scalars only. */
  payload: Record<string, string | number | boolean | null>;
}

export interface DueOutboxEvent {
  id: string;
  eventType: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What the relay did with one claimed event. */
export type RelayOutcome = { id: string; ok: true } | { id: string; ok: false; error: string; retryInMs: number };

/** The PostgreSQL NOTIFY channel an append signals on (see OutboxWakeListener). */
export const OUTBOX_CHANNEL = 'outbox_events';

/** The outbox_events table. Appends always join the caller's transaction. */
@Injectable()
export class OutboxRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  /**
   * Records the event and NOTIFYs `OUTBOX_CHANNEL` in the same statement. PostgreSQL delivers a notification only
   * when its transaction commits (and drops it on rollback, folding repeats within one transaction into one), so a
   * listening relay wakes right after the commit and never for work that was not stored. Joins the current
   * transaction (the change that caused the event).
   */
  async append(event: NewOutboxEvent): Promise<void> {
    await this.appendAll([event]);
  }

  /** Several events in one statement (one round trip), with append's rules for each. */
  async appendAll(events: readonly NewOutboxEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.db.tx.query(
      `WITH inserted AS (
         INSERT INTO outbox_events (event_type, idempotency_key, payload)
         SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::jsonb[])
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id)
       SELECT pg_notify($4, '') FROM inserted LIMIT 1`,
      [events.map((e) => e.eventType), events.map((e) => e.idempotencyKey), events.map((e) => JSON.stringify(e.payload)), OUTBOX_CHANNEL],
    );
  }

  /**
   * Claims up to `limit` due events (FOR UPDATE SKIP LOCKED: relays on other instances take other rows), lets
   * `work` relay them and records the outcomes, all in one transaction. If the process dies inside `work`, the
   * transaction rolls back and the events are claimed again later; the jobs already added carry the event id as
   * their job id, so the second delivery collapses into the first.
   */
  async relayDue(limit: number, work: (events: DueOutboxEvent[]) => Promise<RelayOutcome[]>): Promise<RelayOutcome[]> {
    return this.dataSource.transaction(async (tx) => {
      const events: DueOutboxEvent[] = await tx.query(
        `SELECT id, event_type AS "eventType", payload, attempts FROM outbox_events
         WHERE processed_at IS NULL AND next_run_at <= now()
         ORDER BY next_run_at, created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (events.length === 0) return [];
      const outcomes = await work(events);
      const done = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.id);
      if (done.length > 0) await tx.query(`UPDATE outbox_events SET processed_at = now(), last_error = NULL WHERE id = ANY($1::uuid[])`, [done]);
      for (const outcome of outcomes) {
        if (outcome.ok) continue;
        await tx.query(
          `UPDATE outbox_events SET attempts = attempts + 1, last_error = $2, next_run_at = now() + make_interval(secs => $3::float / 1000) WHERE id = $1`,
          [outcome.id, outcome.error.slice(0, 2000), outcome.retryInMs],
        );
      }
      return outcomes;
    });
  }

  /** Deletes processed events older than `days` (at most 5,000 a call, so no statement runs long). */
  async purgeProcessed(days: number): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM outbox_events WHERE id IN (
         SELECT id FROM outbox_events WHERE processed_at < now() - make_interval(days => $1) LIMIT 5000)`,
      [days],
    )) as [unknown, number];
    return count;
  }

  /** Events not yet relayed, and the oldest one's age (for health and the operations screens). */
  async backlog(): Promise<{ pending: number; oldestSeconds: number | null; failing: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS pending,
              extract(epoch FROM now() - min(created_at))::float AS "oldestSeconds",
              count(*) FILTER (WHERE attempts > 0)::int AS failing
       FROM outbox_events WHERE processed_at IS NULL`,
    )) as { pending: number; oldestSeconds: number | null; failing: number }[];
    return row;
  }
}
