import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import type { DecisionOutcome, UnknownSendDecisions } from 'src/modules/delivery/resolve-unknown/unknown-send-decisions.types';
import { nextOpenSlot, type SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import { afterSend, runWindow } from '../advancer/run-decision.policy';
import { RunActivityWriter } from '../advancer/run-activity.writer';
import { RunControlRepository, type RunForDecision } from './run-control.repository';
import { resolvedRunMove, waitsOnlyForDecision } from './run-control.policy';

/**
 * The hooks other modules use to steer a run (the inbound mail of the next issue: a reply stops the run, an
 * out-of-office pauses it until the person is back). Each change writes its outbox event and a timeline line in the
 * same transaction; a run that has already ended (or is not in a state the change applies to) answers false.
 */
@Injectable()
export class RunControlService implements UnknownSendDecisions {
  constructor(
    private readonly runs: RunControlRepository,
    private readonly activity: RunActivityWriter,
    private readonly outbox: OutboxService,
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly config: AppConfigService,
  ) {}

  /** Ends a live run as canceled with `reason` (e.g. reply_received). */
  stop(enrollmentId: string, reason: string): Promise<boolean> {
    return this.db.withTransaction(async () => {
      const run = await this.runs.stop(enrollmentId, reason);
      if (!run) return false;
      await this.outbox.append(OutboxEvent.SequenceRunEnded, { enrollmentId, step: run.current_step, status: 'canceled', reason }, `sequence_run.ended:${enrollmentId}`);
      await this.activity.append(run.contact_id, 'sequence_run_ended', `Sequence run stopped: ${run.sequence_name}`, reason);
      return true;
    });
  }

  /**
   * The contact answered: the run ends as completed with `reason` (reply_received), a 'Reply received' line with what
   * they wrote (at most 2,000 characters) and the completion line on the timeline.
   */
  completeForReply(enrollmentId: string, reason: string, replyText: string): Promise<boolean> {
    return this.db.withTransaction(async () => {
      const run = await this.runs.complete(enrollmentId, reason);
      if (!run) return false;
      await this.outbox.append(OutboxEvent.SequenceRunEnded, { enrollmentId, step: run.current_step, status: 'completed', reason }, `sequence_run.ended:${enrollmentId}`);
      await this.activity.append(run.contact_id, 'sequence_reply_received', 'Reply received', replyText.slice(0, 2000) || null);
      await this.activity.append(run.contact_id, 'sequence_run_completed', `Sequence completed: ${run.sequence_name}`, reason);
      return true;
    });
  }

  /**
   * The contact replied to a run whose sequence branches on a reply: the run moves on to the reply step (when it lies
   * ahead of the step it waits at), due after that step's own delay from now, with a timeline line. Answers the step,
   * or null when the run is not live or already at or past the reply step (branches never go back).
   */
  takeReplyBranch(enrollmentId: string): Promise<number | null> {
    return this.db.withTransaction(async () => {
      const run = await this.runs.moveToReplyStep(enrollmentId);
      if (!run) return null;
      await this.activity.append(run.contact_id, 'sequence_step_done', `Sequence moved to its reply path: ${run.sequence_name}`, `The contact replied; step ${run.current_step} is next`);
      return run.current_step;
    });
  }

  /**
   * Held (active, sending nothing) until the first open moment of the run's send window on `day` (yyyy-mm-dd in the
   * window's timezone), e.g. the day after an out-of-office return date. Answers that moment, or null when the run
   * is not live (ended, or paused by an operator).
   */
  pauseUntilDay(enrollmentId: string, day: string, reason: string): Promise<Date | null> {
    return this.db.withTransaction(async () => {
      const run = await this.runs.lockForDecision(enrollmentId);
      if (!run || !['pending', 'active'].includes(run.status)) return null;
      const window = this.windowOf(run);
      const start = DateTime.fromISO(day, { zone: window.timezone }).startOf('day');
      if (!start.isValid) return null;
      const until = nextOpenSlot(start.toJSDate(), window, this.config.advancer.holidays);
      return (await this.pause(enrollmentId, reason, { until })) ? until : null;
    });
  }

  /** Ends every live run of a contact as canceled with `reason` (e.g. unsubscribed), each with its event and timeline line; answers how many. */
  stopAllForContact(contactId: string, reason: string): Promise<number> {
    return this.db.withTransaction(async () => {
      const runs = await this.runs.stopForContact(contactId, reason);
      for (const run of runs) {
        await this.outbox.append(OutboxEvent.SequenceRunEnded, { enrollmentId: run.id, step: run.current_step, status: 'canceled', reason }, `sequence_run.ended:${run.id}`);
        await this.activity.append(run.contact_id, 'sequence_run_ended', `Sequence run stopped: ${run.sequence_name}`, reason);
      }
      return runs.length;
    });
  }

  /**
   * With `until`: the run stays active and sends nothing before then (held with the reason). Without: it is paused
   * until an operator reactivates it (`byUserId` recorded as who paused it).
   */
  pause(enrollmentId: string, reason: string, options: { until?: Date; byUserId?: string | null } = {}): Promise<boolean> {
    return this.db.withTransaction(async () => {
      const run = options.until ? await this.runs.holdUntil(enrollmentId, reason, options.until) : await this.runs.pause(enrollmentId, reason, options.byUserId ?? null);
      if (!run) return false;
      if (options.until) {
        await this.activity.append(run.contact_id, 'sequence_run_paused', `Sequence run paused until ${options.until.toISOString()}: ${run.sequence_name}`, reason);
      } else {
        await this.outbox.append(OutboxEvent.SequenceRunPaused, { enrollmentId, step: run.current_step, reason });
        await this.activity.append(run.contact_id, 'sequence_run_paused', `Sequence run paused: ${run.sequence_name}`, reason);
      }
      return true;
    });
  }

  /**
   * An operator confirmed that step `step` (1-based) went out at `sentAt` (a send the engine could not confirm): the
   * run moves on exactly as after a send the engine saw (the advancer's afterSend: the next step's delay from the
   * send or its move-date anchor; after the last step it completes), with the same outbox events and timeline lines.
   * A run the engine paused for this decision becomes active; one paused for another reason moves on but stays
   * paused. A run that ended or is on another step is left alone. Joins the caller's transaction.
   */
  confirmStepSent(enrollmentId: string, step: number, sent: { deliveryId: string; sentAt: Date; by: string }): Promise<DecisionOutcome> {
    return this.db.withTransaction(async () => {
      const run = await this.runs.lockForDecision(enrollmentId);
      if (!run || resolvedRunMove(run, step) === 'leave') return this.left(run);
      const { holidays } = this.config.advancer;
      const next = afterSend(nextStepOf(run), sent.sentAt, this.windowOf(run), run.move_date, holidays);
      const moved = next.kind === 'advance'
        ? await this.runs.moveOnAfterSend(run.id, { nextStep: next.step, at: next.at, sentAt: sent.sentAt, activate: waitsOnlyForDecision(run) })
        : await this.runs.completeAfterSend(run.id, next.reason, sent.sentAt);
      await this.outbox.append(OutboxEvent.SequenceStepSent,
        { enrollmentId: run.id, step, deliveryId: sent.deliveryId, sentAt: sent.sentAt.toISOString() }, `sequence_run.step_sent:${run.id}:${step}`);
      await this.activity.append(run.contact_id, 'sequence_email_sent', `Sequence email sent: ${run.sequence_name}, step ${step}`, `Confirmed as sent by ${sent.by}`);
      if (next.kind === 'end') {
        await this.outbox.append(OutboxEvent.SequenceRunEnded, { enrollmentId: run.id, step, status: 'completed', reason: next.reason }, `sequence_run.ended:${run.id}`);
        await this.activity.append(run.contact_id, 'sequence_run_completed', `Sequence completed: ${run.sequence_name}`, next.reason);
      }
      return { moved: true, run: moved };
    });
  }

  /**
   * An operator found that step `step` did not go out: the run is given the step again, due at the next open moment
   * of its send window (now when it is open). A run the engine paused for this decision becomes active; one paused
   * for another reason stays paused (its operator reactivates it); a run that ended or is on another step is left
   * alone. `why` becomes its last error. Joins the caller's transaction.
   */
  sendStepAgain(enrollmentId: string, step: number, why: string): Promise<DecisionOutcome> {
    return this.db.withTransaction(async () => {
      const run = await this.runs.lockForDecision(enrollmentId);
      if (!run || resolvedRunMove(run, step) === 'leave') return this.left(run);
      const at = nextOpenSlot(new Date(), this.windowOf(run), this.config.advancer.holidays);
      return { moved: true, run: await this.runs.sendStepAgain(run.id, { at, lastError: why, activate: waitsOnlyForDecision(run) }) };
    });
  }

  private left(run: RunForDecision | null): DecisionOutcome {
    return { moved: false, run: run ? { id: run.id, status: run.status, current_step: run.current_step, next_run_at: run.next_run_at } : null };
  }

  /** The run's send window, as the advancer reads it (contact's timezone, else the rule's, else the company's). */
  private windowOf(run: RunForDecision): SendWindow {
    const rule = run.rule_status === null ? null : { status: run.rule_status, timezone: run.rule_timezone ?? 'UTC', send_window_json: run.send_window_json };
    const contact = { email: null, timezone: run.contact_timezone, consent_status: 'unknown', unsubscribed: false, bounced: false };
    return runWindow({ contact, rule }, this.config.leads.timezone ?? 'UTC');
  }
}

const nextStepOf = (run: RunForDecision) =>
  run.next_order === null ? null : { step_order: run.next_order, delay_seconds: run.next_delay ?? 0, wait_until: run.next_wait_until };
