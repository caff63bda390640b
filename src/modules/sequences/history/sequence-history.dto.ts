import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsInt, IsOptional, Max, Min } from 'class-validator';

export class SequenceHistoryQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1) @Max(200)
  limit?: number;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Only events strictly before this time (the last `at` of the previous page)' })
  @IsOptional() @IsDateString({}, { message: 'before must be a date-time' })
  before?: string;
}

export class HistoryActorDto {
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
}

export class SequenceHistoryEventDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['created', 'updated', 'steps_saved', 'state_changed', 'duplicated', 'deleted', 'test_send', 'send'] }) type!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: HistoryActorDto, nullable: true }) actor!: HistoryActorDto | null;
  @ApiProperty({ example: 'Paused: holiday break' }) summary!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
}

export class SequenceHistoryResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [SequenceHistoryEventDto], description: 'Newest first' }) events!: SequenceHistoryEventDto[];
}
