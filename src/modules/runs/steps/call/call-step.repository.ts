import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NextStep } from 'src/modules/runs/advancer/run-decision.policy';

/** A run at a call step, with what its task needs. */
export interface CallStepContext {
  contact_id: string;
  sequence_id: string;
  sequence_name: string;
  /** The contact's name, else their address. */
  who: string;
  /** The contact's newest opportunity and its assignee (the task's owner). */
  opportunity_id: string | null;
  assignee: string | null;
  config: unknown;
  task: CallTaskState | null;
}

export interface CallTaskState {
  id: string;
  status: 'open' | 'done' | 'expired';
  outcome: string | null;
  assignee: string | null;
  due_at: Date;
  expires_at: Date;
}

export interface NewCallTask {
  enrollmentId: string;
  stepOrder: number;
  context: CallStepContext;
  title: string;
  dueAt: Date;
  expiresAt: Date;
}

const TASK_COLUMNS = 'id, status, outcome, assignee, due_at, expires_at';

/** SQL of the call step: the run's context, its task (one per run and step), a later step to branch to. */
@Injectable()
export class CallStepRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async context(enrollmentId: string, stepOrder: number): Promise<CallStepContext | null> {
    const rows: (Omit<CallStepContext, 'task'> & { task: CallTaskState | null })[] = await this.dataSource.query(
      `SELECT e.contact_id, e.sequence_id, s.name AS sequence_name,
              coalesce(nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''), c.email, 'the contact') AS who,
              o.id AS opportunity_id, nullif(o.assignee, '') AS assignee, st.config,
              (SELECT to_jsonb(t) FROM (SELECT ${TASK_COLUMNS} FROM call_tasks WHERE enrollment_id = e.id AND step_order = $2) t) AS task
         FROM sequence_enrollments e
         JOIN sequences s ON s.id = e.sequence_id
         JOIN contacts c ON c.id = e.contact_id
         LEFT JOIN sequence_steps st ON st.sequence_id = e.sequence_id AND st.step_order = $2
         LEFT JOIN LATERAL (SELECT x.id, x.assignee FROM opportunities x WHERE x.contact_id = e.contact_id ORDER BY x.created_at DESC, x.id DESC LIMIT 1) o ON true
        WHERE e.id = $1`,
      [enrollmentId, stepOrder],
    );
    const row = rows[0];
    if (!row) return null;
    // to_jsonb gives the task's times as text.
    const task = row.task ? { ...row.task, due_at: new Date(row.task.due_at), expires_at: new Date(row.task.expires_at) } : null;
    return { ...row, task };
  }

  /** The run's task at this step: created now, or the one an earlier attempt created (one per run and step). */
  async openTask(input: NewCallTask): Promise<CallTaskState> {
    const { context } = input;
    const rows: CallTaskState[] = await this.dataSource.query(
      `WITH created AS (
         INSERT INTO call_tasks (enrollment_id, sequence_id, step_order, contact_id, opportunity_id, assignee, title, due_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT ON CONSTRAINT call_tasks_run_step_key DO NOTHING
         RETURNING ${TASK_COLUMNS})
       SELECT * FROM created
       UNION ALL SELECT ${TASK_COLUMNS} FROM call_tasks WHERE enrollment_id = $1 AND step_order = $3 AND NOT EXISTS (SELECT 1 FROM created)`,
      [input.enrollmentId, context.sequence_id, input.stepOrder, context.contact_id, context.opportunity_id, context.assignee, input.title, input.dueAt, input.expiresAt],
    );
    return rows[0];
  }

  /** Marks an open task expired (no outcome came in time); a task already closed is left as it is. */
  async expire(taskId: string): Promise<void> {
    await this.dataSource.query(`UPDATE call_tasks SET status = 'expired', completed_at = now() WHERE id = $1 AND status = 'open'`, [taskId]);
  }

  /** Step `stepOrder` of the sequence as the engine schedules it; null when there is none. */
  async step(sequenceId: string, stepOrder: number): Promise<NextStep | null> {
    const rows: NextStep[] = await this.dataSource.query(
      `SELECT step_order, delay_seconds, wait_until FROM sequence_steps WHERE sequence_id = $1 AND step_order = $2`,
      [sequenceId, stepOrder],
    );
    return rows[0] ?? null;
  }
}
