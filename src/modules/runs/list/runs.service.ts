import { Injectable } from '@nestjs/common';
import { IANAZone } from 'luxon';
import type { Writer } from 'src/common/access/write-access.policy';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { DEFAULT_SEND_WINDOW, nextOpenSlot, ruleWindow, type SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import { usFederalHolidays } from 'src/modules/sequences/schedule/us-holidays';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import type { BulkRunActionResponseDto, BulkRunOutcomeDto, RunDto, RunListResponseDto } from './dto/runs.dto';
import { actionRefusal, advanceOutcome, type BulkRunAction, mayAct, type RunAction, runState, type RunStateFilter } from './run-state.policy';
import { actionDenied, actionRefused, runNotFound, RunsError } from './runs.errors';
import { type LockedRun, type RunRow, RunsRepository } from './runs.repository';

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);
const fullName = (first: string | null, last: string | null): string | null => {
  const name = [first, last].map((part) => part?.trim() ?? '').filter((part) => part !== '').join(' ');
  return name === '' ? null : name;
};

export interface RunListParams {
  state: RunStateFilter;
  dueOnly: boolean;
  sequenceId?: string;
  search?: string;
  page: number;
  limit: number;
}

export function toRunDto(row: RunRow, viewer: Writer): RunDto {
  const name = fullName(row.first_name, row.last_name);
  return {
    id: row.id, contact_id: row.contact_id, first_name: row.first_name, last_name: row.last_name, contact_name: name, customer_name: name,
    email: row.email, sequence_id: row.sequence_id, sequence_name: row.sequence_name, state: runState(row.status), status: row.status,
    // Stored 1-based; the screens count from 0 ('Step N' is current_step + 1).
    current_step: row.current_step - 1, retry_count: row.retry_count, next_run_at: iso(row.next_run_at), end_reason: row.end_reason,
    created_at: iso(row.created_at) ?? '', updated_at: iso(row.updated_at) ?? '',
    can_act: mayAct(viewer, row),
  };
}

/**
 * Active Runs and the Live Queue: the runs list and the operator's actions on one run. Each action locks the run,
 * checks the move (run-state.policy), writes it and records its outbox events in one transaction: the run events
 * the engine writes too (sequence_run.paused / sequence_run.ended) and `enrollment.run_action` (who acted and why).
 */
@Injectable()
export class RunsService {
  constructor(
    private readonly runs: RunsRepository,
    private readonly outbox: OutboxService,
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly config: AppConfigService,
  ) {}

  async list(q: RunListParams, viewer: Writer): Promise<RunListResponseDto> {
    const { rows, total, exact } = await this.runs.list({
      state: q.state, dueOnly: q.dueOnly, sequenceId: q.sequenceId ?? null, search: q.search ?? null, limit: q.limit, offset: (q.page - 1) * q.limit,
    });
    const data = rows.map((row) => toRunDto(row, viewer));
    return {
      success: true, data, enrollments: data,
      pagination: { page: q.page, total, pages: Math.ceil(total / q.limit), limit: q.limit, total_exact: exact },
    };
  }

  /**
   * Pause or cancel many runs in one call. Each run is its own action (its own transaction, the same checks and
   * records as on one run), so a run the user may not change, or that cannot move, is reported and left as it is
   * while the others are changed.
   */
  async bulk(action: BulkRunAction, ids: string[], user: AuthUser, reason: string | null): Promise<BulkRunActionResponseDto> {
    const results: BulkRunOutcomeDto[] = [];
    for (const id of ids) {
      try {
        await this.act(id, action, user, reason);
        results.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof RunsError)) throw error;
        const refusal = error.envelope.reason;
        results.push({ id, ok: false, error_code: error.code, error: error.message, ...(typeof refusal === 'string' ? { reason: refusal } : {}) });
      }
    }
    const changed = results.filter((result) => result.ok).length;
    return { success: true, action, changed, failed: results.length - changed, results };
  }

  async act(id: string, action: RunAction, user: AuthUser, reason: string | null): Promise<RunDto> {
    return this.db.withTransaction(async () => {
      const run = await this.runs.lock(id);
      if (!run) throw runNotFound();
      if (!mayAct(user, run)) throw actionDenied();
      const refusal = actionRefusal(action, run.status, run.held_by_sequence);
      if (refusal) throw actionRefused(refusal);
      const who = user.displayName || user.email;
      const step = run.current_step;
      if (action === 'pause') {
        const why = reason ?? `paused by ${who}`;
        await this.runs.pause(id, user.id, why);
        await this.outbox.append(OutboxEvent.SequenceRunPaused, { enrollmentId: id, step, reason: why });
      } else if (action === 'reactivate') {
        await this.runs.reactivate(id, this.nextRunInWindow(run));
      } else if (action === 'cancel') {
        const why = `canceled by ${who}${reason ? `: ${reason}` : ''}`;
        await this.runs.end(id, 'canceled', why);
        await this.outbox.append(OutboxEvent.SequenceRunEnded, { enrollmentId: id, step, status: 'canceled', reason: why }, `sequence_run.ended:${id}`);
      } else {
        const next = advanceOutcome(step, run.step_count);
        if (next.complete) {
          const why = `advanced past the last step by ${who}`;
          await this.runs.end(id, 'completed', why);
          await this.outbox.append(OutboxEvent.SequenceRunEnded, { enrollmentId: id, step, status: 'completed', reason: why }, `sequence_run.ended:${id}`);
        } else {
          await this.runs.moveToStep(id, next.step);
        }
      }
      // The operator's own record (who acted and why), besides the run events the engine also writes.
      await this.outbox.append(OutboxEvent.RunActionTaken, { enrollmentId: id, action, userId: user.id, reason });
      const row = await this.runs.row(id);
      if (!row) throw runNotFound();
      return toRunDto(row, user);
    });
  }

  /**
   * A reactivated run's next run: its stored one, or now when that has passed, moved into the send window. The
   * window is its rule's (else Monday to Friday 8-18) in the contact's timezone, else the rule's, else the company's;
   * US federal holidays are closed.
   */
  private nextRunInWindow(run: LockedRun): Date {
    const zone = [run.contact_timezone, run.rule_timezone, this.config.leads.timezone].find((z): z is string => !!z && IANAZone.isValidZone(z)) ?? 'UTC';
    const window: SendWindow = run.rule_window ? ruleWindow(run.rule_window, zone) : { ...DEFAULT_SEND_WINDOW, timezone: zone };
    const now = new Date();
    const from = run.next_run_at && new Date(run.next_run_at) > now ? new Date(run.next_run_at) : now;
    const year = from.getUTCFullYear();
    return nextOpenSlot(from, window, usFederalHolidays(year - 1, year + 2));
  }
}
