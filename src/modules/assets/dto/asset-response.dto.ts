import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import type { PresignedUpload } from '../asset-upload.service';
import type { AssetView } from '../assets.service';

export class AssetItemDto {
  @ApiProperty({ example: '2026/11/0b7c6a1e-8d1f-4b8e-9a51-0c2f3d4e5f60.png' })
  key!: string;

  @ApiProperty({ description: 'Public URL (works without signing in)' })
  url!: string;

  @ApiProperty({ example: 'logo.png' })
  filename!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;
}

class AssetListDataDto {
  @ApiProperty({ type: [AssetItemDto] })
  assets!: AssetItemDto[];
}

export class AssetListResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: AssetListDataDto })
  data!: AssetListDataDto;
}

export class UploadedAssetDto extends AssetItemDto {
  @ApiProperty()
  public_url!: string;

  @ApiProperty({ example: 'image/png', description: 'The type the bytes really are' })
  content_type!: string;
}

export class UploadedAssetResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: UploadedAssetDto })
  data!: UploadedAssetDto;
}

class PresignedUploadDto {
  @ApiProperty({ description: 'PUT the bytes here with the given Content-Type within 10 minutes' })
  upload_url!: string;

  @ApiProperty()
  key!: string;

  @ApiProperty()
  public_url!: string;

  @ApiProperty({ enum: ['PUT'] })
  method!: 'PUT';

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { 'Content-Type': 'image/png' } })
  headers!: Record<string, string>;

  @ApiProperty()
  expires_at!: string;
}

export class PresignedUploadResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: PresignedUploadDto })
  data!: PresignedUploadDto;
}

export const mapAssetItem = (asset: AssetView): AssetItemDto => ({ key: asset.key, url: asset.url, filename: asset.filename, size: asset.size });

export const toAssetListResponse = (assets: AssetView[]): AssetListResponseDto => ({ success: true, data: { assets: assets.map(mapAssetItem) } });

export const toUploadedAssetResponse = (asset: AssetView): UploadedAssetResponseDto => ({
  success: true,
  data: { ...mapAssetItem(asset), public_url: asset.url, content_type: asset.contentType },
});

export const toPresignedUploadResponse = (upload: PresignedUpload): PresignedUploadResponseDto => ({
  success: true,
  data: {
    upload_url: upload.uploadUrl,
    key: upload.key,
    public_url: upload.publicUrl,
    method: upload.method,
    headers: { 'Content-Type': upload.contentType },
    expires_at: upload.expiresAt.toISOString(),
  },
});
