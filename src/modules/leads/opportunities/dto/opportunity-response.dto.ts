import { ApiProperty } from '@nestjs/swagger';
import { JSON_OBJECT, SuccessResponseDto } from '../../../../common/dto/success-response.dto';

/** One row of `GET /api/opportunities`. */
export class OpportunityListItemResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: 'string', nullable: true })
  customer!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  email!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  phone!: string | null;

  @ApiProperty()
  q2g_tracking_number!: string;

  @ApiProperty()
  status!: string;

  @ApiProperty({ type: 'string', nullable: true })
  move_date!: string | null;

  @ApiProperty()
  synced!: boolean;

  @ApiProperty({ format: 'date-time' })
  last_updated!: string;

  @ApiProperty({ ...JSON_OBJECT, description: 'Every stored column of the opportunity' })
  raw!: Record<string, unknown>;
}

/** `GET /api/opportunities`: `opportunities` and `items` are the same page. */
export class OpportunityListResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [OpportunityListItemResponseDto] })
  opportunities!: OpportunityListItemResponseDto[];

  @ApiProperty({ type: [OpportunityListItemResponseDto] })
  items!: OpportunityListItemResponseDto[];

  @ApiProperty()
  page!: number;

  @ApiProperty()
  pageSize!: number;

  @ApiProperty()
  total!: number;

  @ApiProperty({ description: 'false when total is an estimate (very large filters)' })
  total_exact!: boolean;

  @ApiProperty()
  execution_time_ms!: number;

  @ApiProperty()
  opportunities_per_second!: number;
}

/** `GET /api/opportunities/by-tracking/{tracking}`. */
export class OpportunityDetailResponseDto extends SuccessResponseDto {
  @ApiProperty({ ...JSON_OBJECT, description: 'The opportunity (tracking_number, customer_name, customer_phone, status, ...)' })
  opportunity!: Record<string, unknown>;
}

/** `GET /api/opportunities/{id}/activity`: the Activity Timeline, newest first. */
export class OpportunityActivityResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: 'array', items: JSON_OBJECT })
  data!: Record<string, unknown>[];
}
