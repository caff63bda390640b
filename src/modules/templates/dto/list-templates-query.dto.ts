import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { toQueryBoolean, toQueryNumber } from 'src/common/dto/query-value.transform';
import { trim } from 'src/common/dto/trim.transform';
import { IsTrueOrFalse, IsWholeNumberBetween } from 'src/common/dto/value-rules.decorators';
import { TEMPLATE_LIMITS } from '../templates.constants';

/**
 * `GET /api/templates` in its two forms: `limit&include_body&q` (answer `{success, data}`) and
 * `query&page&limit&ts` (answer with `pagination`). Either search matches name or subject.
 */
export class ListTemplatesQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: TEMPLATE_LIMITS.listLimit, description: 'Default 50, or 20 with page' })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(1, TEMPLATE_LIMITS.listLimit)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100000, description: 'Given: the answer carries pagination' })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(1, 100000)
  page?: number;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'true: each template with html and text' })
  @IsOptional() @Transform(toQueryBoolean) @IsTrueOrFalse()
  include_body?: boolean;

  @ApiPropertyOptional({ type: String, maxLength: TEMPLATE_LIMITS.search, description: 'Search in name and subject' })
  @IsOptional() @Transform(trim) @IsString({ message: 'q must be text' }) @MaxLength(TEMPLATE_LIMITS.search)
  q?: string;

  @ApiPropertyOptional({ type: String, maxLength: TEMPLATE_LIMITS.search, description: 'Same as q (the paginated form)' })
  @IsOptional() @Transform(trim) @IsString({ message: 'query must be text' }) @MaxLength(TEMPLATE_LIMITS.search)
  query?: string;

  @ApiPropertyOptional({ type: String, description: 'Cache-buster, ignored' })
  @IsOptional()
  ts?: unknown;
}
