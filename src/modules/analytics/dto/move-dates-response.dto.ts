import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import type { MoveDatesData } from '../analytics.service';

export class MoveDateMetricsDto {
  @ApiProperty({ description: 'Active leads moving today or later' })
  total_moves!: number;

  @ApiProperty({ description: 'Active leads moving in the current Monday-to-Sunday week (company timezone), earlier days included' })
  this_week!: number;

  @ApiProperty({ description: 'Active leads moving 0 to 30 days from today' })
  next_30_days!: number;

  @ApiProperty({ description: 'Mean days from today to the move, over total_moves (one decimal)' })
  avg_days_out!: number;
}

export class MoveDto {
  @ApiProperty({ example: '2026-12-01' })
  move_date!: string;

  @ApiProperty({ type: 'string', nullable: true })
  customer_name!: string | null;

  @ApiProperty()
  tracking_number!: string;

  @ApiProperty({ type: 'string', nullable: true })
  origin_address!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  destination_address!: string | null;

  @ApiProperty()
  status!: string;

  @ApiProperty({ description: 'Calendar days from today (company timezone) to the move; negative earlier this week' })
  days_out!: number;
}

export class MoveDatesDataDto {
  @ApiProperty({ type: MoveDateMetricsDto })
  metrics!: MoveDateMetricsDto;

  @ApiProperty({ type: [MoveDto], description: 'First 10 active moves of this week, by move date' })
  this_week!: MoveDto[];

  @ApiProperty({ type: [MoveDto], description: 'First 10 active moves from today on, by move date' })
  upcoming!: MoveDto[];
}

/** `GET /api/opportunities/move-dates`. */
export class MoveDatesResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: MoveDatesDataDto })
  data!: MoveDatesDataDto;
}

export const toMoveDatesResponse = (data: MoveDatesData): MoveDatesResponseDto => ({ success: true, data });
