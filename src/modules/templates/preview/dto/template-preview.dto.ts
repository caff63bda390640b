import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, ValidateBy, type ValidationOptions } from 'class-validator';
import { RenderWarningCode } from 'src/modules/templates/rendering/rendering.constants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Limits of a contact given as fields. */
export const PREVIEW_CONTACT_LIMITS = { fields: 50, nameLength: 64, valueLength: 2000 } as const;

const isContactField = ([name, value]: [string, unknown]): boolean =>
  name.length > 0 &&
  name.length <= PREVIEW_CONTACT_LIMITS.nameLength &&
  (value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= PREVIEW_CONTACT_LIMITS.valueLength));

/** A contact id (uuid), or an object of at most 50 fields with string, number, boolean or null values. */
export function isPreviewContact(value: unknown): boolean {
  if (typeof value === 'string') return UUID.test(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields = Object.entries(value);
  return fields.length <= PREVIEW_CONTACT_LIMITS.fields && fields.every(isContactField);
}

function IsPreviewContact(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPreviewContact',
      validator: {
        validate: isPreviewContact,
        defaultMessage: () =>
          `contact must be a contact id (uuid) or an object of at most ${PREVIEW_CONTACT_LIMITS.fields} fields with text, number, boolean or null values`,
      },
    },
    options,
  );
}

/** `POST /api/templates/{id}/preview` body. */
export class PreviewTemplateDto {
  @ApiPropertyOptional({
    description: 'A contact id, or contact fields ({first_name, last_name, email, ...}) laid over the example data; absent: the example data',
    oneOf: [
      { type: 'string', format: 'uuid' },
      { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true } },
    ],
  })
  @IsOptional()
  @IsPreviewContact()
  contact?: string | Record<string, string | number | boolean | null>;
}

/** `POST /api/templates/inline` body. */
export class InlineTemplateDto {
  @ApiProperty({ description: 'Template body HTML (at most 512 KB)' })
  @IsString()
  html!: string;

  @ApiPropertyOptional({ default: true, description: 'Asset keys (2026/11/<uuid>.png or asset:<key>) and /media paths become public URLs' })
  @IsOptional()
  @IsBoolean()
  resolve_assets?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Remove scripts, handlers, unsafe URLs and styles' })
  @IsOptional()
  @IsBoolean()
  sanitize?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Write <style> rules into style attributes (media queries kept)' })
  @IsOptional()
  @IsBoolean()
  inline?: boolean;
}

export class RenderWarningDto {
  @ApiProperty({ example: 'Unresolved tokens in body: nickname' }) message!: string;
  @ApiProperty({ enum: RenderWarningCode, enumName: 'RenderWarningCode' }) code!: RenderWarningCode;
}

export class TemplatePreviewDataDto {
  @ApiProperty({ description: 'The whole email as sent: layout, inline styles, footer with the unsubscribe placeholder' }) html!: string;
  @ApiProperty({ description: 'The merged subject, on one line (cut to 75 characters plus ... past 78)' }) subject!: string;
  @ApiProperty({ description: 'The plain-text part: the template text, or text made from the html, then the footer' }) text!: string;
}

/** `{success, data: {html}, warnings, missing_assets}`. */
export class TemplatePreviewResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: TemplatePreviewDataDto }) data!: TemplatePreviewDataDto;
  @ApiProperty({ type: [RenderWarningDto] }) warnings!: RenderWarningDto[];
  @ApiProperty({ type: [String], description: 'Image sources that will not load: our assets missing from the store, refused sources (data:, javascript:)' })
  missing_assets!: string[];
}

export class TemplateInlineDataDto {
  @ApiProperty() html_inlined!: string;
}

/** `{success, data: {html_inlined}, warnings}`. */
export class TemplateInlineResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: TemplateInlineDataDto }) data!: TemplateInlineDataDto;
  @ApiProperty({ type: [RenderWarningDto] }) warnings!: RenderWarningDto[];
}
