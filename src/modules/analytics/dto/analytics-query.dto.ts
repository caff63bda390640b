import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { VELOCITY_TIMEFRAMES, type VelocityTimeframe } from '../analytics.constants';

const TIMEFRAMES = Object.keys(VELOCITY_TIMEFRAMES);

export class VelocityQueryDto {
  @ApiPropertyOptional({ enum: TIMEFRAMES, default: '7d', description: 'Calendar days covered, today included, in the company timezone' })
  @IsOptional() @IsIn(TIMEFRAMES, { message: `timeframe must be one of ${TIMEFRAMES.join(', ')}` })
  timeframe: VelocityTimeframe = '7d';
}

export class MoveCalendarQueryDto {
  @ApiPropertyOptional({ example: '2026-12', pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])$', description: 'Calendar month (yyyy-MM); the current company month when absent' })
  @IsOptional() @Matches(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { message: 'month must be a calendar month written yyyy-MM (years 1900 to 2099)' })
  month?: string;
}
