import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { trim } from 'src/common/dto/trim.transform';
import { DATE_FIELDS, type DateField, PREVIEW_LIMIT } from '../enrollment-rules.constants';

export class CriteriaFilterDto {
  @ApiProperty({ description: 'lead_source, status, origin_state, destination_state, lifecycle_stage, consent_status, move_date, days_until_move, lead_score, created_at, first_seen_at' })
  field!: string;
  @ApiProperty({ enum: ['eq', 'in', 'not_in', 'gte', 'lte', 'between', 'within_next_days'] }) op!: string;
  @ApiProperty({ description: 'One value; a list for in / not_in; [from, to] for between', oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: {} }] })
  value!: unknown;
}

export class CriteriaJsonDto {
  @ApiProperty({ type: [CriteriaFilterDto], description: 'Every filter must hold' }) filters!: CriteriaFilterDto[];
  @ApiProperty({
    type: [String],
    enum: ['in_other_active_sequence', 'replied_or_booked', 'unsubscribed', 'bounced', 'suppressed', 'no_email', 'placeholder_email'],
    description: 'Contacts each exclusion names are left out',
  })
  exclusions!: string[];
}

export class CapsJsonDto {
  @ApiProperty({ type: 'integer', minimum: 1, default: 1000 }) daily_org_limit!: number;
  @ApiProperty({ type: 'integer', minimum: 1, default: 100 }) daily_sequence_limit!: number;
}

export class SendWindowJsonDto {
  @ApiProperty({ type: [Number], default: [1, 2, 3, 4, 5], description: 'ISO weekdays, 1 = Monday' }) days!: number[];
  @ApiProperty({ default: 8, description: 'Opening hour (inclusive), in the rule timezone' }) start_hour!: number;
  @ApiProperty({ default: 18, description: 'Closing hour (exclusive), up to 24' }) end_hour!: number;
}

/** A new rule. name and start_date are checked by the service so a missing one answers one fixed message. */
export class CreateEnrollmentRuleDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'sequence_id must be a UUID' })
  sequence_id!: string;

  @ApiProperty({ type: String, maxLength: 200, description: "Required ('Name and start date are required'); trimmed" })
  @IsOptional() @Transform(trim) @IsString({ message: 'name must be text' }) @MaxLength(200, { message: 'name must be at most 200 characters' })
  name?: string;

  @ApiPropertyOptional({ type: String, maxLength: 5000 })
  @IsOptional() @Transform(trim) @IsString({ message: 'description must be text' }) @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional({ enum: DATE_FIELDS, default: 'created_at' })
  @IsOptional() @IsIn(DATE_FIELDS, { message: 'date_field must be created_at or first_seen_at' })
  date_field?: DateField;

  @ApiProperty({ type: String, format: 'date', description: "Required, yyyy-MM-dd ('Name and start date are required')" })
  @IsOptional() @IsString({ message: 'start_date must be a date (yyyy-MM-dd)' })
  start_date?: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'yyyy-MM-dd, not before start_date; null = open' })
  @IsOptional() @ValidateIf((_o: object, value: unknown) => value !== null) @IsString({ message: 'end_date must be a date (yyyy-MM-dd)' })
  end_date?: string | null;

  @ApiPropertyOptional({ type: Boolean, default: false })
  @IsOptional() @IsBoolean({ message: 'include_future must be true or false' })
  include_future?: boolean;

  @ApiPropertyOptional({ type: CriteriaJsonDto, description: 'Default: no filters, no exclusions' })
  @Allow()
  criteria_json?: unknown;

  @ApiPropertyOptional({ type: CapsJsonDto, description: 'Default: 1000 per day for the organisation, 100 per day for this sequence' })
  @Allow()
  caps_json?: unknown;

  @ApiPropertyOptional({ type: SendWindowJsonDto, description: 'Default: Monday to Friday, 8 to 18' })
  @Allow()
  send_window_json?: unknown;

  @ApiPropertyOptional({ type: String, default: 'UTC', description: 'IANA zone of the dates and the send window' })
  @IsOptional() @IsString({ message: 'timezone must be an IANA timezone' }) @MaxLength(64, { message: 'timezone must be an IANA timezone' })
  timezone?: string;
}

/**
 * An edit of a draft or paused rule (PUT or PATCH): any of the create fields but the sequence; those sent replace
 * the stored ones, the rest are kept, and the result is checked like a new rule.
 */
export class UpdateEnrollmentRuleDto extends PartialType(OmitType(CreateEnrollmentRuleDto, ['sequence_id'] as const)) {}

export class PreviewRuleDto {
  @ApiPropertyOptional({ type: 'integer', minimum: PREVIEW_LIMIT.min, maximum: PREVIEW_LIMIT.max, default: PREVIEW_LIMIT.default })
  @IsOptional() @IsInt({ message: 'limit must be a whole number from 1 to 50' })
  @Min(PREVIEW_LIMIT.min, { message: 'limit must be a whole number from 1 to 50' }) @Max(PREVIEW_LIMIT.max, { message: 'limit must be a whole number from 1 to 50' })
  limit?: number;
}
