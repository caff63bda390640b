import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerException, ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { DELIVERY_SETTINGS, type DeliverySettings } from 'src/modules/delivery/delivery.config';

const WINDOW_MS = 60_000;

/**
 * Test sends per signed-in user per minute (TEST_SEND_PER_MINUTE), counted in the app's rate-limit storage (Redis);
 * over the limit: 429 RATE_LIMIT_EXCEEDED with Retry-After.
 */
@Injectable()
export class TestSendThrottleGuard implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(DELIVERY_SETTINGS) private readonly settings: DeliverySettings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const who = req.authUser?.id ?? req.ip ?? 'anonymous';
    const record = await this.storage.increment(`test-send:${who}`, WINDOW_MS, this.settings.testSend.perMinute, WINDOW_MS, 'test-send');
    if (record.isBlocked) {
      http.getResponse<Response>().setHeader('Retry-After', String(Math.max(1, record.timeToBlockExpire)));
      throw new ThrottlerException('Too many test emails. Please wait a minute.');
    }
    return true;
  }
}
