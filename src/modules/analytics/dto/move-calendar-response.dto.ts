import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import type { MoveCalendarData } from '../analytics.service';

export class MoveCalendarDayDto {
  @ApiProperty({ example: '2026-12-01' })
  date!: string;

  @ApiProperty({ description: 'Active leads moving that day' })
  move_count!: number;
}

export class MoveCalendarDataDto {
  @ApiProperty({ example: '2026-12', description: 'The month shown (yyyy-MM)' })
  month!: string;

  @ApiProperty({ type: [MoveCalendarDayDto], description: 'Every day of the month, the 1st first, days without moves as 0' })
  days!: MoveCalendarDayDto[];
}

/** `GET /api/opportunities/move-dates/calendar`. */
export class MoveCalendarResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: MoveCalendarDataDto })
  data!: MoveCalendarDataDto;
}

export const toMoveCalendarResponse = (data: MoveCalendarData): MoveCalendarResponseDto => ({ success: true, data });
