import { ApiProperty } from '@nestjs/swagger';
import type { CaughtMail, CaughtMailSummary } from '../smtp-catcher.service';

/** One caught message in the list. */
export class CaughtMailSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Lead Automation Movers <no-reply@movingco.example>' }) from!: string | null;
  @ApiProperty({ type: [String], example: ['alex@movingco.example'] }) to!: string[];
  @ApiProperty({ type: String, nullable: true }) subject!: string | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the catcher received it' }) date!: string;
  @ApiProperty({ type: String, nullable: true, example: '<1a2b@movingco.example>' }) message_id!: string | null;
  @ApiProperty({ type: 'integer', description: 'Size of the raw message in bytes' }) size!: number;
}

export class CaughtMailHeaderDto {
  @ApiProperty({ example: 'Subject' }) key!: string;
  @ApiProperty() value!: string;
}

/** One caught message in full; `html` is the message's HTML as sent (show it only in a sandboxed frame). */
export class CaughtMailDto extends CaughtMailSummaryDto {
  @ApiProperty({ type: [CaughtMailHeaderDto], description: 'Every header, in order' }) headers!: CaughtMailHeaderDto[];
  @ApiProperty({ type: String, nullable: true }) html!: string | null;
  @ApiProperty({ type: String, nullable: true }) text!: string | null;
  @ApiProperty({ description: 'The whole message source' }) raw!: string;
}

export class CaughtMailListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [CaughtMailSummaryDto] }) data!: CaughtMailSummaryDto[];
}

export class CaughtMailResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: CaughtMailDto }) data!: CaughtMailDto;
}

export class CaughtMailClearedResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: 'integer', description: 'How many messages were removed' }) cleared!: number;
}

export function mapCaughtMailSummary(mail: CaughtMailSummary): CaughtMailSummaryDto {
  return { id: mail.id, from: mail.from, to: mail.to, subject: mail.subject, date: mail.receivedAt, message_id: mail.messageId, size: mail.size };
}

export function mapCaughtMail(mail: CaughtMail): CaughtMailDto {
  return {
    ...mapCaughtMailSummary(mail),
    headers: mail.headers.map((header) => ({ key: header.name, value: header.value })),
    html: mail.html,
    text: mail.text,
    raw: mail.raw,
  };
}
