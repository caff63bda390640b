import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfigService } from 'src/config/app-config.service';
import { AssetsError, AssetsErrorCode } from './assets.errors';

const WINDOW_MS = 60 * 60 * 1000;

/**
 * Image uploads and presigned upload links per signed-in user per hour (ASSET_UPLOADS_PER_HOUR), counted in the app's
 * rate-limit storage (Redis) before the body is read; over the limit: 429 RATE_LIMIT_EXCEEDED with Retry-After.
 */
@Injectable()
export class UploadThrottleGuard implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfigService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const who = req.authUser?.id ?? req.ip ?? 'anonymous';
    const limit = this.config.assets.uploadsPerHour;
    const record = await this.storage.increment(`asset-upload:${who}`, WINDOW_MS, limit, WINDOW_MS, 'asset-upload');
    if (record.isBlocked) {
      http.getResponse<Response>().setHeader('Retry-After', String(Math.max(1, record.timeToBlockExpire)));
      throw new AssetsError(AssetsErrorCode.UploadLimit, `You have uploaded ${limit} images in the last hour. Please wait before uploading more.`);
    }
    return true;
  }
}
