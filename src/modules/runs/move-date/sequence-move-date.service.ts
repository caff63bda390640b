import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_SEND_WINDOW, anchoredRun, sendWindowProblems, type SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import { parseStepAnchor } from 'src/modules/sequences/schedule/step-anchor.policy';
import { type AnchoredRunRow, SequenceMoveDateRepository } from './sequence-move-date.repository';

const windowOf = (row: AnchoredRunRow): SendWindow => {
  if (!row.send_window_json) return DEFAULT_SEND_WINDOW;
  const window = { ...row.send_window_json, timezone: row.timezone ?? 'UTC' };
  return sendWindowProblems(window).length === 0 ? (window as unknown as SendWindow) : DEFAULT_SEND_WINDOW;
};

export interface MoveDateRecompute {
  rescheduled: number;
  ended: number;
}

/**
 * When an opportunity's move date changes (or passes), the live enrollments of its contact whose current step is
 * anchored on the move date get their next run recomputed (the rule's send window, the default one without a rule)
 * from the contact's move date (its newest opportunity with one, as the first run reads it). When the anchored
 * moment is past, the run ends: status completed, end_reason 'move_date_passed' (the contact is past the point the
 * sequence was for; nothing failed and nobody canceled it). Without a move date nothing changes.
 *
 * Called by the enrollment queue: RecomputeMoveDateRuns for every `opportunity.move_date_changed` outbox event (a
 * trigger records one for any write that changes a move date), and EndPassedMoveDateRuns once a day.
 */
@Injectable()
export class SequenceMoveDateService {
  private readonly logger = new Logger(SequenceMoveDateService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runs: SequenceMoveDateRepository,
  ) {}

  async recompute(opportunityId: string, now: Date = new Date()): Promise<MoveDateRecompute> {
    return this.dataSource.transaction(async (manager) => {
      let rescheduled = 0;
      let ended = 0;
      for (const row of await this.runs.lockAnchoredRuns(manager, opportunityId)) {
        const anchor = parseStepAnchor(row.wait_until);
        if (!anchor || !row.move_date) continue;
        const at = anchoredRun(row.move_date, anchor.offset_days, anchor.send_hour, windowOf(row), { now });
        if (at) {
          await this.runs.reschedule(manager, row.id, at);
          rescheduled += 1;
        } else {
          await this.runs.endPassed(manager, row.id);
          ended += 1;
        }
      }
      return { rescheduled, ended };
    });
  }

  /**
   * The daily pass: every run whose anchored day is today or earlier (a day of margin for time zones) is recomputed,
   * so runs whose moment has passed end with 'move_date_passed' even when nobody touched the move date. One short
   * transaction per opportunity; answers the totals and how many opportunities were checked.
   */
  async endPassedRuns(now: Date = new Date()): Promise<MoveDateRecompute & { checked: number }> {
    const opportunities = await this.runs.dueForCheck(this.dataSource.manager, now.toISOString().slice(0, 10));
    const total = { rescheduled: 0, ended: 0, checked: opportunities.length };
    for (const opportunityId of opportunities) {
      const result = await this.recompute(opportunityId, now);
      total.rescheduled += result.rescheduled;
      total.ended += result.ended;
    }
    if (total.ended > 0) this.logger.log(total, 'Runs past their move date ended');
    return total;
  }
}
