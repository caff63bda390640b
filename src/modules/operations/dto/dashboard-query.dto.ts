import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { toQueryNumber } from 'src/common/dto/query-value.transform';
import { IsWholeNumberBetween } from 'src/common/dto/value-rules.decorators';

export const DASHBOARD_RANGES = { '24h': 1, '7d': 7, '30d': 30 } as const;
export type DashboardRange = keyof typeof DASHBOARD_RANGES;

export class DashboardSummaryQueryDto {
  @ApiPropertyOptional({ enum: Object.keys(DASHBOARD_RANGES), default: '7d' })
  @IsOptional() @IsIn(Object.keys(DASHBOARD_RANGES), { message: 'range must be one of 24h, 7d, 30d' })
  range: DashboardRange = '7d';
}

export class DashboardRecentQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 720, default: 24 })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(1, 720)
  hours: number = 24;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 10 })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(1, 100)
  limit: number = 10;
}
