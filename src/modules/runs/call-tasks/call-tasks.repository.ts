import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { returnedRows } from 'src/database/returned-rows';

export interface CallTaskRow {
  id: string;
  title: string;
  assignee: string | null;
  status: string;
  outcome: string | null;
  due_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  step_order: number;
  sequence_id: string;
  sequence_name: string;
  enrollment_id: string;
  opportunity_id: string | null;
  contact_id: string;
  contact_name: string | null;
  contact_email: string | null;
  /** The run is still live (waiting on this task, or moved on). */
  run_live: boolean;
}

export interface CallTaskFilter {
  /** open: tasks still waiting on a call whose run is live (soonest due first); all: every task, newest first. */
  status: 'open' | 'all';
  /** Only the tasks of this opportunity's contact. */
  opportunityId?: string;
  limit: number;
}

/** SQL of call tasks: the list (Calls due, an opportunity's tasks) and closing them with a recorded call. */
@Injectable()
export class CallTasksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(filter: CallTaskFilter): Promise<{ rows: CallTaskRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status === 'open') where.push(`t.status = 'open' AND e.status IN ('pending', 'active', 'paused')`);
    if (filter.opportunityId) {
      params.push(filter.opportunityId);
      where.push(`t.contact_id = (SELECT contact_id FROM opportunities WHERE id = $${params.length})`);
    }
    params.push(filter.limit);
    const rows: (CallTaskRow & { total: number })[] = await this.dataSource.query(
      `SELECT t.id, t.title, t.assignee, t.status, t.outcome, t.due_at, t.expires_at, t.completed_at, t.step_order,
              t.sequence_id, s.name AS sequence_name, t.enrollment_id, t.opportunity_id, t.contact_id,
              nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS contact_name, c.email AS contact_email,
              e.status IN ('pending', 'active', 'paused') AS run_live, count(*) OVER ()::int AS total
         FROM call_tasks t
         JOIN sequence_enrollments e ON e.id = t.enrollment_id
         JOIN sequences s ON s.id = t.sequence_id
         JOIN contacts c ON c.id = t.contact_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${filter.status === 'open' ? 't.due_at ASC, t.id' : 't.created_at DESC, t.id DESC'}
        LIMIT $${params.length}`,
      params,
    );
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }

  /**
   * Closes the open tasks of the call's contact with its outcome and makes their runs due now (a run still waiting at
   * that step), so the advancer takes the outcome's route within its next pass. Answers the runs made due.
   */
  async answer(callOutcomeId: string): Promise<string[]> {
    const result: unknown = await this.dataSource.query(
      `WITH call AS (
         SELECT co.id, co.outcome, o.contact_id FROM call_outcomes co JOIN opportunities o ON o.id = co.opportunity_id WHERE co.id = $1),
       closed AS (
         UPDATE call_tasks t SET status = 'done', outcome = call.outcome, call_outcome_id = call.id, completed_at = now()
           FROM call WHERE t.contact_id = call.contact_id AND t.status = 'open'
         RETURNING t.enrollment_id, t.step_order)
       UPDATE sequence_enrollments e
          SET next_run_at = now(), hold_reason = NULL, hold_detail = NULL, hold_until = NULL, updated_at = now()
         FROM closed WHERE e.id = closed.enrollment_id AND e.current_step = closed.step_order AND e.status = 'active'
       RETURNING e.id`,
      [callOutcomeId],
    );
    return returnedRows<{ id: string }>(result).map((row) => row.id);
  }
}
