import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** `GET /api/assets?q=` */
export class ListAssetsQueryDto {
  @ApiPropertyOptional({ description: 'Filters by filename, case-insensitive', maxLength: 200 })
  @IsOptional() @IsString() @MaxLength(200)
  q?: string;
}

/** `POST /api/assets/presign` */
export class PresignAssetDto {
  @ApiProperty({ example: 'logo.png', description: 'Kept for display only; the storage key is chosen by the server', maxLength: 1000 })
  @IsString() @MaxLength(1000)
  filename!: string;

  @ApiProperty({ example: 'image/png', enum: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] })
  @IsString() @MaxLength(100)
  content_type!: string;

  @ApiPropertyOptional({ example: 48213, description: 'The file size in bytes: the upload URL then takes no more than this (413 past it; past ASSET_MAX_BYTES already here)', minimum: 1 })
  @IsOptional() @IsInt({ message: 'size must be a whole number of bytes' }) @Min(1, { message: 'size must be a whole number of bytes' })
  size?: number;
}
