import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { blankToUndefined } from 'src/common/dto/query-value.transform';

export class CallTaskListQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'all'], default: 'open', description: '`open`: waiting on a call, run live, soonest due first; `all`: every task, newest first' })
  @IsOptional() @Transform(blankToUndefined) @IsIn(['open', 'all'], { message: 'status must be open or all' })
  status?: 'open' | 'all';

  @ApiPropertyOptional({ format: 'uuid', description: "Only the tasks of this opportunity's contact" })
  @IsOptional() @Transform(blankToUndefined) @IsUUID('all', { message: 'opportunity_id must be an opportunity id' })
  opportunity_id?: string;

  @ApiPropertyOptional({ type: 'integer', default: 50, minimum: 1, maximum: 200 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1) @Max(200)
  limit?: number;
}

class CallTaskSequenceDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

class CallTaskContactDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
}

export class CallTaskDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: '"Call Dana Whitfield — step 3 of New lead follow-up"' }) title!: string;
  @ApiProperty({ type: String, nullable: true, description: "The opportunity's assignee when the task opened" }) assignee!: string | null;
  @ApiProperty({ enum: ['open', 'done', 'expired'] }) status!: 'open' | 'done' | 'expired';
  @ApiProperty({ type: String, nullable: true, description: 'The recorded call outcome that closed it' }) outcome!: string | null;
  @ApiProperty({ format: 'date-time' }) due_at!: string;
  @ApiProperty({ format: 'date-time', description: 'Without an outcome by then, the run takes the no_answer route' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at!: string | null;
  @ApiProperty({ description: 'Open and past its due time' }) overdue!: boolean;
  @ApiProperty({ type: 'integer' }) step_order!: number;
  @ApiProperty({ type: CallTaskSequenceDto }) sequence!: CallTaskSequenceDto;
  @ApiProperty() enrollment_id!: string;
  @ApiProperty({ type: String, nullable: true }) opportunity_id!: string | null;
  @ApiProperty({ type: CallTaskContactDto }) contact!: CallTaskContactDto;
  @ApiProperty({ description: 'The run is still live' }) run_live!: boolean;
}

export class CallTaskListResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ type: [CallTaskDto] }) tasks!: CallTaskDto[];
  @ApiProperty({ type: 'integer', description: 'Tasks matching, beyond the limit too' }) total!: number;
}
