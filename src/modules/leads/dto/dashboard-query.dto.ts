import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export const DASHBOARD_RANGES = { '24h': 1, '7d': 7, '30d': 30 } as const;
export type DashboardRange = keyof typeof DASHBOARD_RANGES;

export class DashboardSummaryQueryDto {
  @IsOptional() @IsIn(Object.keys(DASHBOARD_RANGES), { message: 'range must be one of 24h, 7d, 30d' })
  range: DashboardRange = '7d';
}

export class DashboardRecentQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(720)
  hours: number = 24;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100)
  limit: number = 10;
}
