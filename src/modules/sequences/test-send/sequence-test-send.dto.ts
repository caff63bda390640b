import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';

const nullOr = (_object: object, value: unknown): boolean => value !== null && value !== undefined;
const blankToUndefined = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() || undefined : value);

/** `POST /api/sequences/{id}/test-send`; the older body `{ email, test_mode }` is accepted too (step 1). */
export class SequenceTestSendDto {
  @ApiPropertyOptional({ example: 'alex@movingco.example', description: 'Exactly one address in a company domain' })
  @IsOptional() @IsString() @MaxLength(320)
  to_email?: string;

  @ApiPropertyOptional({ deprecated: true, description: 'Older name of to_email' })
  @IsOptional() @IsString() @MaxLength(320)
  email?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: '0-based index of the step to send' })
  @IsOptional() @IsInt({ message: 'step_index must be a whole number' }) @Min(0, { message: 'step_index must be 0 or more' })
  step_index?: number;

  @ApiPropertyOptional({ default: false, description: 'Every click sends (a nonce in the idempotency key); otherwise a repeat answers the recorded result' })
  @IsOptional() @IsBoolean()
  test_mode?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 998, description: "Subject to send instead of the step's" })
  @IsOptional() @Transform(blankToUndefined) @ValidateIf(nullOr) @IsString() @MaxLength(998)
  subject_override?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 400, description: "From to send with instead of the step's or the default" })
  @IsOptional() @Transform(blankToUndefined) @ValidateIf(nullOr) @IsString() @MaxLength(400)
  from_address?: string | null;
}

export class SequenceTestSendResponseDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: String, nullable: true, enum: ['smtp', 'graph', null] }) provider!: string | null;
  @ApiProperty({ example: 'Lead Automation Movers <no-reply@movingco.example>' }) from!: string;
  @ApiProperty({ example: 'alex@movingco.example' }) to!: string;
  @ApiProperty({ description: 'The merged subject' }) subject!: string;
  @ApiProperty({ type: String, nullable: true }) request_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's message when a recorded send had failed" }) error!: string | null;
  @ApiProperty({ format: 'uuid' }) delivery_id!: string;
  @ApiProperty({ description: 'True when this answers a send already made with the same sequence, step and recipient (nothing sent again)' })
  idempotent!: boolean;
}
