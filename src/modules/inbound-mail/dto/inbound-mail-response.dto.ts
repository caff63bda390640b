import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';

/** `POST /api/mail/inbound`: the stored message, what it was, how it was tied to a run and what it did. */
export class InboundMailResponseDto extends SuccessResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['bounce', 'auto_reply', 'human_reply', 'unsubscribe_request', 'complaint', 'delivery_report', 'other'] })
  kind!: string;

  @ApiProperty({ type: 'string', enum: ['in_reply_to', 'references', 'reply_token', 'sender'], nullable: true })
  matched_by!: string | null;

  @ApiProperty({
    example: 'run_stopped',
    description: 'recorded, run_stopped, run_paused_until:{ISO time}, contact_bounced+run_stopped+suppressed, suppressed+run_stopped, domain_held, domain_held+mailbox_paused (the parts that applied)',
  })
  effect!: string;

  @ApiProperty({
    type: String, nullable: true,
    example: 'Names none of our sends (no Message-ID, In-Reply-To, References or reply token of ours): recorded only, nothing changed',
    description: 'Why the message changed nothing, or less than its kind would; null when it did what its kind does',
  })
  note!: string | null;

  @ApiProperty({ description: 'true when this Message-ID was posted before (the stored result is answered, nothing is done again)' })
  duplicate!: boolean;
}
