import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** One step's results, as counted from the rows each kind of result leaves. */
export interface StepResultRow {
  step_order: number;
  type: string;
  sent: number;
  replied: number;
  bounced: number;
  unsubscribed: number;
  skipped: number;
  calls_made: number;
  calls_expired: number;
  /** Recorded call outcomes and how many of each. */
  call_outcomes: Record<string, number>;
  /** The A/B winner chosen by hand, if any. */
  winner: string | null;
}

/** One A/B variant's results at one step (replies and bounces that returned one of its sends). */
export interface VariantResultRow {
  step_order: number;
  variant: string;
  sent: number;
  replied: number;
  bounced: number;
  unsubscribed: number;
}

/**
 * Per-step results of one sequence (read-only). Sends: the runs' deliveries (not failed). Replies, bounces and
 * unsubscribe replies: inbound messages, attributed to the step that was answered — the delivery they returned, or,
 * for a reply matched only by its sender, the run's latest send before it arrived. Unsubscribes by link: runs that
 * ended `unsubscribed`, at their latest send. Skips: the engine's per-step tally. Calls: the call steps' tasks.
 */
@Injectable()
export class StepResultsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forSequence(sequenceId: string): Promise<StepResultRow[]> {
    return this.dataSource.query(
      `WITH sent AS (
         SELECT d.step_order, count(*)::int AS n FROM deliveries d
          WHERE d.sequence_id = $1 AND d.enrollment_id IS NOT NULL AND d.status <> 'failed' GROUP BY 1),
       answered AS (
         SELECT d.step_order, m.kind FROM inbound_messages m JOIN deliveries d ON d.id = m.delivery_id
          WHERE d.sequence_id = $1 AND d.enrollment_id IS NOT NULL
         UNION ALL
         SELECT ld.step_order, m.kind FROM sequence_enrollments e
           JOIN inbound_messages m ON m.enrollment_id = e.id AND m.delivery_id IS NULL
           CROSS JOIN LATERAL (SELECT x.step_order FROM deliveries x WHERE x.enrollment_id = e.id AND x.created_at <= m.received_at
                                ORDER BY x.created_at DESC LIMIT 1) ld
          WHERE e.sequence_id = $1),
       inbound AS (
         SELECT step_order, count(*) FILTER (WHERE kind = 'human_reply')::int AS replied,
                count(*) FILTER (WHERE kind = 'bounce')::int AS bounced,
                count(*) FILTER (WHERE kind IN ('unsubscribe_request', 'complaint'))::int AS unsubscribed
           FROM answered GROUP BY 1),
       by_link AS (
         SELECT ld.step_order, count(*)::int AS n FROM sequence_enrollments e
           CROSS JOIN LATERAL (SELECT x.step_order FROM deliveries x WHERE x.enrollment_id = e.id ORDER BY x.created_at DESC LIMIT 1) ld
          WHERE e.sequence_id = $1 AND e.end_reason = 'unsubscribed' GROUP BY 1),
       calls AS (
         SELECT step_order, coalesce(sum(n) FILTER (WHERE status = 'done'), 0)::int AS made, coalesce(sum(n) FILTER (WHERE status = 'expired'), 0)::int AS expired,
                coalesce(jsonb_object_agg(outcome, n) FILTER (WHERE outcome IS NOT NULL), '{}'::jsonb) AS outcomes
           FROM (SELECT step_order, status, outcome, count(*)::int AS n FROM call_tasks WHERE sequence_id = $1 GROUP BY 1, 2, 3) t
          GROUP BY 1)
       SELECT st.step_order, st.type, coalesce(sent.n, 0) AS sent, coalesce(i.replied, 0) AS replied, coalesce(i.bounced, 0) AS bounced,
              coalesce(i.unsubscribed, 0) + coalesce(l.n, 0) AS unsubscribed, coalesce(k.n, 0)::int AS skipped,
              coalesce(c.made, 0) AS calls_made, coalesce(c.expired, 0) AS calls_expired, coalesce(c.outcomes, '{}'::jsonb) AS call_outcomes,
              st.config->>'winner' AS winner
         FROM sequence_steps st
         LEFT JOIN sent ON sent.step_order = st.step_order
         LEFT JOIN inbound i ON i.step_order = st.step_order
         LEFT JOIN by_link l ON l.step_order = st.step_order
         LEFT JOIN calls c ON c.step_order = st.step_order
         LEFT JOIN sequence_step_tallies k ON k.sequence_id = st.sequence_id AND k.step_order = st.step_order AND k.tally = 'skipped'
        WHERE st.sequence_id = $1
        ORDER BY st.step_order`,
      [sequenceId],
    );
  }

  /** Per step and variant: sends (not failed) and the replies, bounces and unsubscribe replies that returned them. */
  async variants(sequenceId: string): Promise<VariantResultRow[]> {
    return this.dataSource.query(
      `SELECT d.step_order, d.variant, count(DISTINCT d.id) FILTER (WHERE d.status <> 'failed')::int AS sent,
              count(m.id) FILTER (WHERE m.kind = 'human_reply')::int AS replied, count(m.id) FILTER (WHERE m.kind = 'bounce')::int AS bounced,
              count(m.id) FILTER (WHERE m.kind IN ('unsubscribe_request', 'complaint'))::int AS unsubscribed
         FROM deliveries d LEFT JOIN inbound_messages m ON m.delivery_id = d.id
        WHERE d.sequence_id = $1 AND d.variant IS NOT NULL
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [sequenceId],
    );
  }
}
