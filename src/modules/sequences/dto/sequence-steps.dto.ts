import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { MAX_STEPS } from '../sequences.constants';

const nullOr = (_object: object, value: unknown): boolean => value !== null && value !== undefined;
const blankToNull = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() || null : value);

/** One step of `PUT .../steps/v3`; its place in the list is its order (step_order is renumbered from 1). */
export class StepInputDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', description: "Kept when it is one of this sequence's steps" })
  @IsOptional() @IsUUID('all', { message: 'step id must be a UUID' })
  id?: string;

  @ApiPropertyOptional({ type: String, maxLength: 10, default: 'email', description: "The step's type: one of the registered step types (today 'email')" })
  @IsOptional() @IsString({ message: 'type must be a step type name' }) @MaxLength(10, { message: 'type must be a step type name' })
  type?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Required before the step can send' })
  @IsOptional() @ValidateIf(nullOr) @IsUUID('all', { message: 'template_id must be a UUID' })
  template_id?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Same as template_id' })
  @IsOptional() @ValidateIf(nullOr) @IsUUID('all', { message: 'template must be a UUID' })
  template?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 998 })
  @IsOptional() @Transform(blankToNull) @ValidateIf(nullOr) @IsString() @MaxLength(998)
  subject_override?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 320 })
  @IsOptional() @Transform(blankToNull) @ValidateIf(nullOr) @IsString() @MaxLength(320)
  from_override?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: 'Delay after the previous step, in seconds' })
  @IsOptional() @IsInt({ message: 'delay_seconds must be a whole number' }) @Min(0, { message: 'delay_seconds must be 0 or more' })
  delay_seconds?: number;

  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: true }) @IsOptional()
  quiet_hours?: Record<string, unknown> | null;

  @ApiPropertyOptional({
    type: 'object', nullable: true, additionalProperties: true,
    description: "Skip the step when every filter holds: { filters: [{ field, op, value }] } in the enrollment rules' filter language, plus has_phone (eq true/false)",
  })
  @IsOptional()
  skip_if?: Record<string, unknown> | null;

  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: true, description: 'End the run at this step when every filter holds (same language as skip_if)' })
  @IsOptional()
  stop_if?: Record<string, unknown> | null;

  @ApiPropertyOptional({
    type: 'object', nullable: true, additionalProperties: true,
    description: 'The step type\'s own settings. A call step: { expire_hours: 1-720 (default 48), routes: { <call outcome>: "next" | "end" | "goal" | a later step number } }',
  })
  @IsOptional()
  config?: Record<string, unknown> | null;

  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: true, description: 'Anchor on a contact date (move date)' })
  @IsOptional()
  wait_until?: Record<string, unknown> | null;
}

export class SaveStepsDto {
  @ApiProperty({ type: [StepInputDto], maxItems: MAX_STEPS, description: 'The whole list, in order' })
  @IsArray({ message: 'steps must be a list' }) @ArrayMaxSize(MAX_STEPS, { message: `at most ${MAX_STEPS} steps` })
  @ValidateNested({ each: true }) @Type(() => StepInputDto)
  steps!: StepInputDto[];
}
