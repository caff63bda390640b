import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

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
}
