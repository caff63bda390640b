import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { blankToUndefined } from 'src/common/dto/query-value.transform';
import { JSON_OBJECT } from 'src/common/dto/success-response.dto';
import { OUTBOX_ITEM_STATUSES, type OutboxItemStatus } from '../outbox-items.policy';

export class OutboxItemsQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_ITEM_STATUSES, default: 'pending' })
  @IsOptional() @Transform(blankToUndefined) @IsIn([...OUTBOX_ITEM_STATUSES], { message: 'status must be pending, failed or processed' })
  status?: OutboxItemStatus;

  @ApiPropertyOptional({ type: 'integer', default: 100, minimum: 1, maximum: 500 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1) @Max(500)
  limit?: number;
}

export class OutboxItemDto {
  @ApiProperty() id!: string;
  @ApiProperty() event_type!: string;
  @ApiProperty() idempotency_key!: string;
  @ApiProperty({ description: 'Failed relay tries so far' }) attempts!: number;
  @ApiProperty() next_run_at!: string;
  @ApiProperty() created_at!: string;
  @ApiProperty({ type: String, nullable: true }) processed_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_error!: string | null;
  @ApiProperty({ ...JSON_OBJECT, description: 'The event payload (ids and small values)' }) payload!: Record<string, unknown>;
  @ApiProperty({ enum: OUTBOX_ITEM_STATUSES, description: 'processed if processed_at is set; failed if attempts > 0; else pending' }) status!: OutboxItemStatus;
}

export class OutboxItemsResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [OutboxItemDto] }) outbox_items!: OutboxItemDto[];
}

export class OutboxRetryResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
  @ApiProperty({ type: OutboxItemDto }) outbox_item!: OutboxItemDto;
}
