import { Injectable, Logger } from '@nestjs/common';
import type { CallTaskDto, CallTaskListQueryDto, CallTaskListResponseDto } from './dto/call-tasks.dto';
import { CallTasksRepository, type CallTaskRow } from './call-tasks.repository';

const iso = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);

const toDto = (row: CallTaskRow, now: Date): CallTaskDto => ({
  id: row.id,
  title: row.title,
  assignee: row.assignee,
  status: row.status as CallTaskDto['status'],
  outcome: row.outcome,
  due_at: iso(row.due_at) as string,
  expires_at: iso(row.expires_at) as string,
  completed_at: iso(row.completed_at),
  overdue: row.status === 'open' && new Date(row.due_at) < now,
  step_order: row.step_order,
  sequence: { id: row.sequence_id, name: row.sequence_name },
  enrollment_id: row.enrollment_id,
  opportunity_id: row.opportunity_id,
  contact: { id: row.contact_id, name: row.contact_name, email: row.contact_email },
  run_live: row.run_live,
});

/**
 * Call tasks opened by call steps: the "Calls due" list and an opportunity's tasks; and the at-once half of a call
 * step, fed by the `call_task.answered` outbox event: a recorded call closes its contact's open tasks and makes the
 * waiting runs due (the call step's handler then routes each by the outcome).
 */
@Injectable()
export class CallTasksService {
  private readonly logger = new Logger(CallTasksService.name);

  constructor(private readonly repo: CallTasksRepository) {}

  async list(query: CallTaskListQueryDto, now: Date = new Date()): Promise<CallTaskListResponseDto> {
    const { rows, total } = await this.repo.list({ status: query.status ?? 'open', opportunityId: query.opportunity_id, limit: query.limit ?? 50 });
    return { success: true, tasks: rows.map((row) => toDto(row, now)), total };
  }

  async answer(callOutcomeId: string): Promise<{ runs: number }> {
    const runs = await this.repo.answer(callOutcomeId);
    if (runs.length > 0) this.logger.log({ callOutcomeId, runs: runs.length }, 'Call outcome recorded for waiting call steps');
    return { runs: runs.length };
  }
}
