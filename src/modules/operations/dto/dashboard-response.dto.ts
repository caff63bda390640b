import { ApiProperty } from '@nestjs/swagger';
import { JSON_OBJECT, SuccessResponseDto } from '../../../common/dto/success-response.dto';

export class DashboardSummaryDataDto {
  @ApiProperty({ ...JSON_OBJECT, description: 'Queue, worker and database state' })
  health!: Record<string, unknown>;

  @ApiProperty({ ...JSON_OBJECT, description: 'Counts over the selected range' })
  totals!: Record<string, unknown>;

  @ApiProperty({ ...JSON_OBJECT, description: 'Counts over the last 24 hours' })
  last24h!: Record<string, unknown>;

  @ApiProperty({ type: 'array', items: JSON_OBJECT, description: 'One point per day of the range' })
  trend!: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: JSON_OBJECT, description: 'Syncs needing attention' })
  stuck!: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: JSON_OBJECT, description: 'Latest leads' })
  recent!: Record<string, unknown>[];
}

/** `GET /api/dashboard/summary`. */
export class DashboardSummaryResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: DashboardSummaryDataDto })
  data!: DashboardSummaryDataDto;

  @ApiProperty({ type: 'string', nullable: true, enum: [null] })
  error!: null;
}

/** `GET /api/dashboard/recent`. */
export class DashboardRecentResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: 'array', items: JSON_OBJECT })
  data!: Record<string, unknown>[];
}
