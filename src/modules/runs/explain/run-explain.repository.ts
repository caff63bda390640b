import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ORG_SCOPE_ID } from '../runs.constants';
import type { ExplainRow } from './run-explain.policy';

/** The run as read here; the sending mailboxes' use comes from the mailbox budget. */
export type StoredExplainRow = Omit<ExplainRow, 'sending'>;

type Raw = Omit<ExplainRow, 'contact' | 'sequence' | 'rule' | 'step' | 'sends_today' | 'caps' | 'sending' | 'goal_status' | 'call_task'> & {
  call_task: { assignee: string | null; due_at: string } | null;
  opportunity_status: string | null;
  email: string | null; contact_timezone: string | null; consent_status: string; unsubscribed: boolean; bounced: boolean;
  sequence_state: string; is_active: boolean; deleted: boolean; goal_move_date_passed: boolean; goal_statuses: string[];
  rule_status: string | null; rule_timezone: string | null; send_window_json: unknown;
  step_row: ExplainRow['step']; org_sends: number; sequence_sends: number;
};

/** One run with what its explanation needs, read in one statement. */
@Injectable()
export class RunExplainRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(id: string, day: string, caps: { org: number; sequence: number }): Promise<StoredExplainRow | null> {
    const rows: Raw[] = await this.dataSource.query(
      `SELECT e.status, e.current_step, e.next_run_at, e.retry_count, e.hold_reason, e.hold_detail, e.hold_until, e.last_error,
              e.last_sent_at, e.locked_until, e.held_by_sequence_at IS NOT NULL AS held_by_sequence, e.pause_reason,
              e.end_reason, e.ended_at, coalesce(nullif(u.display_name, ''), u.email) AS paused_by,
              (SELECT count(*)::int FROM sequence_steps x WHERE x.sequence_id = e.sequence_id) AS step_count,
              c.email, c.timezone AS contact_timezone, c.consent_status,
              c.unsubscribed_at IS NOT NULL AS unsubscribed, c.bounced_at IS NOT NULL AS bounced,
              s.state AS sequence_state, s.is_active, s.deleted_at IS NOT NULL AS deleted, s.goal_move_date_passed, s.goal_statuses,
              (SELECT o.status FROM opportunities o WHERE o.contact_id = e.contact_id ORDER BY o.created_at DESC, o.id DESC LIMIT 1) AS opportunity_status,
              r.status AS rule_status, r.timezone AS rule_timezone, r.send_window_json,
              to_jsonb(st) AS step_row,
              (SELECT jsonb_build_object('assignee', t.assignee, 'due_at', t.due_at) FROM call_tasks t
                WHERE t.enrollment_id = e.id AND t.step_order = e.current_step AND t.status = 'open') AS call_task, st.wait_until AS step_wait_until, st.from_override AS step_from,
              (SELECT to_char(o.move_date, 'YYYY-MM-DD') FROM opportunities o
                WHERE o.contact_id = e.contact_id AND o.move_date IS NOT NULL ORDER BY o.created_at DESC, o.id DESC LIMIT 1) AS move_date,
              coalesce((SELECT used FROM sequence_send_daily_usage WHERE scope = 'org' AND scope_id = $3 AND day = $2::date), 0) AS org_sends,
              coalesce((SELECT used FROM sequence_send_daily_usage WHERE scope = 'sequence' AND scope_id = e.sequence_id AND day = $2::date), 0) AS sequence_sends
         FROM sequence_enrollments e
         JOIN contacts c ON c.id = e.contact_id
         JOIN sequences s ON s.id = e.sequence_id
         LEFT JOIN users u ON u.id = e.paused_by_user_id
         LEFT JOIN enrollment_rules r ON r.id = e.rule_id
         LEFT JOIN sequence_steps st ON st.sequence_id = e.sequence_id AND st.step_order = e.current_step
        WHERE e.id = $1`,
      [id, day, ORG_SCOPE_ID],
    );
    const row = rows[0];
    if (!row) return null;
    const { goal_statuses: goals, opportunity_status: status, call_task: task, ...rest } = row;
    return {
      ...rest,
      call_task: task ? { assignee: task.assignee, due_at: new Date(task.due_at) } : null,
      goal_status: status !== null && goals.includes(status) ? status : null,
      contact: { email: row.email, timezone: row.contact_timezone, consent_status: row.consent_status, unsubscribed: row.unsubscribed, bounced: row.bounced },
      sequence: { state: row.sequence_state, is_active: row.is_active, deleted: row.deleted, goal_move_date_passed: row.goal_move_date_passed },
      rule: row.rule_status === null ? null : { status: row.rule_status, timezone: row.rule_timezone ?? 'UTC', send_window_json: row.send_window_json },
      step: row.step_row,
      sends_today: { org: row.org_sends, sequence: row.sequence_sends },
      caps,
    };
  }

  /** Today's org-wide count and the busiest sequences' counts from the engine's cap counters (cap day `day`). */
  async sendUsage(day: string, sequences: number): Promise<{ org: number; sequences: { sequence_id: string; name: string; used: number }[] }> {
    const [org]: { used: number }[] = await this.dataSource.query(
      `SELECT coalesce((SELECT used FROM sequence_send_daily_usage WHERE scope = 'org' AND scope_id = $1 AND day = $2::date), 0)::int AS used`,
      [ORG_SCOPE_ID, day],
    );
    const busiest: { sequence_id: string; name: string; used: number }[] = await this.dataSource.query(
      `SELECT u.scope_id AS sequence_id, s.name, u.used
         FROM sequence_send_daily_usage u JOIN sequences s ON s.id = u.scope_id
        WHERE u.scope = 'sequence' AND u.day = $1::date AND u.used > 0
        ORDER BY u.used DESC, s.name, u.scope_id LIMIT $2`,
      [day, sequences],
    );
    return { org: org?.used ?? 0, sequences: busiest };
  }
}
