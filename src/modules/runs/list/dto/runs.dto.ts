import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { blankToUndefined } from 'src/common/dto/query-value.transform';
import { BULK_RUN_ACTIONS, BULK_RUNS_MAX, RUN_SEARCH_MIN, RUN_STATE_FILTERS, RUN_STATES } from '../run-state.policy';

export class RunListQueryDto {
  @ApiPropertyOptional({ enum: RUN_STATE_FILTERS, default: 'active', description: 'Shown run state; `all` lists every run, newest first' })
  @IsOptional() @Transform(blankToUndefined) @IsIn([...RUN_STATE_FILTERS], { message: `state must be one of ${RUN_STATE_FILTERS.join(', ')}` })
  state?: (typeof RUN_STATE_FILTERS)[number];

  @ApiPropertyOptional({ enum: ['now', 'all'], default: 'all', description: '`now`: only active runs whose next run is not in the future' })
  @IsOptional() @Transform(blankToUndefined) @IsIn(['now', 'all'], { message: 'due must be now or all' })
  due?: 'now' | 'all';

  @ApiPropertyOptional({ description: `The contact's name or email contains this (case-insensitive; at least ${RUN_SEARCH_MIN} characters after trimming)`, maxLength: 100 })
  @IsOptional() @Transform(blankToUndefined) @IsString({ message: 'q must be text' })
  @MinLength(RUN_SEARCH_MIN, { message: `q must be at least ${RUN_SEARCH_MIN} characters` }) @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the runs of this sequence (an unknown sequence has none)' })
  @IsOptional() @Transform(blankToUndefined) @IsUUID('all', { message: 'sequence_id must be a sequence id' })
  sequence_id?: string;

  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'page must be a whole number' }) @Min(1) @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', default: 20, minimum: 1, maximum: 100 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1) @Max(100)
  limit?: number;
}

export class RunDto {
  @ApiProperty() id!: string;
  @ApiProperty() contact_id!: string;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'First and last name; null when neither is known' }) contact_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The moving customer: the contact\'s name (same as contact_name)' }) customer_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty() sequence_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the sequence is gone' }) sequence_name!: string | null;
  @ApiProperty({ enum: RUN_STATES }) state!: (typeof RUN_STATES)[number];
  @ApiProperty({ description: 'Stored status: pending, active, paused, completed, canceled or failed' }) status!: string;
  @ApiProperty({ description: '0-based: the screens show "Step {current_step + 1}"' }) current_step!: number;
  @ApiProperty() retry_count!: number;
  @ApiProperty({ type: String, nullable: true }) next_run_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) end_reason!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
  @ApiProperty({ description: 'Whether the signed-in user may pause, reactivate, advance or cancel it (an admin, the sequence owner or who enrolled the contact)' })
  can_act!: boolean;
}

export class RunPaginationDto {
  @ApiProperty() page!: number;
  @ApiProperty({ description: 'Exact, except due or searched runs beyond 10,000 (then 10,000 and total_exact false)' }) total!: number;
  @ApiProperty() pages!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total_exact!: boolean;
}

export class RunListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [RunDto] }) data!: RunDto[];
  @ApiProperty({ type: [RunDto], description: 'The same rows as data (what the live queue reads)' }) enrollments!: RunDto[];
  @ApiProperty({ type: RunPaginationDto }) pagination!: RunPaginationDto;
}

export class RunActionDto {
  @ApiPropertyOptional({ description: 'Why (kept with the run: end_reason on cancel); up to 200 characters' })
  @IsOptional() @IsString({ message: 'reason must be text' }) @MaxLength(200, { message: 'reason must be at most 200 characters' })
  reason?: string;
}

export class RunActionResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
  @ApiProperty({ type: RunDto, description: 'The run after the action' }) enrollment!: RunDto;
}

export class BulkRunActionDto {
  @ApiProperty({ enum: BULK_RUN_ACTIONS, description: 'What to do with every listed run' })
  @IsIn([...BULK_RUN_ACTIONS], { message: `action must be one of ${BULK_RUN_ACTIONS.join(', ')}` })
  action!: (typeof BULK_RUN_ACTIONS)[number];

  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BULK_RUNS_MAX, description: `Run ids, 1 to ${BULK_RUNS_MAX}, each once` })
  @IsArray({ message: 'ids must be a list' })
  @ArrayMinSize(1, { message: 'ids must list at least one run' })
  @ArrayMaxSize(BULK_RUNS_MAX, { message: `ids must list at most ${BULK_RUNS_MAX} runs` })
  @ArrayUnique({ message: 'ids must not repeat a run' })
  @IsUUID('all', { each: true, message: 'ids must be run ids' })
  ids!: string[];

  @ApiPropertyOptional({ description: 'Why (kept with each run, as for one run); up to 200 characters' })
  @IsOptional() @IsString({ message: 'reason must be text' }) @MaxLength(200, { message: 'reason must be at most 200 characters' })
  reason?: string;
}

export class BulkRunOutcomeDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'Whether the action was applied to this run' }) ok!: boolean;
  @ApiPropertyOptional({ description: 'Why not: ENROLLMENT_NOT_FOUND, permission_denied or RUN_ACTION_REFUSED' }) error_code?: string;
  @ApiPropertyOptional({ description: 'Why not, in words (what the single-run route would answer)' }) error?: string;
  @ApiPropertyOptional({ description: 'With RUN_ACTION_REFUSED: the refusal (pause_not_active, ended, ...)' }) reason?: string;
}

export class BulkRunActionResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ enum: BULK_RUN_ACTIONS }) action!: (typeof BULK_RUN_ACTIONS)[number];
  @ApiProperty({ description: 'How many runs were changed' }) changed!: number;
  @ApiProperty({ description: 'How many were not (reported in results)' }) failed!: number;
  @ApiProperty({ type: [BulkRunOutcomeDto], description: 'One outcome per id, in the order sent' }) results!: BulkRunOutcomeDto[];
}
