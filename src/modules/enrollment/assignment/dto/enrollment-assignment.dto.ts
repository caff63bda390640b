import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Max, Min } from 'class-validator';

/** Contact ids are checked by the service so malformed ones are all named in one INVALID_UUIDS answer. */
export class ManualAssignDto {
  @ApiProperty({ type: [String], description: 'Contact ids (UUIDs); an empty list answers "No contacts selected"' })
  @IsArray({ message: 'contact_ids must be a list' })
  @IsString({ each: true, message: 'contact_ids must be a list of strings' })
  contact_ids!: string[];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Step to start at (1 to the step count); default 1' })
  @IsOptional()
  @IsInt({ message: 'start_step must be a whole number' })
  start_step?: number;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Step number → delay in seconds replacing that step delay for the first run' })
  @IsOptional()
  @IsObject({ message: 'delay_overrides must be an object' })
  delay_overrides?: Record<string, number>;
}

export class BulkUnenrollDto {
  @ApiProperty({ type: [String], description: 'Enrollment ids of this sequence; an empty list is refused' })
  @IsArray({ message: 'enrollment_ids must be a list' })
  @IsString({ each: true, message: 'enrollment_ids must be a list of strings' })
  enrollment_ids!: string[];
}

export const ENROLLMENT_STATUSES = ['pending', 'active', 'paused', 'completed', 'canceled', 'failed'] as const;

export class EnrollmentListQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 20, minimum: 1, maximum: 100 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', default: 0, minimum: 0 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(0)
  offset?: number;

  @ApiPropertyOptional({ enum: ENROLLMENT_STATUSES })
  @IsOptional() @IsIn([...ENROLLMENT_STATUSES, ''])
  status?: string;
}

export class SkippedReasonsDto {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Skip reason → number of contacts' })
  counts!: Record<string, number>;
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { contact_id: { type: 'string' }, reason: { type: 'string' } } } })
  contacts!: { contact_id: string; reason: string }[];
}

export class ManualAssignResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() assigned_count!: number;
  @ApiProperty() skipped_count!: number;
  @ApiProperty({ type: SkippedReasonsDto, description: 'no_consent, unsubscribed, bounced, missing_email, placeholder_email, already_enrolled, move_date_passed, no_move_date' })
  skippedReasons!: SkippedReasonsDto;
  @ApiProperty({ type: [String] }) enrollment_ids!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'contact_id,email,name,reason rows; null when nobody was skipped' })
  exclusions_csv!: string | null;
}

export class EnrollmentRowDto {
  @ApiProperty() id!: string;
  @ApiProperty() contact_id!: string;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ enum: ENROLLMENT_STATUSES }) state!: string;
  @ApiProperty({ type: String, nullable: true }) rule_name!: string | null;
  @ApiProperty() enrolled_at!: string;
  @ApiProperty() current_step!: number;
  @ApiProperty({ type: String, nullable: true }) next_run_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) end_reason!: string | null;
  @ApiProperty() can_unenroll!: boolean;
  @ApiProperty({ type: String, nullable: true, enum: ['already_ended', 'not_active', 'permission_denied'] }) disabled_reason!: string | null;
}

export class EnrollmentListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [EnrollmentRowDto] }) enrollments!: EnrollmentRowDto[];
  @ApiProperty() total!: number;
}

export class EnrollmentResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: EnrollmentRowDto }) enrollment!: EnrollmentRowDto;
}

export class BulkUnenrollSkipDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['not_found', 'already_ended', 'not_active', 'permission_denied'] }) reason!: string;
}

export class BulkUnenrollResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() unenrolled!: number;
  @ApiProperty({ type: [BulkUnenrollSkipDto] }) skipped!: BulkUnenrollSkipDto[];
}
