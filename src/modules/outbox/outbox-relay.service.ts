import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueue } from 'src/queue/job-queue.service';
import { relayBackoffMs, routeEvent } from './outbox-events.constants';
import { type DueOutboxEvent, OutboxRepository, type RelayOutcome } from './outbox.repository';

/** Events claimed per transaction. */
export const RELAY_BATCH = 100;
/**
 * Pause between polls when the outbox is empty (the relay runs back to back while there is a backlog). Fresh events
 * do not wait for it: their commit wakes the relay (OutboxWakeListener); the poll picks up retries that fall due and
 * anything committed while the listener was reconnecting.
 */
export const RELAY_IDLE_MS = 1000;
/** Processed events are kept this long for audit, then purged. */
export const RELAY_RETENTION_DAYS = 7;
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Worker role: moves outbox events into BullMQ. Each event becomes the job its route names, with `jobId` = the event
 * id, so an event delivered twice (the relay died after adding the job but before its transaction committed) is
 * still one job. Safe with any number of workers (SKIP LOCKED). A failed add (Redis down) is retried with
 * exponential backoff (1 s … 5 min), counted in `attempts` with the reason in `last_error`.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** A wake-up arrived during a run: run again at once (the run may have claimed before that commit). */
  private wokenWhileRunning = false;
  private lastPurge = 0;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly jobs: JobQueue,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs the relay now instead of at the next poll (called when an append commits). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => (this.running = null));
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let relayed = 0;
    try {
      relayed = await this.relayOnce();
      if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
        this.lastPurge = Date.now();
        await this.outbox.purgeProcessed(RELAY_RETENTION_DAYS);
      }
    } catch (error) {
      // PostgreSQL unreachable: nothing was claimed; try again at the idle pace.
      this.logger.warn({ err: (error as Error).message }, 'Outbox relay run failed');
    }
    const again = relayed === RELAY_BATCH || this.wokenWhileRunning;
    this.wokenWhileRunning = false;
    this.schedule(again ? 0 : RELAY_IDLE_MS);
  }

  /** Relays one batch of due events; returns how many were claimed. */
  async relayOnce(): Promise<number> {
    const outcomes = await this.outbox.relayDue(RELAY_BATCH, (events) => this.relay(events));
    const failed = outcomes.filter((outcome) => !outcome.ok).length;
    if (failed > 0) this.logger.warn({ failed, claimed: outcomes.length }, 'Outbox events not relayed; retrying with backoff');
    return outcomes.length;
  }

  private async relay(events: DueOutboxEvent[]): Promise<RelayOutcome[]> {
    const outcomes: RelayOutcome[] = [];
    // Wake-ups with a deduplication id collapse into one job per batch (the queue would collapse them anyway).
    const woken = new Set<string>();
    for (const event of events) {
      const route = routeEvent(event.eventType, event.payload, event.id);
      if (route === undefined) {
        outcomes.push({ id: event.id, ok: false, error: `Unknown outbox event ${event.eventType}`, retryInMs: relayBackoffMs(event.attempts + 1) });
        continue;
      }
      const dedupeId = route?.options?.deduplication?.id;
      if (route === null || (dedupeId !== undefined && woken.has(dedupeId))) {
        outcomes.push({ id: event.id, ok: true });
        continue;
      }
      try {
        await this.jobs.enqueue(route.name, route.data, { jobId: event.id, ...route.options });
        if (dedupeId !== undefined) woken.add(dedupeId);
        outcomes.push({ id: event.id, ok: true });
      } catch (error) {
        outcomes.push({ id: event.id, ok: false, error: (error as Error).message, retryInMs: relayBackoffMs(event.attempts + 1) });
      }
    }
    return outcomes;
  }
}
