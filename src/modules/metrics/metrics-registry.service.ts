import { Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { OutboxItemsService } from 'src/modules/outbox/outbox-items.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { ALL_QUEUES } from 'src/queue/queue.constants';
import { EngineCounters } from './engine-counters.service';
import { ENGINE_COUNTER_HELP, ENGINE_COUNTERS, type EngineCounterName } from './metrics.constants';
import { MetricsRepository } from './metrics.repository';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;

export interface MetricsSnapshot {
  deliveries_committed_total: number;
  sequence_ready_enrollments: number;
  sequence_advancer_processed_total: number;
  sequence_errors_total: number;
}

export interface DebugMetrics {
  pending_outbox: number;
  failed_outbox: number;
  processed_outbox: number;
  active_enrollments: number;
}

/**
 * This API process's Prometheus registry (one per app, not prom-client's global one, so several apps in one process
 * never clash): process defaults, HTTP latency, and at each scrape the engine counters from Redis, the ready runs
 * from the database and the queue depths from BullMQ.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly logger = new Logger(MetricsRegistry.name);
  /** Last sums read from Redis: kept while Redis is away, so a counter never appears to go back to 0. */
  private lastCounters: Record<EngineCounterName, number> = { deliveries_committed_total: 0, sequence_advancer_processed_total: 0, sequence_errors_total: 0 };

  constructor(
    private readonly counters: EngineCounters,
    private readonly figures: MetricsRepository,
    private readonly outbox: OutboxItemsService,
    private readonly jobs: JobQueue,
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    const engineCounters = (): Promise<Record<EngineCounterName, number>> => this.engineCounters();
    for (const name of ENGINE_COUNTERS) {
      new Counter({
        name, help: ENGINE_COUNTER_HELP[name], registers: [this.registry],
        async collect(this: Counter) {
          const value = (await engineCounters())[name];
          this.reset();
          this.inc(value);
        },
      });
    }
    new Gauge({
      name: 'sequence_ready_enrollments', help: 'Active runs due now (next_run_at passed), waiting for the advancer', registers: [this.registry],
      async collect(this: Gauge) {
        this.set(await figures.readyEnrollments());
      },
    });
    const logger = this.logger;
    new Gauge({
      name: 'queue_jobs', help: 'BullMQ jobs per queue and state', labelNames: ['queue', 'state'], registers: [this.registry],
      async collect(this: Gauge<'queue' | 'state'>) {
        this.reset();
        for (const queue of ALL_QUEUES) {
          try {
            const counts = await jobs.queue(queue).getJobCounts(...QUEUE_STATES);
            for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
          } catch (error) {
            logger.debug({ err: (error as Error).message, queue }, 'Queue depth not read');
          }
        }
      },
    });
  }

  /** The Prometheus text of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  async snapshot(): Promise<MetricsSnapshot> {
    const [counters, ready] = await Promise.all([this.engineCounters(), this.figures.readyEnrollments()]);
    return { ...counters, sequence_ready_enrollments: ready };
  }

  async debug(): Promise<DebugMetrics> {
    const [outbox, active] = await Promise.all([this.outbox.counts(), this.figures.activeEnrollments()]);
    return { pending_outbox: outbox.pending, failed_outbox: outbox.failed, processed_outbox: outbox.processed, active_enrollments: active };
  }

  private async engineCounters(): Promise<Record<EngineCounterName, number>> {
    const read = await this.counters.read();
    if (read) this.lastCounters = read;
    return this.lastCounters;
  }
}
