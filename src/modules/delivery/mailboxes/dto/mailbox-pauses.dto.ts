import { ApiProperty } from '@nestjs/swagger';
import type { MailboxPauseRow } from '../mailbox-pause.repository';

export class PausedMailboxDto {
  @ApiProperty({ example: 'sales@movingco.example', description: 'The sending mailbox (lower-cased)' }) mailbox!: string;
  @ApiProperty({ description: 'When it was paused' }) paused_at!: string;
  @ApiProperty({ description: 'Why, in words (the receiving server\'s answer)' }) reason!: string;
  @ApiProperty({ type: String, nullable: true, example: '5.7.1', description: 'The enhanced status code of the bounce' }) status_code!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The stored inbound message (delivery report) that paused it' }) inbound_message_id!: string | null;
}

export class PausedMailboxListResponseDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: [PausedMailboxDto] }) items!: PausedMailboxDto[];
}

export class PausedMailboxResponseDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: PausedMailboxDto, description: 'The pause just lifted' }) item!: PausedMailboxDto;
}

export const toPausedMailboxDto = (row: MailboxPauseRow): PausedMailboxDto => ({
  mailbox: row.mailbox,
  paused_at: row.paused_at.toISOString(),
  reason: row.reason,
  status_code: row.status_code,
  inbound_message_id: row.inbound_message_id,
});
