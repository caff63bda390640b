import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import { DASHBOARD_RANGES, type DashboardRange } from './dashboard-query.dto';

export class DashboardHealthDto {
  @ApiProperty({ description: 'A worker heartbeat is fresh' })
  worker_ok!: boolean;

  @ApiProperty({ description: 'Time this summary took, in ms' })
  api_ms!: number;

  @ApiProperty({ description: 'Waiting and delayed jobs; -1 when the queue cannot be read' })
  queue_depth!: number;

  @ApiProperty({ description: 'Failed jobs; -1 when the queue cannot be read' })
  failed_jobs!: number;
}

export class DashboardTotalsDto {
  @ApiProperty()
  total!: number;

  @ApiProperty()
  enriched!: number;

  @ApiProperty()
  with_phone!: number;

  @ApiProperty()
  with_move_date!: number;

  @ApiProperty()
  synced!: number;
}

export class DashboardLast24hDto {
  @ApiProperty({ description: 'Leads created in the last 24 hours' })
  new!: number;

  @ApiProperty({ description: 'Leads found to be possible duplicates of an earlier lead in the last 24 hours' })
  duplicates!: number;
}

export class DashboardTrendPointDto {
  @ApiProperty({ format: 'date', description: 'Calendar day in the company timezone' })
  date!: string;

  @ApiProperty()
  new!: number;

  @ApiProperty()
  synced!: number;
}

export class DashboardStuckSyncDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  tracking!: string;

  @ApiProperty({ description: 'CRM sync status' })
  status!: string;

  @ApiProperty({ type: 'string', nullable: true })
  last_error!: string | null;

  @ApiProperty()
  attempts!: number;

  @ApiProperty()
  age_minutes!: number;
}

export class DashboardRecentItemDto {
  @ApiProperty()
  display_name!: string;

  @ApiProperty({ type: 'string', nullable: true })
  customer!: string | null;

  @ApiProperty()
  tracking!: string;

  @ApiProperty()
  enriched!: boolean;

  @ApiProperty()
  synced!: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  occurred_at!: string | null;
}

export class DashboardSummaryDataDto {
  @ApiProperty({ type: DashboardHealthDto })
  health!: DashboardHealthDto;

  @ApiProperty({ type: DashboardTotalsDto, description: 'Counts over the selected range' })
  totals!: DashboardTotalsDto;

  @ApiProperty({ type: DashboardLast24hDto })
  last24h!: DashboardLast24hDto;

  @ApiProperty({ type: [DashboardTrendPointDto], description: 'One point per day of the range' })
  trend!: DashboardTrendPointDto[];

  @ApiProperty({ type: [DashboardStuckSyncDto], description: 'Syncs needing attention, oldest first (at most 100)' })
  stuck!: DashboardStuckSyncDto[];

  @ApiProperty({ description: 'How many syncs need attention (capped; never below the rows listed)' })
  stuck_count!: number;

  @ApiProperty({ description: 'false when stuck_count is the cap ("1,000+")' })
  stuck_count_exact!: boolean;

  @ApiProperty({ description: 'Leads marked as possible duplicates and not yet merged or dismissed (capped like stuck_count)' })
  duplicates_open!: number;

  @ApiProperty({ description: 'false when duplicates_open is the cap ("1,000+")' })
  duplicates_open_exact!: boolean;

  @ApiProperty({ type: [DashboardRecentItemDto], description: 'Latest leads' })
  recent!: DashboardRecentItemDto[];

  @ApiProperty({ enum: Object.keys(DASHBOARD_RANGES) })
  range!: DashboardRange;
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
  @ApiProperty({ type: [DashboardRecentItemDto] })
  data!: DashboardRecentItemDto[];
}

/* Typed mappers: the answer carries exactly the documented keys, and a figure the service stops producing fails the build. */

export const toDashboardSummaryResponse = (data: DashboardSummaryDataDto): DashboardSummaryResponseDto => ({
  success: true,
  data: {
    health: data.health,
    totals: data.totals,
    last24h: data.last24h,
    trend: data.trend,
    stuck: data.stuck,
    stuck_count: data.stuck_count,
    stuck_count_exact: data.stuck_count_exact,
    duplicates_open: data.duplicates_open,
    duplicates_open_exact: data.duplicates_open_exact,
    recent: data.recent,
    range: data.range,
  },
  error: null,
});

export const toDashboardRecentResponse = (data: DashboardRecentItemDto[]): DashboardRecentResponseDto => ({ success: true, data });
