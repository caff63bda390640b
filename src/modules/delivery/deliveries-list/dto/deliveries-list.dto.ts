import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { blankToUndefined } from 'src/common/dto/query-value.transform';
import type { DeliveryListRow } from '../deliveries-list.repository';

export class DeliveriesListQueryDto {
  @ApiPropertyOptional({ description: 'A whole address (exact, any case) or a fragment of one' })
  @IsOptional() @Transform(blankToUndefined) @IsString({ message: 'email must be text' }) @MaxLength(320, { message: 'email must be at most 320 characters' })
  email?: string;

  @ApiPropertyOptional({ type: 'integer', default: 100, minimum: 1, maximum: 500 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1) @Max(500)
  limit?: number;
}

export class DeliveryResolutionDto {
  @ApiProperty({ enum: ['sent', 'not_sent'], description: 'What the operator decided about a send whose outcome was unknown' }) outcome!: 'sent' | 'not_sent';
  @ApiProperty({ description: 'When they decided' }) at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Who decided (display name or email); null when the user is gone' }) by!: string | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
}

export class DeliveryListItemDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['sequence', 'test'], description: 'A sequence step send or a template/sequence test send' }) kind!: string;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty() to_email!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null for test sends and when the run or sequence is gone' }) sequence_name!: string | null;
  @ApiProperty({ enum: ['pending', 'sent', 'delivered', 'failed', 'unknown'] }) status!: string;
  @ApiProperty({ type: String, nullable: true }) provider!: string | null;
  @ApiProperty({ type: String, nullable: true }) message_id!: string | null;
  @ApiProperty() idempotency_key!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The provider\'s message when it failed' }) error!: string | null;
  @ApiProperty({ description: 'When the row was committed (shown as sent at)' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true }) sent_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) delivered_at!: string | null;
  @ApiPropertyOptional({ type: DeliveryResolutionDto, nullable: true, description: 'An operator\'s decision on an unknown outcome (POST /api/deliveries/{id}/resolve); null when none was needed' })
  resolution?: DeliveryResolutionDto | null;
}

export class DeliveriesListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [DeliveryListItemDto] }) deliveries!: DeliveryListItemDto[];
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export function toDeliveryListItem(row: DeliveryListRow): DeliveryListItemDto {
  const { resolution, resolved_at, resolved_by, resolution_note, ...rest } = row;
  return {
    ...rest, created_at: iso(row.created_at) ?? '', sent_at: iso(row.sent_at), delivered_at: iso(row.delivered_at),
    resolution: resolution === 'sent' || resolution === 'not_sent' ? { outcome: resolution, at: iso(resolved_at) ?? '', by: resolved_by, note: resolution_note } : null,
  };
}
