/**
 * The operations screens' records as the runs, deliveries, outbox and metrics endpoints answer them.
 */
import type { DeliveryRecord, OutboxRecord, OutboxRecordStatus, RunExplanation, RunRecord, RunRecordState } from '../api/types';

export type RunState = RunRecordState;
export type RunAction = 'reactivate' | 'pause' | 'advance' | 'cancel';

/** Why a run's next step has (not) been sent, in words and data (GET /api/enrollments/{id}/explain). */
export type RunExplain = RunExplanation;

/** One run of GET /api/enrollments (`current_step` is 0-based), with the explain summary when the list carries it. */
export type RunRow = RunRecord & { explain?: Pick<RunExplain, 'summary'> | string | null };

export type DeliveryStatus = 'sent' | 'delivered' | 'failed' | 'pending' | 'unknown';

/** A delivery as GET /api/deliveries lists it: a sequence step's send or a test send (`kind`). */
export type DeliveryRow = DeliveryRecord;

export type OutboxStatus = OutboxRecordStatus;

/** An outbox event as GET /api/outbox lists it. */
export type OutboxItem = OutboxRecord;

/** The engine's counters by name, with the answer as read (shown in the raw panel). */
export interface EngineMetrics {
  figures: Record<string, number>;
  raw: string;
  /** /metrics.json, or the Prometheus text of /metrics when the JSON view failed. */
  source: 'json' | 'text';
}

export interface DebugMetrics {
  figures: Record<string, number>;
  raw: string;
}
