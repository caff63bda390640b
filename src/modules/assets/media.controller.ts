import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Public } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { AssetsService } from './assets.service';
import { BRAND_LOGO_PNG } from './brand-logo.constants';

/** An SVG shown on its own can run nothing and load nothing. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Stored images, public because emails embed them (`/media`, apart from the admin's own `/assets`). */
@ApiTags('Assets')
@Controller('media')
export class MediaController {
  constructor(private readonly assets: AssetsService) {}

  @Get('brand/logo.png')
  @Public()
  @SkipThrottle()
  @ApiOperation({ summary: 'The built-in company logo (the default of {{companyLogoUrl}})' })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'The PNG bytes' })
  brandLogo(@Res() res: Response): void {
    res.status(200);
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.end(BRAND_LOGO_PNG);
  }

  @Get(':year/:month/:file')
  @Public()
  // Mail clients fetch images through a few proxy addresses (Gmail's image proxy, Outlook's), so the per-client
  // limit would break images in real inboxes; the answer is a small immutable file.
  @SkipThrottle()
  @ApiErrorResponses({ isPublic: true, notFound: true })
  @ApiOperation({ summary: 'One stored image (no sign-in; cached for a year, its key never changes)' })
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml')
  @ApiOkResponse({ description: 'The image bytes' })
  async serve(@Param('year') year: string, @Param('month') month: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    const image = await this.assets.open(`${year}/${month}/${file}`);
    res.status(200);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // Mail clients and other sites show these images, so they may be loaded cross-origin.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (image.contentType === 'image/svg+xml') res.setHeader('Content-Security-Policy', SVG_CSP);
    await pipeline(image.stream, res);
  }
}
