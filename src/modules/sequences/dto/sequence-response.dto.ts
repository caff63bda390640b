import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SEQUENCE_STATES, type SequenceState } from '../sequences.constants';

export class EnrollmentRuleBadgeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['draft', 'active', 'paused', 'stopped', 'completed'] }) status!: string;
}

/** A sequence card: fields and counts. */
export class SequenceDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: SEQUENCE_STATES, description: 'paused when switched off; archived when is_active is false; draft without steps; active with live enrollments; else ready' })
  state!: SequenceState;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ type: 'integer' }) step_count!: number;
  @ApiProperty({ type: 'integer', description: 'Enrollments not ended (pending, active, paused)' }) active_enrollments!: number;
  @ApiProperty({ type: 'integer' }) total_enrollments!: number;
  @ApiProperty({ type: 'integer' }) completed_enrollments!: number;
  @ApiProperty({ type: 'integer' }) canceled_enrollments!: number;
  @ApiProperty({ description: 'Percent of enrollments completed (one decimal)' }) completion_rate!: number;
  @ApiProperty({ type: 'integer', description: 'Enrollments created in the last 24 hours' }) enrollments_24h!: number;
  @ApiProperty({ type: 'integer', description: 'Sum of the latest preview totals of the draft, active and paused rules (0 before any preview)' }) eligible_count!: number;
  @ApiProperty({ type: [EnrollmentRuleBadgeDto], description: 'Newest first' }) enrollment_rules!: EnrollmentRuleBadgeDto[];
  @ApiProperty() stop_on_reply!: boolean;
  @ApiProperty() stop_on_ooo!: boolean;
  @ApiProperty() stop_on_bounce!: boolean;
  @ApiProperty({ type: 'integer', enum: [24, 48, 72] }) reply_lookback_hours!: number;
  @ApiProperty({ type: [String], description: 'The opportunity statuses that end a run as its goal reached (a conversion); [] for none' }) goal_statuses!: string[];
  @ApiProperty({ description: "Runs also end once the contact's move date has passed" }) goal_move_date_passed!: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) on_reply_next_step_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) on_no_reply_next_step_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) owner_user_id!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paused_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Send it back with a state change' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
}

export class SequenceStepDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', description: '1-based' }) step_order!: number;
  @ApiProperty({ type: 'integer', description: '0-based (step_order - 1)' }) step_index!: number;
  @ApiProperty({ description: "The step's type (today 'email')", example: 'email' }) type!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) template_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Same as template_id' }) template!: string | null;
  @ApiProperty({ type: String, nullable: true }) subject_override!: string | null;
  @ApiProperty({ type: String, nullable: true }) from_override!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "subject_override, else the template's subject" }) subject!: string | null;
  @ApiProperty({ type: 'integer' }) delay_seconds!: number;
  @ApiProperty({ example: 'PT2H30M', description: 'delay_seconds as an ISO 8601 duration' }) duration!: string;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) quiet_hours!: unknown;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) skip_if!: unknown;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) stop_if!: unknown;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) wait_until!: unknown;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: "The step type's own settings (a call step: expire_hours, routes)" }) config!: unknown;
}

export class SequenceListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [SequenceDto] }) items!: SequenceDto[];
  @ApiProperty({ type: [SequenceDto], description: 'Same list as items' }) sequences!: SequenceDto[];
  @ApiProperty({ type: 'integer', description: 'Live sequences in all, whatever the filters' }) total!: number;
}

export class SequenceSummaryRowDto {
  @ApiProperty({ format: 'uuid' }) sequence_id!: string;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) active!: number;
  @ApiProperty({ type: 'integer' }) completed!: number;
  @ApiProperty({ type: 'integer' }) canceled!: number;
}

export class SequenceSummaryResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [SequenceSummaryRowDto] }) sequences!: SequenceSummaryRowDto[];
}

export class SequenceCreatedResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: SequenceDto }) sequence!: SequenceDto;
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
}

export class SequenceDetailResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: SequenceDto }) sequence!: SequenceDto;
  @ApiProperty({ type: [SequenceStepDto] }) steps!: SequenceStepDto[];
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
}

export class SequenceStepsResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [SequenceStepDto] }) steps!: SequenceStepDto[];
}

export class SequenceStateResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: SequenceDto }) sequence!: SequenceDto;
  @ApiProperty({ description: 'true when the sequence already was in the asked state (nothing changed)' }) idempotent!: boolean;
}

export class SequenceErrorDto {
  @ApiProperty({ enum: [false] }) success!: false;
  @ApiProperty() error!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ example: 'name_conflict', description: 'name_conflict, SEQUENCE_ACTIVE, CONFLICT, NO_STEPS, FORBIDDEN, ...' }) error_code!: string;
  @ApiPropertyOptional({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, description: 'name_conflict: the live sequence with that name' })
  existing?: { id: string };
  @ApiPropertyOptional({ type: SequenceDto, description: "CONFLICT: the server's copy" }) sequence?: SequenceDto;
  @ApiPropertyOptional({ type: 'integer', description: 'SEQUENCE_ACTIVE: live enrollments blocking the delete' }) active_enrollments?: number;
  @ApiPropertyOptional({ type: [String] }) details?: string[];
}
