import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { OPPORTUNITY_STATUSES } from 'src/modules/leads/opportunities/opportunity-status.constants';
import { trim } from 'src/common/dto/trim.transform';
import { IsOptionalNotNull } from 'src/common/dto/value-rules.decorators';
import { REPLY_LOOKBACK_HOURS } from '../sequences.constants';

const nullOr = (_object: object, value: unknown): boolean => value !== null && value !== undefined;

/** The designer's fields besides the name; absent fields keep their value (or the default on create). */
export class SequenceFieldsDto {
  @ApiPropertyOptional({ type: String, maxLength: 5000 })
  @IsOptionalNotNull() @Transform(trim) @IsString({ message: 'description must be text' }) @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional({ type: Boolean, default: true, description: 'false archives the sequence (it can no longer be enrolled in)' })
  @IsOptionalNotNull() @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: false }) @IsOptionalNotNull() @IsBoolean({ message: 'stop_on_reply must be true or false' })
  stop_on_reply?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: false }) @IsOptionalNotNull() @IsBoolean({ message: 'stop_on_ooo must be true or false' })
  stop_on_ooo?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: true }) @IsOptionalNotNull() @IsBoolean({ message: 'stop_on_bounce must be true or false' })
  stop_on_bounce?: boolean;

  @ApiPropertyOptional({ type: 'integer', enum: REPLY_LOOKBACK_HOURS, default: 72 })
  @IsOptionalNotNull() @IsIn(REPLY_LOOKBACK_HOURS, { message: 'reply_lookback_hours must be 24, 48 or 72' })
  reply_lookback_hours?: number;

  @ApiPropertyOptional({
    type: [String], enum: OPPORTUNITY_STATUSES, default: ['booked'],
    description: "The goal: a run ends as reached (a conversion) once the contact's opportunity has one of these statuses; [] for none",
  })
  @IsOptionalNotNull() @IsArray({ message: 'goal_statuses must be a list of opportunity statuses' })
  @ArrayMaxSize(OPPORTUNITY_STATUSES.length, { message: 'goal_statuses names each status at most once' })
  @ArrayUnique({ message: 'goal_statuses names each status at most once' })
  @IsIn(OPPORTUNITY_STATUSES, { each: true, message: `goal_statuses must be among: ${OPPORTUNITY_STATUSES.join(', ')}` })
  goal_statuses?: string[];

  @ApiPropertyOptional({ type: Boolean, default: false, description: "Also end a run once the contact's move date has passed (ended as move_date_passed, not a conversion)" })
  @IsOptionalNotNull() @IsBoolean({ message: 'goal_move_date_passed must be true or false' })
  goal_move_date_passed?: boolean;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional() @ValidateIf(nullOr) @IsUUID('all', { message: 'on_reply_next_step_id must be a UUID' })
  on_reply_next_step_id?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional() @ValidateIf(nullOr) @IsUUID('all', { message: 'on_no_reply_next_step_id must be a UUID' })
  on_no_reply_next_step_id?: string | null;
}

export class CreateSequenceDto extends SequenceFieldsDto {
  @ApiProperty({ type: String, maxLength: 200, description: 'Trimmed; unique among live sequences, ignoring case' })
  @Transform(trim) @IsString({ message: 'Sequence name is required' }) @IsNotEmpty({ message: 'Sequence name is required' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name!: string;
}

export class UpdateSequenceDto extends SequenceFieldsDto {
  @ApiPropertyOptional({ type: String, maxLength: 200 })
  @IsOptionalNotNull() @Transform(trim) @IsString({ message: 'Sequence name is required' }) @IsNotEmpty({ message: 'Sequence name is required' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name?: string;
}
