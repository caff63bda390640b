import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OutboxItemStatus } from './outbox-items.policy';
import { OUTBOX_CHANNEL } from './outbox.repository';

export interface OutboxItemRow {
  id: string;
  event_type: string;
  idempotency_key: string;
  attempts: number;
  next_run_at: Date;
  created_at: Date;
  processed_at: Date | null;
  last_error: string | null;
  payload: Record<string, unknown>;
}

const COLUMNS = 'id, event_type, idempotency_key, attempts, next_run_at, created_at, processed_at, last_error, payload';

/** Each status read in the order of its index: waiting events by when they run next, processed ones newest first. */
const SHAPES: Record<OutboxItemStatus, string> = {
  pending: 'WHERE processed_at IS NULL AND attempts = 0 ORDER BY next_run_at, id',
  failed: 'WHERE processed_at IS NULL AND attempts > 0 ORDER BY next_run_at, id',
  processed: 'WHERE processed_at IS NOT NULL ORDER BY processed_at DESC, id',
};

/** The outbox_events table as the Outbox screen reads it, and its manual retry. */
@Injectable()
export class OutboxItemsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(status: OutboxItemStatus, limit: number): Promise<OutboxItemRow[]> {
    return (await this.dataSource.query(`SELECT ${COLUMNS} FROM outbox_events ${SHAPES[status]} LIMIT $1`, [limit])) as OutboxItemRow[];
  }

  async find(id: string): Promise<OutboxItemRow | null> {
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM outbox_events WHERE id = $1`, [id])) as OutboxItemRow[];
    return rows[0] ?? null;
  }

  /**
   * Makes an unprocessed event due now and wakes the relays (the NOTIFY goes out on commit); null when the event is
   * already processed (or gone). Attempts and the last error stay as a record of what happened.
   */
  async retryNow(id: string): Promise<OutboxItemRow | null> {
    const rows = (await this.dataSource.query(
      `WITH due AS (UPDATE outbox_events SET next_run_at = now() WHERE id = $1 AND processed_at IS NULL RETURNING ${COLUMNS})
       SELECT due.*, pg_notify($2, '') AS woken FROM due`,
      [id, OUTBOX_CHANNEL],
    )) as (OutboxItemRow & { woken: boolean })[];
    if (!rows[0]) return null;
    const { woken: _woken, ...row } = rows[0];
    return row;
  }

  /** Events per displayed status (for /metrics/debug). */
  async counts(): Promise<Record<OutboxItemStatus, number>> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE processed_at IS NULL AND attempts = 0)::int AS pending,
              count(*) FILTER (WHERE processed_at IS NULL AND attempts > 0)::int AS failed,
              (SELECT count(*)::int FROM outbox_events WHERE processed_at IS NOT NULL) AS processed
       FROM outbox_events WHERE processed_at IS NULL`,
    )) as Record<OutboxItemStatus, number>[];
    return row;
  }
}
