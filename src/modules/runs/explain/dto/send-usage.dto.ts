import { ApiProperty } from '@nestjs/swagger';

export class SendUsageCountDto {
  @ApiProperty({ description: 'Sends counted against the cap today' }) used!: number;
  @ApiProperty({ description: 'The daily cap (SEQUENCE_DAILY_ORG_SEND_CAP or SEQUENCE_DAILY_SEQUENCE_SEND_CAP)' }) limit!: number;
}

export class SequenceSendUsageDto extends SendUsageCountDto {
  @ApiProperty({ format: 'uuid' }) sequence_id!: string;
  @ApiProperty() name!: string;
}

export class SendUsageDto {
  @ApiProperty({ example: '2026-11-27', description: 'The cap day: midnight to midnight in time_zone' }) day!: string;
  @ApiProperty({ example: 'America/New_York' }) time_zone!: string;
  @ApiProperty({ type: SendUsageCountDto, description: 'All sequences together' }) org!: SendUsageCountDto;
  @ApiProperty({ type: [SequenceSendUsageDto], description: 'The busiest sequences today (up to 10, most sends first); sequences that sent nothing are left out' })
  sequences!: SequenceSendUsageDto[];
}

export class SendUsageResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: SendUsageDto }) usage!: SendUsageDto;
}
