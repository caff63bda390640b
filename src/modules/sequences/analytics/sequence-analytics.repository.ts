import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface MetricsRow {
  total_lifetime: number;
  active_now: number;
  completed: number;
  canceled: number;
  converted: number;
  avg_days_to_convert: number | null;
  conversions_30d: number;
  active_enrollments_30d: number;
}
export interface ActiveRunRow {
  id: string;
  status: string;
  due: boolean;
  current_step: number;
  email: string | null;
  name: string | null;
  step_subject: string | null;
  next_run_at: Date | null;
}
export interface DayRow {
  date: string;
  enrolled: number;
  completed: number;
  canceled: number;
}

/** Read-only SQL for one sequence's analytics summary. */
@Injectable()
export class SequenceAnalyticsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The lifetime counts. A conversion is a run its sequence's goal ended (end_reason goal_reached, see runs/goals): it
   * converted when it ended, so the days to convert are ended_at - started_at.
   */
  async metrics(sequenceId: string): Promise<MetricsRow> {
    const rows: MetricsRow[] = await this.dataSource.query(
      `WITH e AS (SELECT * FROM sequence_enrollments WHERE sequence_id = $1),
            conv AS (SELECT e.started_at, e.ended_at AS converted_at FROM e WHERE e.end_reason = 'goal_reached' AND e.ended_at IS NOT NULL)
       SELECT (SELECT count(*) FROM e)::int AS total_lifetime,
              (SELECT count(*) FROM e WHERE status IN ('pending', 'active', 'paused'))::int AS active_now,
              (SELECT count(*) FROM e WHERE status = 'completed')::int AS completed,
              (SELECT count(*) FROM e WHERE status = 'canceled')::int AS canceled,
              (SELECT count(*) FROM conv)::int AS converted,
              (SELECT avg(extract(epoch FROM converted_at - started_at) / 86400) FROM conv)::float8 AS avg_days_to_convert,
              (SELECT count(*) FROM conv WHERE converted_at >= now() - interval '30 days')::int AS conversions_30d,
              (SELECT count(*) FROM e WHERE status IN ('pending', 'active', 'paused') AND started_at >= now() - interval '30 days')::int AS active_enrollments_30d`,
      [sequenceId],
    );
    return rows[0];
  }

  /** Sends recorded for the sequence in the last 30 days (deliveries.sequence_id; failures excluded). */
  async sendsLast30Days(sequenceId: string): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM deliveries WHERE sequence_id = $1 AND status <> 'failed' AND created_at >= now() - interval '30 days'`,
      [sequenceId],
    );
    return rows[0]?.n ?? 0;
  }

  async activeRuns(sequenceId: string, limit: number): Promise<ActiveRunRow[]> {
    return this.dataSource.query(
      `SELECT e.id, e.status, (e.next_run_at IS NOT NULL AND e.next_run_at <= now()) AS due, e.current_step, e.next_run_at,
              c.email, nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS name,
              coalesce(st.subject_override, t.subject) AS step_subject
         FROM sequence_enrollments e
         JOIN contacts c ON c.id = e.contact_id
         LEFT JOIN sequence_steps st ON st.sequence_id = e.sequence_id AND st.step_order = e.current_step
         LEFT JOIN email_templates t ON t.id = st.template_id
        WHERE e.sequence_id = $1 AND e.status IN ('pending', 'active', 'paused')
        ORDER BY e.next_run_at ASC NULLS LAST, e.id
        LIMIT $2`,
      [sequenceId, limit],
    );
  }

  async outcomes(sequenceId: string): Promise<{ outcome: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT CASE WHEN status IN ('completed', 'canceled', 'failed') THEN coalesce(nullif(end_reason, ''), status) ELSE status END AS outcome,
              count(*)::int AS count
         FROM sequence_enrollments WHERE sequence_id = $1
        GROUP BY 1 ORDER BY 2 DESC, 1`,
      [sequenceId],
    );
  }

  /** Every one of the last 30 days (UTC), oldest first, zeros included. */
  async days(sequenceId: string): Promise<DayRow[]> {
    return this.dataSource.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date,
              (SELECT count(*) FROM sequence_enrollments WHERE sequence_id = $1 AND created_at >= d AND created_at < d + interval '1 day')::int AS enrolled,
              (SELECT count(*) FROM sequence_enrollments WHERE sequence_id = $1 AND status = 'completed' AND ended_at >= d AND ended_at < d + interval '1 day')::int AS completed,
              (SELECT count(*) FROM sequence_enrollments WHERE sequence_id = $1 AND status = 'canceled' AND ended_at >= d AND ended_at < d + interval '1 day')::int AS canceled
         FROM generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS g(day)
        CROSS JOIN LATERAL (SELECT (g.day AT TIME ZONE 'UTC') AS d) x
        ORDER BY d`,
      [sequenceId],
    );
  }
}
