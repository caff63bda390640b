import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EmailTemplateEntity } from '../email-template.entity';

/** A template as the API answers it (html/text also under html_content/text_content, folder_id also as folderId). */
export class TemplateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() subject!: string;
  @ApiPropertyOptional({ description: 'Sanitised HTML; absent from lists without include_body' }) html?: string;
  @ApiPropertyOptional({ description: 'Same as html' }) html_content?: string;
  @ApiPropertyOptional({ description: 'Plain text; absent from lists without include_body' }) text?: string;
  @ApiPropertyOptional({ description: 'Same as text' }) text_content?: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: [String], description: 'Merge variables used by subject, html and text' }) variables!: string[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) folder_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Same as folder_id' }) folderId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) owner_user_id!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
}

export class TemplatePaginationDto {
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) pages!: number;
}

/** `{success, data}`, plus `pagination` when a page was asked for. */
export class TemplateListResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [TemplateDto] }) data!: TemplateDto[];
  @ApiPropertyOptional({ type: TemplatePaginationDto }) pagination?: TemplatePaginationDto;
}

/** `{success, data: template, error: null}`. */
export class TemplateEnvelopeDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: TemplateDto }) data!: TemplateDto;
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
}

/** A refused save: the envelope with every problem in words under `details`. */
export class TemplateErrorEnvelopeDto {
  @ApiProperty({ enum: [false] }) success!: false;
  @ApiProperty() error!: string;
  @ApiProperty({ example: 'name is required' }) message!: string;
  @ApiProperty({ example: 'VALIDATION_FAILED' }) error_code!: string;
  @ApiPropertyOptional({ type: [String], example: ['name is required', 'Unresolved tokens in body: {{firstName'] }) details?: string[];
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Field → message' }) errors?: Record<string, string>;
}

export function mapTemplate(template: EmailTemplateEntity, includeBody = true): TemplateDto {
  const body = includeBody ? { html: template.html, html_content: template.html, text: template.text, text_content: template.text } : {};
  return {
    id: template.id,
    name: template.name,
    subject: template.subject,
    ...body,
    tags: template.tags,
    variables: template.variables,
    folder_id: template.folderId,
    folderId: template.folderId,
    owner_user_id: template.ownerUserId,
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  };
}
