import { completionRate, deriveSequenceState } from '../sequence-state.policy';
import type { StepRow } from '../sequence-steps.repository';
import type { SequenceCardRow } from '../sequences.repository';
import type { SequenceDto, SequenceStepDto } from './sequence-response.dto';

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export function mapSequence(row: SequenceCardRow): SequenceDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    state: deriveSequenceState({
      state: row.state,
      isActive: row.is_active,
      deleted: row.deleted_at !== null,
      stepCount: row.step_count,
      activeEnrollments: row.active_enrollments,
    }),
    is_active: row.is_active,
    step_count: row.step_count,
    active_enrollments: row.active_enrollments,
    total_enrollments: row.total_enrollments,
    completed_enrollments: row.completed_enrollments,
    canceled_enrollments: row.canceled_enrollments,
    completion_rate: completionRate(row.completed_enrollments, row.total_enrollments),
    enrollments_24h: row.enrollments_24h,
    eligible_count: row.eligible_count,
    enrollment_rules: row.enrollment_rules,
    stop_on_reply: row.stop_on_reply,
    stop_on_ooo: row.stop_on_ooo,
    stop_on_bounce: row.stop_on_bounce,
    reply_lookback_hours: row.reply_lookback_hours,
    goal_statuses: row.goal_statuses,
    goal_move_date_passed: row.goal_move_date_passed,
    on_reply_next_step_id: row.on_reply_next_step_id,
    on_no_reply_next_step_id: row.on_no_reply_next_step_id,
    owner_user_id: row.owner_user_id,
    paused_at: iso(row.paused_at),
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
    deleted_at: iso(row.deleted_at),
  };
}

/** 9000 → 'PT2H30M', 0 → 'PT0S', 90061 → 'P1DT1H1M1S'. */
export function isoDuration(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  if (!days && !time) return 'PT0S';
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

export function mapStep(step: StepRow): SequenceStepDto {
  return {
    id: step.id,
    step_order: step.stepOrder,
    step_index: step.stepOrder - 1,
    type: step.type,
    template_id: step.templateId,
    template: step.templateId,
    subject_override: step.subjectOverride,
    from_override: step.fromOverride,
    subject: step.subjectOverride ?? step.templateSubject,
    delay_seconds: step.delaySeconds,
    duration: isoDuration(step.delaySeconds),
    quiet_hours: step.quietHours ?? null,
    skip_if: step.skipIf ?? null,
    stop_if: step.stopIf ?? null,
    wait_until: step.waitUntil ?? null,
    config: step.config ?? null,
  };
}
