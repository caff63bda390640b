import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ExplainReasonDto {
  @ApiProperty({ example: 'window_closed', description: 'due, scheduled, sending, window_closed, cap_reached:org, cap_reached:sequence, mailbox_budget, mailbox_paused, domain_held, paused, paused_sequence, paused_rule, archived_sequence, suppressed, waiting_move_date, retry, delivery_unknown, no_template, no_step, last_error, completed, canceled, failed' })
  code!: string;
  @ApiProperty({ example: 'The send window is closed until 2026-03-11T13:00:00.000Z' }) text!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'When this reason stops holding the run, if known' }) until?: string | null;
}

export class RunExplanationDto {
  @ApiProperty({ description: 'Stored status: pending, active, paused, completed, canceled or failed' }) state!: string;
  @ApiProperty({ description: '1-based step the run is on' }) step!: number;
  @ApiProperty() step_count!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The next run time; null once ended' }) due_at!: string | null;
  @ApiProperty({ example: 'The send window is closed until 2026-03-11T13:00:00.000Z', description: 'The first reason in words' }) summary!: string;
  @ApiProperty({ type: [ExplainReasonDto], description: 'Most decisive first' }) reasons!: ExplainReasonDto[];
  @ApiProperty({ type: String, nullable: true }) last_error!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_sent_at!: string | null;
  @ApiProperty() retry_count!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Who paused the run, when recorded' }) paused_by!: string | null;
  @ApiProperty({ type: String, nullable: true }) pause_reason!: string | null;
  @ApiProperty({ type: String, nullable: true }) end_reason!: string | null;
}

export class RunExplainResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: RunExplanationDto }) explain!: RunExplanationDto;
}
