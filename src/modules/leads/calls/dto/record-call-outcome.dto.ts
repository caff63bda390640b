import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { CALL_OUTCOMES, type CallOutcome } from '../entities/call-outcome.entity';
import { trim } from 'src/common/dto/trim.transform';

/** A call outcome record: all fields required but notes. */
export class RecordCallOutcomeDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'opportunity_id must be a UUID' })
  opportunity_id!: string;

  @ApiProperty({ minLength: 1, maxLength: 200 })
  @Transform(trim) @IsString() @MinLength(1, { message: 'agent is required' }) @MaxLength(200)
  agent!: string;

  @ApiProperty({ minLength: 1, maxLength: 40 })
  @Transform(trim) @IsString() @MinLength(1, { message: 'phone_number is required' }) @MaxLength(40)
  phone_number!: string;

  @ApiProperty({ enum: CALL_OUTCOMES })
  @IsIn(CALL_OUTCOMES, { message: `outcome must be one of ${CALL_OUTCOMES.join(', ')}` })
  outcome!: CallOutcome;

  @ApiPropertyOptional({ maxLength: 4000 })
  @IsOptional() @Transform(trim) @IsString() @MaxLength(4000)
  notes?: string;
}

export interface CallHistoryItemDto {
  id: string;
  customer_service_agent: string;
  call_date: string;
  phone_number: string;
  outcome: CallOutcome;
  notes: string | null;
  follow_up_triggered: boolean;
}
