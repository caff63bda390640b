import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';

export class LeadStatisticsResponseDto {
  @ApiProperty()
  total_synced!: number;

  @ApiProperty()
  total_estimated_revenue!: number;

  @ApiProperty({ description: 'Synced today in the company timezone' })
  today_synced!: number;

  @ApiProperty()
  total_email_opportunities!: number;

  @ApiProperty()
  unprocessed_email_opportunities!: number;
}

/** `GET /status`. */
export class StatusResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: LeadStatisticsResponseDto })
  data!: LeadStatisticsResponseDto;
}

export const toStatusResponse = (data: LeadStatisticsResponseDto): StatusResponseDto => ({ success: true, data });
