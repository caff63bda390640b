import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Req, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { type AuthUser, CurrentUser, Public } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses, ErrorEnvelopeDto } from 'src/common/dto/error-envelope.dto';
import { AssetUploadService, type SignedUploadQuery, type UploadedImage } from './asset-upload.service';
import { AssetsService } from './assets.service';
import { ListAssetsQueryDto, PresignAssetDto } from './dto/asset-request.dto';
import { UploadThrottleGuard } from './upload-throttle.guard';
import {
  AssetListResponseDto,
  PresignedUploadResponseDto,
  toAssetListResponse,
  toPresignedUploadResponse,
  toUploadedAssetResponse,
  UploadedAssetResponseDto,
} from './dto/asset-response.dto';

const tooLargeDoc = ApiPayloadTooLargeResponse({ description: 'Larger than ASSET_MAX_BYTES (PAYLOAD_TOO_LARGE)', type: ErrorEnvelopeDto });
const wrongTypeDoc = ApiUnsupportedMediaTypeResponse({
  description: 'Not a PNG, JPG, GIF, WebP or safe SVG by its bytes, or bytes that disagree with the declared type (UNSUPPORTED_MEDIA_TYPE)',
  type: ErrorEnvelopeDto,
});

@ApiTags('Assets')
@Controller('api/assets')
export class AssetsController {
  constructor(
    private readonly assets: AssetsService,
    private readonly uploads: AssetUploadService,
  ) {}

  @Get()
  @ApiErrorResponses()
  @ApiOperation({ summary: 'Images for email templates, newest first (at most 200)' })
  @ApiOkResponse({ type: AssetListResponseDto })
  async list(@Query() query: ListAssetsQueryDto): Promise<AssetListResponseDto> {
    return toAssetListResponse(await this.assets.list(query.q));
  }

  @Post('presign')
  @HttpCode(200)
  @UseGuards(UploadThrottleGuard)
  @ApiErrorResponses()
  @ApiOperation({ summary: 'A URL the browser PUTs one image to (valid 10 minutes, bound to the key, type and size cap)' })
  @ApiOkResponse({ type: PresignedUploadResponseDto })
  @ApiUnsupportedMediaTypeResponse({ description: 'content_type is not an accepted image type', type: ErrorEnvelopeDto })
  async presign(@Body() body: PresignAssetDto, @CurrentUser() user: AuthUser): Promise<PresignedUploadResponseDto> {
    return toPresignedUploadResponse(await this.uploads.presign({ filename: body.filename, contentType: body.content_type, size: body.size }, user));
  }

  @Post('upload')
  @HttpCode(200)
  @UseGuards(UploadThrottleGuard)
  @UseInterceptors(FileInterceptor('file'))
  @ApiErrorResponses()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOperation({ summary: 'Upload one image (multipart field "file")' })
  @ApiOkResponse({ type: UploadedAssetResponseDto })
  @tooLargeDoc
  @wrongTypeDoc
  async upload(@UploadedFile() file: UploadedImage | undefined, @CurrentUser() user: AuthUser): Promise<UploadedAssetResponseDto> {
    return toUploadedAssetResponse(await this.uploads.upload(file, user));
  }

  /** The target of a presigned local upload: no session needed, the signature in the query is the credential. */
  @Put('uploads/:year/:month/:file')
  @Public()
  @ApiErrorResponses({ isPublic: true })
  @ApiConsumes('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml')
  @ApiOperation({ summary: 'Complete a presigned upload (raw image bytes; the signed query string is the credential)' })
  @ApiOkResponse({ type: UploadedAssetResponseDto })
  @tooLargeDoc
  @wrongTypeDoc
  async completeUpload(
    @Param('year') year: string,
    @Param('month') month: string,
    @Param('file') file: string,
    @Query() query: SignedUploadQuery,
    @Headers('content-type') contentType: string | undefined,
    @Headers('content-length') contentLength: string | undefined,
    @Req() req: Request,
  ): Promise<UploadedAssetResponseDto> {
    const length = contentLength !== undefined && /^\d+$/.test(contentLength) ? Number(contentLength) : undefined;
    return toUploadedAssetResponse(await this.uploads.completeSignedUpload(`${year}/${month}/${file}`, query, contentType, length, req));
  }
}
