import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { blankToUndefined } from 'src/common/dto/query-value.transform';
import { REPLY_WINDOWS, type ReplyRunStatus, type ReplyWindow } from '../replies.policy';

export class ReplyListQueryDto {
  @ApiPropertyOptional({ enum: REPLY_WINDOWS, default: '7d', description: 'Replies received within the last hour, 24 hours, 7 days or 30 days' })
  @IsOptional() @Transform(blankToUndefined) @IsIn([...REPLY_WINDOWS], { message: `since must be one of ${REPLY_WINDOWS.join(', ')}` })
  since?: ReplyWindow;

  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'page must be a whole number' }) @Min(1) @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', default: 20, minimum: 1, maximum: 100 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1) @Max(100)
  limit?: number;
}

const RUN_STATUSES: ReplyRunStatus[] = ['running', 'paused', 'completed', 'canceled', 'failed'];

export class ReplyDto {
  @ApiProperty({ description: 'The inbound message (GET /api/inbound-messages/{id})' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The run the reply answered; null when none was matched' }) run_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) contact_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) contact_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) sequence_name!: string | null;
  @ApiProperty({ description: 'The From address of the reply' }) reply_from!: string;
  @ApiProperty({ format: 'date-time' }) replied_at!: string;
  @ApiProperty({ enum: RUN_STATUSES, nullable: true, description: 'running (pending or active), paused, or how the run ended' }) status!: ReplyRunStatus | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why an ended run ended (reply_received: stopped by a reply)' }) stopped_reason!: string | null;
}

export class ReplyListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [ReplyDto] }) items!: ReplyDto[];
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty({ description: 'Replies in the window' }) total!: number;
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
}

export class InboundMessageDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'The Message-ID header' }) message_id!: string;
  @ApiProperty({ description: 'The mailbox it arrived in' }) mailbox!: string;
  @ApiProperty({ format: 'date-time' }) received_at!: string;
  @ApiProperty() from_email!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: ['bounce', 'auto_reply', 'human_reply', 'unsubscribe_request', 'complaint', 'delivery_report', 'other'] }) kind!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What the classifier decided and its reasons' }) classification!: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true, enum: ['in_reply_to', 'references', 'reply_token', 'sender', null] }) matched_by!: string | null;
  @ApiProperty({ type: String, nullable: true }) enrollment_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) delivery_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) contact_id!: string | null;
  @ApiProperty({ description: 'What the message did (run_stopped, recorded, ...)' }) effect!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why it changed nothing, or less than its kind would; null when it did what its kind does' }) note!: string | null;
  @ApiProperty({ description: 'Size of the raw message in bytes' }) raw_size!: number;
}

export class UnmatchedMessageDto {
  @ApiProperty({ description: 'The inbound message (GET /api/inbound-messages/{id})' }) id!: string;
  @ApiProperty({ format: 'date-time' }) received_at!: string;
  @ApiProperty() from_email!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: ['bounce', 'auto_reply', 'human_reply', 'unsubscribe_request', 'complaint', 'delivery_report', 'other'] }) kind!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['in_reply_to', 'references', 'reply_token', 'sender', null] }) matched_by!: string | null;
  @ApiProperty({ description: 'What it did (recorded: nothing)' }) effect!: string;
  @ApiProperty({ description: 'Why it did nothing, or less than its kind would' }) note!: string;
}

export class UnmatchedListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [UnmatchedMessageDto] }) items!: UnmatchedMessageDto[];
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty({ description: 'Such messages in the window' }) total!: number;
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
}

export class InboundMessageResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: InboundMessageDto }) message!: InboundMessageDto;
}
