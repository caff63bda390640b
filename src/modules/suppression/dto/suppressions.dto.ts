import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { blankToUndefined } from 'src/common/dto/query-value.transform';
import { SUPPRESSION_SOURCES, type SuppressionSource } from '../suppression.policy';
import type { SuppressionRow } from '../suppression.repository';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class SuppressionListQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'page must be a whole number' }) @Min(1) @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', default: 25, minimum: 1, maximum: 100 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'limit must be a whole number' }) @Min(1) @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: 'Part of an address (case-insensitive)' })
  @IsOptional() @Transform(blankToUndefined) @IsString() @MaxLength(320)
  q?: string;
}

export class AddSuppressionDto {
  @ApiProperty({ example: 'someone@example.com' })
  @Transform(trim) @IsString() @MaxLength(320) @IsEmail({}, { message: 'email must be an email address' })
  email!: string;

  @ApiProperty({ description: 'Why the address must not be mailed', maxLength: 500 })
  @Transform(trim) @IsString() @IsNotEmpty({ message: 'reason is required' }) @MaxLength(500)
  reason!: string;
}

export class RemoveSuppressionDto {
  @ApiProperty({ description: 'Why the address may be mailed again', maxLength: 500 })
  @Transform(trim) @IsString() @IsNotEmpty({ message: 'reason is required' }) @MaxLength(500)
  reason!: string;
}

export class SuppressionDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'Lower-cased address' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) contact_id!: string | null;
  @ApiProperty({ enum: SUPPRESSION_SOURCES }) source!: SuppressionSource;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({ description: 'Who added it: a user\'s email, or "recipient" for an unsubscribe link' }) created_by!: string;
  @ApiProperty({ type: String, nullable: true }) removed_at!: string | null;
  @ApiProperty({ type: String, nullable: true }) removed_by!: string | null;
  @ApiProperty({ type: String, nullable: true }) removed_reason!: string | null;
}

export class SuppressionListResponseDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: [SuppressionDto] }) items!: SuppressionDto[];
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total!: number;
}

export class SuppressionResponseDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: SuppressionDto }) item!: SuppressionDto;
}

export const toSuppressionDto = (row: SuppressionRow): SuppressionDto => ({
  id: row.id,
  email: row.email,
  contact_id: row.contact_id,
  source: row.source,
  reason: row.reason,
  created_at: new Date(row.created_at).toISOString(),
  created_by: row.created_by,
  removed_at: row.removed_at === null ? null : new Date(row.removed_at).toISOString(),
  removed_by: row.removed_by,
  removed_reason: row.removed_reason,
});
