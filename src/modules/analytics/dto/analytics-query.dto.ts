import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { VELOCITY_TIMEFRAMES, type VelocityTimeframe } from '../analytics.constants';

const TIMEFRAMES = Object.keys(VELOCITY_TIMEFRAMES);

export class VelocityQueryDto {
  @ApiPropertyOptional({ enum: TIMEFRAMES, default: '7d', description: 'Calendar days covered, today included, in the company timezone' })
  @IsOptional() @IsIn(TIMEFRAMES, { message: `timeframe must be one of ${TIMEFRAMES.join(', ')}` })
  timeframe: VelocityTimeframe = '7d';
}
