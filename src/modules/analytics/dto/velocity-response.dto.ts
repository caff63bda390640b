import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import { VELOCITY_TIMEFRAMES, type VelocityTimeframe } from '../analytics.constants';
import type { VelocityData } from '../analytics.service';

export class VelocityMetricsDto {
  @ApiProperty({ description: 'Leads created in the timeframe' })
  total_opportunities!: number;

  @ApiProperty({ description: 'Mean hours from creation to the first CRM sync, over the synced ones (0 when none)' })
  avg_processing_hours!: number;

  @ApiProperty({ description: 'Of the leads created in the timeframe, how many are enriched' })
  enriched_opportunities!: number;

  @ApiProperty({ description: 'Of the leads created in the timeframe, how many reached the CRM' })
  synced_opportunities!: number;
}

export class VelocityDayDto {
  @ApiProperty({ example: '2026-11-23', description: 'Calendar date in the company timezone' })
  date!: string;

  @ApiProperty()
  new_opportunities!: number;

  @ApiProperty({ description: 'Of that day’s new leads, how many are enriched' })
  enriched!: number;

  @ApiProperty({ description: 'Of that day’s new leads, how many reached the CRM' })
  synced!: number;
}

export class VelocityDataDto {
  @ApiProperty({ type: VelocityMetricsDto })
  metrics!: VelocityMetricsDto;

  @ApiProperty({ type: [VelocityDayDto], description: 'Every day of the timeframe, oldest first, days without leads included' })
  daily_breakdown!: VelocityDayDto[];

  @ApiProperty({ enum: Object.keys(VELOCITY_TIMEFRAMES) })
  timeframe!: VelocityTimeframe;
}

/** `GET /api/opportunities/velocity`. */
export class VelocityResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: VelocityDataDto })
  data!: VelocityDataDto;
}

export const toVelocityResponse = (data: VelocityData): VelocityResponseDto => ({ success: true, data });
