import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { budgetWindows, limitedPeriods, type MailboxLimits } from './mailbox-budget.policy';

/** A reserved message, or the moment the mailbox has room again. */
export type Reservation = { ok: true } | { ok: false; until: Date };

/** Old windows are dropped now and then (about one reservation in this many), two days after they ended. */
const CLEANUP_EVERY = 1000;

/**
 * The only place that touches mailbox_send_usage: one counter row per mailbox and window, raised with a conditional
 * upsert so concurrent processes never count past the limit (the row lock orders them).
 */
@Injectable()
export class MailboxBudgetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one message against every limited window of the mailbox, all or none, in one short transaction. */
  async reserve(mailbox: string, limits: MailboxLimits, now: Date): Promise<Reservation> {
    const periods = limitedPeriods(limits);
    if (periods.length === 0) return { ok: true };
    const windows = budgetWindows(now);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      for (const { period, limit } of periods) {
        const rows = (await runner.query(
          `INSERT INTO mailbox_send_usage (mailbox, period, period_start, used) VALUES ($1, $2, $3, 1)
           ON CONFLICT (mailbox, period, period_start) DO UPDATE SET used = mailbox_send_usage.used + 1 WHERE mailbox_send_usage.used < $4
           RETURNING used`,
          [mailbox, period, windows[period].start, limit],
        )) as { used: number }[];
        if (rows.length === 0) {
          await runner.rollbackTransaction();
          return { ok: false, until: windows[period].end };
        }
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

  /** What the mailbox used in the windows `now` falls in (for explanations and tests). */
  async usage(mailbox: string, now: Date): Promise<{ minute: number; day: number }> {
    const windows = budgetWindows(now);
    const rows = (await this.dataSource.query(
      `SELECT period, used FROM mailbox_send_usage WHERE mailbox = $1 AND ((period = 'minute' AND period_start = $2) OR (period = 'day' AND period_start = $3))`,
      [mailbox, windows.minute.start, windows.day.start],
    )) as { period: 'minute' | 'day'; used: number }[];
    const of = (period: 'minute' | 'day') => rows.find((row) => row.period === period)?.used ?? 0;
    return { minute: of('minute'), day: of('day') };
  }
}
