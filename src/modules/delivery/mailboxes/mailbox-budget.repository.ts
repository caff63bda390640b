import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import { budgetWindows, rollingDayRoom, rollingDaySince, type MailboxLimits } from './mailbox-budget.policy';

/** A reserved message, or the moment the mailbox has room again. */
export type Reservation = { ok: true } | { ok: false; until: Date };

/** Old windows are dropped now and then (about one reservation in this many), two days after they ended. */
const CLEANUP_EVERY = 1000;

/**
 * The only place that touches mailbox_send_usage: counter rows per mailbox and minute (the per-minute limit) and per
 * mailbox and hour (the rolling-day limit). A reservation counts one message against both, all or none, in one
 * short transaction; with a rolling-day limit it first takes the mailbox's transaction lock, so the hours it sums
 * cannot change under it and concurrent processes never count past either limit.
 */
@Injectable()
export class MailboxBudgetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async reserve(mailbox: string, limits: MailboxLimits, now: Date): Promise<Reservation> {
    if (limits.perDay <= 0 && limits.perMinute <= 0) return { ok: true };
    const windows = budgetWindows(now);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const refused = await this.count(runner, mailbox, limits, windows, now);
      if (refused) {
        await runner.rollbackTransaction();
        return refused;
      }
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
    if (Math.random() * CLEANUP_EVERY < 1) {
      await this.dataSource.query(`DELETE FROM mailbox_send_usage WHERE period_start < $1`, [new Date(now.getTime() - 3 * 86_400_000)]);
    }
    return { ok: true };
  }

  /** Inside the reservation's transaction: counts the message, or answers when the mailbox has room again. */
  private async count(runner: QueryRunner, mailbox: string, limits: MailboxLimits, windows: ReturnType<typeof budgetWindows>, now: Date): Promise<Reservation | null> {
    if (limits.perDay > 0) {
      await runner.query(`SELECT pg_advisory_xact_lock(hashtextextended('mailbox_send_usage:' || $1, 0))`, [mailbox]);
      const buckets = ((await runner.query(
        `SELECT period_start AS start, used FROM mailbox_send_usage WHERE mailbox = $1 AND period = 'hour' AND period_start > $2`,
        [mailbox, rollingDaySince(now)],
      )) as { start: Date; used: number }[]);
      const room = rollingDayRoom(buckets, limits.perDay);
      if (!room.ok) return room;
    }
    if (limits.perMinute > 0) {
      const rows = (await runner.query(
        `INSERT INTO mailbox_send_usage (mailbox, period, period_start, used) VALUES ($1, 'minute', $2, 1)
         ON CONFLICT (mailbox, period, period_start) DO UPDATE SET used = mailbox_send_usage.used + 1 WHERE mailbox_send_usage.used < $3
         RETURNING used`,
        [mailbox, windows.minute.start, limits.perMinute],
      )) as { used: number }[];
      if (rows.length === 0) return { ok: false, until: windows.minute.end };
    }
    if (limits.perDay > 0) {
      await runner.query(
        `INSERT INTO mailbox_send_usage (mailbox, period, period_start, used) VALUES ($1, 'hour', $2, 1)
         ON CONFLICT (mailbox, period, period_start) DO UPDATE SET used = mailbox_send_usage.used + 1`,
        [mailbox, windows.hour.start],
      );
    }
    return null;
  }

  /** What the mailbox used this minute and over the rolling day (for explanations and tests). */
  async usage(mailbox: string, now: Date): Promise<{ minute: number; day: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(sum(used) FILTER (WHERE period = 'minute' AND period_start = $2), 0)::int AS minute,
              coalesce(sum(used) FILTER (WHERE period = 'hour' AND period_start > $3), 0)::int AS day
       FROM mailbox_send_usage WHERE mailbox = $1`,
      [mailbox, budgetWindows(now).minute.start, rollingDaySince(now)],
    )) as { minute: number; day: number }[];
    return row;
  }
}
