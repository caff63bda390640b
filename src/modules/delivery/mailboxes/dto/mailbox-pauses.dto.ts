import { ApiProperty } from '@nestjs/swagger';
import type { MailboxUse } from '../mailbox-budget.service';
import type { MailboxPauseRow } from '../mailbox-pause.repository';
import type { DomainHoldRow } from '../recipient-domain-hold.repository';

export class PauseEvidenceDto {
  @ApiProperty({ description: 'The stored inbound message' }) inbound_message_id!: string;
  @ApiProperty({ format: 'date-time', description: 'When it arrived' }) received_at!: string;
  @ApiProperty({ enum: ['bounce', 'complaint'], description: 'A policy refusal or hard bounce (bounce), or a spam complaint' }) kind!: string;
  @ApiProperty({ type: String, nullable: true, example: 'example.com', description: 'The domain of the recipient of our send it returns' }) domain!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '5.7.1' }) status_code!: string | null;
  @ApiProperty({ description: 'Its subject' }) subject!: string;
}

export class PausedMailboxDto {
  @ApiProperty({ example: 'sales@movingco.example', description: 'The sending mailbox (lower-cased)' }) mailbox!: string;
  @ApiProperty({ format: 'date-time', description: 'When it was paused' }) paused_at!: string;
  @ApiProperty({ description: 'Why, in words (the receiving server\'s answer)' }) reason!: string;
  @ApiProperty({ type: String, nullable: true, example: '5.7.1', description: 'The enhanced status code of the bounce' }) status_code!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The stored inbound message that tripped the pause' }) inbound_message_id!: string | null;
  @ApiProperty({ type: [PauseEvidenceDto], description: 'The inbound messages behind the pause (policy refusals, hard bounces or complaints), newest first' })
  evidence!: PauseEvidenceDto[];
}

export class MailboxUseDto {
  @ApiProperty({ example: 'sales@movingco.example' }) mailbox!: string;
  @ApiProperty({ type: 'integer', description: 'Messages sent from it this minute' }) used_this_minute!: number;
  @ApiProperty({ type: 'integer', description: 'Recipients over the last 24 hours (rolling)' }) used_last_24h!: number;
  @ApiProperty({ description: 'Paused after the receiving servers refused our mail (an admin resumes it)' }) paused!: boolean;
}

export class MailboxOverviewResponseDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: 'integer', description: 'MAILBOX_MESSAGES_PER_MINUTE: messages one mailbox sends per minute' }) per_minute!: number;
  @ApiProperty({ type: 'integer', description: 'MAILBOX_RECIPIENTS_PER_DAY: recipients one mailbox reaches per rolling 24 hours' }) per_day!: number;
  @ApiProperty({ type: [MailboxUseDto], description: 'The sending mailboxes (MAIL_SEND_MAILBOXES) in the order they are tried' }) items!: MailboxUseDto[];
}

export const toMailboxUseDto = (use: MailboxUse): MailboxUseDto => ({
  mailbox: use.mailbox,
  used_this_minute: use.usedThisMinute,
  used_last_24h: use.usedLast24h,
  paused: use.paused,
});

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
  evidence: row.evidence ?? [],
});

export class DomainHoldDto {
  @ApiProperty({ example: 'example.com', description: 'The recipient domain held back' }) domain!: string;
  @ApiProperty({ format: 'date-time', description: 'Nothing is sent to it until then' }) held_until!: string;
  @ApiProperty({ description: "Why, in words (the receiving server's answer)" }) reason!: string;
  @ApiProperty({ type: String, nullable: true, example: '5.7.1' }) status_code!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The sending mailbox whose send was refused' }) mailbox!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The stored delivery report' }) inbound_message_id!: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the (latest) refusal arrived' }) created_at!: string;
}

export class DomainHoldListResponseDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: [DomainHoldDto] }) items!: DomainHoldDto[];
}

export class DomainHoldResponseDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: DomainHoldDto, description: 'The hold just lifted' }) item!: DomainHoldDto;
}

export const toDomainHoldDto = (row: DomainHoldRow): DomainHoldDto => ({
  domain: row.domain,
  held_until: row.held_until.toISOString(),
  reason: row.reason,
  status_code: row.status_code,
  mailbox: row.mailbox,
  inbound_message_id: row.inbound_message_id,
  created_at: row.created_at.toISOString(),
});
