import { Injectable } from '@nestjs/common';
import { DEFAULT_SEND_WINDOW, anchoredRun, sendWindowProblems, type SendWindow } from 'src/modules/enrollment/policies/send-window.policy';
import { parseStepAnchor } from 'src/modules/enrollment/policies/step-anchor.policy';
import { SequencesRepository } from '../sequences.repository';
import { type AnchoredRunRow, SequenceMoveDateRepository } from './sequence-move-date.repository';

const windowOf = (row: AnchoredRunRow): SendWindow => {
  if (!row.send_window_json) return DEFAULT_SEND_WINDOW;
  const window = { ...row.send_window_json, timezone: row.timezone ?? 'UTC' };
  return sendWindowProblems(window).length === 0 ? (window as unknown as SendWindow) : DEFAULT_SEND_WINDOW;
};

/**
 * When an opportunity's move date changes (or passes), the live enrollments of its contact whose current step is
 * anchored on the move date get their next run recomputed (the rule's send window, the default one without a rule).
 * When the anchored moment is past, the run ends: status completed, end_reason 'move_date_passed' (the contact is
 * past the point the sequence was for; nothing failed and nobody canceled it). Without a move date nothing changes.
 */
@Injectable()
export class SequenceMoveDateService {
  constructor(
    private readonly sequences: SequencesRepository,
    private readonly runs: SequenceMoveDateRepository,
  ) {}

  async recompute(opportunityId: string, now: Date = new Date()): Promise<{ rescheduled: number; ended: number }> {
    return this.sequences.transaction(async (manager) => {
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
}
