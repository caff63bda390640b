import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';

/** A finite JSON number as its text (1234 → "1234"); anything else as sent. */
function numberAsText({ value }: { value: unknown }): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/** Example values for the merge tags of a test email (mapped to camelCase: customer_name → customerName). */
export class TestSendContextDto {
  @ApiPropertyOptional({ example: 'Jane Doe' }) @IsOptional() @IsString() @MaxLength(200) customer_name?: string;
  @ApiPropertyOptional({ example: 'TRK-10042' }) @IsOptional() @IsString() @MaxLength(100) tracking_number?: string;
  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], example: 4500, description: 'A number, or a numeric string ("4500", "4500.50")' })
  @IsOptional() @Transform(numberAsText) @IsString({ message: 'estimated_revenue must be a number' })
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: 'estimated_revenue must be a number' })
  estimated_revenue?: string;
  @ApiPropertyOptional({ example: '2026-12-01' }) @IsOptional() @IsString() @MaxLength(50) move_date?: string;
  @ApiPropertyOptional({ example: '1 Main St, Austin, TX' }) @IsOptional() @IsString() @MaxLength(500) origin_address?: string;
  @ApiPropertyOptional({ example: '9 Elm St, Denver, CO' }) @IsOptional() @IsString() @MaxLength(500) destination_address?: string;
}

/** The editor's current content (unsaved changes included); absent subject/html: the saved ones. */
export class TemplateTestSendDto {
  @ApiProperty({ example: 'alex@movingco.example', description: 'Exactly one address in a company domain' })
  @IsString() @MaxLength(320)
  to_email!: string;

  @ApiPropertyOptional({ description: 'Overrides the saved subject' }) @IsOptional() @IsString() @MaxLength(998) subject?: string;
  @ApiPropertyOptional({ description: 'Overrides the saved HTML' }) @IsOptional() @IsString() @MaxLength(512 * 1024) html?: string;
  @ApiPropertyOptional({ description: 'Overrides the saved plain text' }) @IsOptional() @IsString() @MaxLength(512 * 1024) text?: string;

  @ApiPropertyOptional({ description: 'Accepted for compatibility: images stay links to their public URLs' })
  @IsOptional() @IsBoolean()
  inline_images?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: "The example contact the preview shows: the email is filled with its data (default: the preview's default example); `context` values still win" })
  @IsOptional() @IsUUID('all', { message: 'contact_id must be a contact id' })
  contact_id?: string;

  @ApiPropertyOptional({ type: TestSendContextDto })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => TestSendContextDto)
  context?: TestSendContextDto;
}

/** What the provider accepted. */
export class TemplateTestSendResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ enum: ['smtp', 'graph'] }) provider!: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's id for the request (Graph request-id, SMTP queue id)" }) request_id!: string | null;
  @ApiProperty({ example: 'Lead Automation Movers <no-reply@movingco.example>' }) from!: string;
  @ApiProperty({ example: 'alex@movingco.example' }) to!: string;
  @ApiProperty({ description: 'The merged subject' }) subject!: string;
  @ApiProperty({ description: "Whether a copy was kept in the sender's Sent Items (Graph)" }) saved_to_sent!: boolean;
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
  @ApiProperty({ format: 'uuid' }) delivery_id!: string;
  @ApiProperty({ example: '<8d1c@movingco.example>' }) message_id!: string;
}
