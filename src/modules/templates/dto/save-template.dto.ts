import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { trim } from 'src/common/dto/trim.transform';
import { IsOptionalNotNull } from 'src/common/dto/value-rules.decorators';
import { TEMPLATE_LIMITS } from '../templates.constants';

/** A string of at most `maxBytes` UTF-8 bytes: "html must be at most 512 KB". */
function IsAtMostBytes(maxBytes: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAtMostBytes',
      constraints: [maxBytes],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && Buffer.byteLength(value, 'utf8') <= maxBytes,
        defaultMessage: (args) => `${args?.property ?? 'value'} must be at most ${maxBytes / 1024} KB`,
      },
    },
    options,
  );
}

const trimEach = ({ value }: { value: unknown }): unknown => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);
const nullOr = (_object: object, value: unknown): boolean => value !== null && value !== undefined;

/**
 * The fields of a template besides its name. html_content and text_content are other names of html and text (html wins when both
 * are sent); folderId of folder_id. owner_user_id is not read: the owner is the signed-in user.
 */
export class TemplateFieldsDto {
  @ApiPropertyOptional({ type: String, maxLength: TEMPLATE_LIMITS.subject, description: 'Trimmed, on one line; may be empty in a draft' })
  @IsOptionalNotNull() @Transform(trim) @IsString({ message: 'subject must be text' })
  @MaxLength(TEMPLATE_LIMITS.subject, { message: `subject must be at most ${TEMPLATE_LIMITS.subject} characters` })
  subject?: string;

  @ApiPropertyOptional({ type: String, description: 'HTML body (sanitised on save), at most 512 KB' })
  @IsOptionalNotNull() @IsString({ message: 'html must be text' }) @IsAtMostBytes(TEMPLATE_LIMITS.bodyBytes)
  html?: string;

  @ApiPropertyOptional({ type: String, description: 'Same as html' })
  @IsOptionalNotNull() @IsString({ message: 'html_content must be text' }) @IsAtMostBytes(TEMPLATE_LIMITS.bodyBytes)
  html_content?: string;

  @ApiPropertyOptional({ type: String, description: 'Plain-text body, at most 512 KB' })
  @IsOptionalNotNull() @IsString({ message: 'text must be text' }) @IsAtMostBytes(TEMPLATE_LIMITS.bodyBytes)
  text?: string;

  @ApiPropertyOptional({ type: String, description: 'Same as text' })
  @IsOptionalNotNull() @IsString({ message: 'text_content must be text' }) @IsAtMostBytes(TEMPLATE_LIMITS.bodyBytes)
  text_content?: string;

  @ApiPropertyOptional({ type: [String], maxItems: TEMPLATE_LIMITS.tags, description: `At most ${TEMPLATE_LIMITS.tags} tags of at most ${TEMPLATE_LIMITS.tag} characters` })
  @IsOptionalNotNull() @Transform(trimEach) @IsArray({ message: 'tags must be a list of text' })
  @IsString({ each: true, message: 'each tag must be text' })
  @MaxLength(TEMPLATE_LIMITS.tag, { each: true, message: `each tag must be at most ${TEMPLATE_LIMITS.tag} characters` })
  @ArrayMaxSize(TEMPLATE_LIMITS.tags, { message: `tags must have at most ${TEMPLATE_LIMITS.tags} items` })
  tags?: string[];

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @ValidateIf(nullOr) @IsUUID('all', { message: 'folder_id must be a UUID' })
  folder_id?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Same as folder_id' })
  @ValidateIf(nullOr) @IsUUID('all', { message: 'folderId must be a UUID' })
  folderId?: string | null;

  @ApiPropertyOptional({ type: String, description: 'Ignored: the owner is always the signed-in user' })
  @IsOptional()
  owner_user_id?: unknown;
}

/** POST /api/templates: name required. */
export class CreateTemplateDto extends TemplateFieldsDto {
  @ApiProperty({ type: String, maxLength: TEMPLATE_LIMITS.name, description: 'Trimmed' })
  @Transform(trim) @IsString({ message: 'name must be text' }) @IsNotEmpty({ message: 'name is required' })
  @MaxLength(TEMPLATE_LIMITS.name, { message: `name must be at most ${TEMPLATE_LIMITS.name} characters` })
  name!: string;
}

/** PUT /api/templates/{id}: absent fields are left as they are; a name, when sent, may not be blank. */
export class UpdateTemplateDto extends TemplateFieldsDto {
  @ApiPropertyOptional({ type: String, maxLength: TEMPLATE_LIMITS.name, description: 'Trimmed' })
  @IsOptionalNotNull() @Transform(trim) @IsString({ message: 'name must be text' }) @IsNotEmpty({ message: 'name is required' })
  @MaxLength(TEMPLATE_LIMITS.name, { message: `name must be at most ${TEMPLATE_LIMITS.name} characters` })
  name?: string;
}
