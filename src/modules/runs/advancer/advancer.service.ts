import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import type { AdvancerSettings } from './advancer.config';
import { AdvancerRepository, type Lease, type LoadedRun } from './advancer.repository';
import type { StepHandler, StepOutcome } from '../steps/step-handler.types';
import { StepHandlers } from '../steps/step-handlers.registry';
import { StepConditionsService } from '../conditions/step-conditions.service';
import { branchedNext } from './reply-branch.policy';
import { capDayOf, capHoldUntil, decideRun, type AfterSend, type DecisionContext, type HoldReason, type RunDecision } from './run-decision.policy';
import type { RecordedRun } from './run-records.policy';
import { RunRecordsWriter } from './run-records.writer';
import type { SendWindow } from 'src/modules/sequences/schedule/send-window.policy';

export interface BatchSummary {
  claimed: number;
  sent: number;
  held: number;
  ended: number;
  paused: number;
  retried: number;
  /** Runs given back untouched (the lease was running out, or a change lost its lease). */
  released: number;
  /** Steps carried out without an email (step types that send none). */
  done: number;
  /** For each sent step: how late it went out after its next_run_at (ms). */
  latenessMs: number[];
}

const emptySummary = (): BatchSummary => ({ claimed: 0, sent: 0, held: 0, ended: 0, paused: 0, retried: 0, released: 0, done: 0, latenessMs: [] });

/**
 * Sends are not started once less than this is left of the batch's lease (the run is given back instead), so a slow
 * batch never sends a step whose lease another worker may already have taken over: a third of the lease, at most 15 s.
 */
const leaseMarginMs = (leaseSeconds: number): number => Math.min(15_000, (leaseSeconds * 1000) / 3);
/** A sender that throws (not an outcome) is tried again after 30 s, 1 min, 2 min … at most an hour. */
const crashBackoffMs = (retries: number): number => Math.min(30_000 * 2 ** Math.min(retries, 7), 3600_000);

/**
 * The sequence advancer: claims due runs in batches (with a lease, any number of workers side by side), decides at
 * send time whether each may go (contact, sequence, rule, step, send window, daily caps for steps that send email),
 * carries the step out through its type's handler (an email step: the delivery module's SequenceSender), and moves
 * the run on: next step, completed, held with its reason, retried,
 * paused or ended. Every change is guarded by the lease and written with its outbox event (and a timeline line on
 * the opportunity for sends, pauses and ends) in one transaction.
 */
@Injectable()
export class AdvancerService {
  private readonly logger = new Logger(AdvancerService.name);
  private readonly settings: AdvancerSettings;
  private readonly ctx: DecisionContext;
  private readonly companyTimezone: string;
  /**
   * Sends in flight in this process, across every batch and job: each holds a database connection for its whole
   * provider call (the sender's per-step lock), so they stay at half the pool, leaving the rest for the claims and
   * the transactions that record the outcomes.
   */
  private readonly sendSlots: Semaphore;

  constructor(
    private readonly repo: AdvancerRepository,
    private readonly records: RunRecordsWriter,
    private readonly db: TransactionHost<TypeOrmTransactions>,
    config: AppConfigService,
    private readonly steps: StepHandlers,
    private readonly conditions: StepConditionsService,
    @Optional() @Inject(EngineCounters) private readonly counters: EngineCounters | null = null,
  ) {
    this.settings = config.advancer;
    this.companyTimezone = config.leads.timezone ?? 'UTC';
    this.sendSlots = new Semaphore(Math.max(1, Math.min(this.settings.concurrency, Math.floor(config.database.poolSize / 2))));
    this.ctx = { companyTimezone: this.companyTimezone, holidays: this.settings.holidays, holdRecheckMs: this.settings.holdRecheckMs, stepBlocker: (step, order) => steps.blocker(step, order) };
  }

  /** Claims and works off batches until one comes back short or `maxMs` is spent; answers the totals. */
  async drain(maxMs: number = this.settings.maxLoopMs): Promise<BatchSummary & { batches: number }> {
    const total = { ...emptySummary(), batches: 0 };
    const until = Date.now() + maxMs;
    for (;;) {
      const batch = await this.runBatch();
      total.batches += 1;
      for (const key of ['claimed', 'sent', 'held', 'ended', 'paused', 'retried', 'released', 'done'] as const) total[key] += batch[key];
      total.latenessMs.push(...batch.latenessMs);
      if (batch.claimed < this.settings.batchSize || Date.now() >= until) return total;
    }
  }

  /** One batch: claim, decide, reserve the caps, send, advance. */
  async runBatch(): Promise<BatchSummary> {
    const summary = emptySummary();
    const token = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const leaseEnds = Date.now() + this.settings.leaseSeconds * 1000;
    const claimed = await this.repo.claim(this.settings.batchSize, this.settings.leaseSeconds, token);
    summary.claimed = claimed.length;
    if (claimed.length === 0) return summary;
    const runs = await this.repo.load(claimed.map((run) => run.id), token);
    const loadedIds = new Set(runs.map((run) => run.id));
    const gone = claimed.filter((run) => !loadedIds.has(run.id)).map((run) => run.id);
    await this.repo.release(gone, token);
    summary.released += gone.length;

    const now = new Date();
    type Go = { run: LoadedRun; window: SendWindow; handler: StepHandler };
    const sends: Go[] = [];
    const go: Go[] = [];
    for (const run of runs) {
      const lease: Lease = { id: run.id, token, step: run.current_step };
      const decision = decideRun(run, now, this.ctx);
      if (decision.kind !== 'send') {
        await this.apply(lease, run, decision, summary);
        continue;
      }
      // decideRun lets a step go only when its type's handler exists (an unknown type is blocked); were one missing
      // anyway, the run is given back untouched rather than kept claimed.
      const handler = run.step ? this.steps.get(run.step.type) : null;
      if (handler) (handler.sendsEmail ? sends : go).push({ run, window: decision.window, handler });
      else {
        await this.repo.release([run.id], token);
        summary.released += 1;
      }
    }

    const day = capDayOf(now, this.companyTimezone);
    // The step's conditions, read for the whole batch at once: stop_if ends the run here, skip_if passes the step over
    // (the run moves on as if it were done: no send, no cap).
    const verdicts = await this.conditions.verdicts([...sends, ...go].map(({ run }) => run), day);
    for (const { run, window, handler } of [...sends, ...go]) {
      const verdict = verdicts.get(run.id);
      if (!verdict) continue;
      const lease: Lease = { id: run.id, token, step: run.current_step };
      if (verdict.kind === 'stop') {
        await this.apply(lease, run, { kind: 'end', status: 'completed', reason: 'stop_condition', detail: `Stopped at step ${run.current_step}: ${verdict.text}` }, summary);
      } else {
        await this.applyOutcome(lease, run, window, handler, { kind: 'done', at: now, title: `Skipped step ${run.current_step}: ${verdict.text}`, detail: run.sequence_name }, summary, true);
      }
    }
    if (verdicts.size > 0) {
      sends.splice(0, sends.length, ...sends.filter(({ run }) => !verdicts.has(run.id)));
      go.splice(0, go.length, ...go.filter(({ run }) => !verdicts.has(run.id)));
    }

    // Daily caps: one reservation for the batch; runs beyond what is left wait for the next cap day's opening.
    const wants = new Map<string, number>();
    for (const { run } of sends) wants.set(run.sequence_id, (wants.get(run.sequence_id) ?? 0) + 1);
    const { grants, limitedBy } = sends.length > 0
      ? await this.repo.reserveSends(day, wants, this.settings.orgDailyCap, this.settings.sequenceDailyCap)
      : { grants: new Map<string, number>(), limitedBy: new Map<string, 'org' | 'sequence'>() };
    const unused = new Map<string, number>();
    for (const send of sends) {
      const left = grants.get(send.run.sequence_id) ?? 0;
      if (left > 0) {
        grants.set(send.run.sequence_id, left - 1);
        go.push(send);
        continue;
      }
      const reason: HoldReason = limitedBy.get(send.run.sequence_id) === 'sequence' ? 'cap_reached:sequence' : 'cap_reached:org';
      const until = capHoldUntil(now, send.window, this.companyTimezone, this.settings.holidays);
      const which = reason === 'cap_reached:org' ? 'organisation' : 'sequence';
      await this.apply({ id: send.run.id, token, step: send.run.current_step }, send.run,
        { kind: 'hold', until, reason, detail: `The daily ${which} send cap is reached until ${until.toISOString()}` }, summary);
    }

    // Every send is waited for (allSettled) before the caps it did not use are given back, even when recording one
    // outcome failed (the database went away mid-batch): a reservation must not stay counted for the rest of the day.
    const settled = await Promise.allSettled(go.map(({ run, window, handler }) => this.sendSlots.run(async () => {
      const lease: Lease = { id: run.id, token, step: run.current_step };
      if (Date.now() > leaseEnds - leaseMarginMs(this.settings.leaseSeconds)) {
        await this.repo.release([run.id], token);
        summary.released += 1;
        if (handler.sendsEmail) unused.set(run.sequence_id, (unused.get(run.sequence_id) ?? 0) + 1);
        return;
      }
      let outcome: StepOutcome;
      try {
        outcome = await handler.execute({ enrollmentId: run.id, stepOrder: run.current_step, window });
      } catch (error) {
        const message = (error as Error).message;
        this.logger.warn({ enrollmentId: run.id, step: run.current_step, err: message }, 'Sequence send threw; retrying later');
        outcome = { kind: 'retry', at: new Date(Date.now() + crashBackoffMs(run.retry_count)), reason: `send_error: ${message}` };
      }
      const counted = await this.applyOutcome(lease, run, window, handler, outcome, summary);
      if (!counted && handler.sendsEmail) unused.set(run.sequence_id, (unused.get(run.sequence_id) ?? 0) + 1);
    })));
    await this.repo.releaseSends(day, unused);
    const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    this.counters?.increment('sequence_advancer_processed_total', summary.sent + summary.done + summary.held + summary.ended + summary.paused + summary.retried);
    return summary;
  }

  /** A decision other than send: hold, pause by the sequence, or end. */
  private async apply(lease: Lease, run: LoadedRun, decision: Exclude<RunDecision, { kind: 'send' }>, summary: BatchSummary): Promise<void> {
    const done = await this.db.withTransaction(async () => {
      if (decision.kind === 'hold') {
        if (!(await this.repo.hold(lease, decision.until, decision.reason, decision.detail))) return false;
        summary.held += 1;
        return true;
      }
      if (decision.kind === 'pause_by_sequence') {
        if (!(await this.repo.pause(lease, decision.reason, 'The sequence is paused', true))) return false;
        await this.records.paused(this.recorded(lease, run), decision.reason, 'The sequence is paused');
        summary.paused += 1;
        return true;
      }
      const lastError = decision.status === 'failed' ? decision.detail : null;
      if (!(await this.repo.end(lease, decision.status, decision.reason, lastError))) return false;
      await this.records.ended(this.recorded(lease, run), decision.status, decision.reason, decision.detail);
      summary.ended += 1;
      return true;
    });
    if (!done) summary.released += 1;
    // A run failed before any send (the sender counts the failures it meets itself).
    else if (decision.kind === 'end' && decision.status === 'failed') this.counters?.increment('sequence_errors_total');
  }

  /**
   * Applies what the step's handler answered; true when the send counts against the caps (sent, or possibly sent).
   * `skipped`: the step was passed over by its skip condition (counted per step), not carried out.
   */
  private async applyOutcome(lease: Lease, run: LoadedRun, window: SendWindow, handler: StepHandler, outcome: StepOutcome, summary: BatchSummary, skipped = false): Promise<boolean> {
    switch (outcome.kind) {
      case 'sent': {
        const next = handler.after(branchedNext(run.current_step, run.next, run.branches), outcome.sentAt, window, run.move_date, this.settings.holidays);
        if (await this.records.recordSent({ lease, next, sentAt: outcome.sentAt, run: this.recorded(lease, run), deliveryId: outcome.deliveryId })) {
          summary.sent += 1;
          summary.latenessMs.push(Math.max(0, outcome.sentAt.getTime() - run.next_run_at.getTime()));
        } else {
          summary.released += 1;
        }
        return true;
      }
      case 'done': {
        // Carried out without an email (a wait over, a task done): the run moves on — to the following step, or where
        // the outcome routes it — counted against no cap.
        const route = outcome.route;
        const next: AfterSend = route?.to === 'end'
          ? { kind: 'end', status: 'completed', reason: route.reason }
          : handler.after(route?.to === 'step' ? route.next : branchedNext(run.current_step, run.next, run.branches), outcome.at, window, run.move_date, this.settings.holidays);
        const moved = await this.records.recordSent({
          lease, next, sentAt: null, run: this.recorded(lease, run), deliveryId: null, done: { title: outcome.title, detail: outcome.detail },
          ...(skipped ? { tally: { sequenceId: run.sequence_id, name: 'skipped' as const } } : {}),
        });
        summary[moved ? 'done' : 'released'] += 1;
        return false;
      }
      case 'waiting': {
        const done = await this.db.withTransaction(() => this.repo.hold(lease, outcome.until, 'call_task', outcome.detail));
        summary[done ? 'held' : 'released'] += 1;
        return false;
      }
      case 'retry': {
        const reason: HoldReason = outcome.reason === 'mailbox_budget' || outcome.reason === 'mailbox_paused' || outcome.reason === 'domain_held' ? outcome.reason : 'retry';
        const why = outcome.detail ? `${outcome.reason}: ${outcome.detail}` : outcome.reason;
        const detail = reason === 'mailbox_budget' ? `The mailbox budget is used up until ${outcome.at.toISOString()}`
          : reason === 'mailbox_paused' ? `Every sending mailbox is paused; looked at again at ${outcome.at.toISOString()}`
            : reason === 'domain_held' ? `The recipient's domain refused one of our sends on policy grounds; held back until ${outcome.at.toISOString()}`
              : `Sending again at ${outcome.at.toISOString()} (${why})`;
        const done = await this.db.withTransaction(() => this.repo.hold(lease, outcome.at, reason, detail, why, true));
        summary[done ? 'retried' : 'released'] += 1;
        return false;
      }
      case 'failed': {
        const done = await this.db.withTransaction(async () => {
          if (!(await this.repo.end(lease, 'failed', outcome.reason, outcome.reason))) return false;
          await this.records.ended(this.recorded(lease, run), 'failed', outcome.reason, outcome.reason);
          return true;
        });
        summary[done ? 'ended' : 'released'] += 1;
        return false;
      }
      case 'unknown': {
        const detail = 'An earlier send of this step could not be confirmed; an operator decides whether it went out';
        const done = await this.db.withTransaction(async () => {
          if (!(await this.repo.pause(lease, 'delivery_unknown', detail, false, `Delivery ${outcome.deliveryId}: outcome unknown`))) return false;
          await this.records.paused(this.recorded(lease, run), 'delivery_unknown', detail);
          return true;
        });
        summary[done ? 'paused' : 'released'] += 1;
        return true;
      }
    }
  }

  /** The run as its records name it. */
  private recorded(lease: Lease, run: LoadedRun): RecordedRun & { contactId: string } {
    return { id: lease.id, step: lease.step, sequenceName: run.sequence_name, contactId: run.contact_id };
  }
}

/** At most `size` tasks at once; the others wait in order. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
