import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { CommonError, CommonErrorCode } from 'src/common/errors/app-error';
import { AppConfigService } from 'src/config/app-config.service';
import { AuthenticationService } from 'src/modules/auth/authentication.service';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read /metrics, /metrics.json and /metrics/debug: a scraper presenting METRICS_TOKEN as its bearer token,
 * or a signed-in admin (session or API token); with OPS_FOR_ALL=true any signed-in user (the System Metrics screen
 * is then shown to everyone). Nobody else: the figures are not for the open internet.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(
    private readonly config: AppConfigService,
    private readonly authentication: AuthenticationService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const { metricsToken: scrapeToken, opsForAll } = this.config.app;
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (scrapeToken && bearer && sameSecret(bearer, scrapeToken)) return true;
    const user = await this.authentication.identify(req);
    if (!user) throw new CommonError(CommonErrorCode.AuthRequired, 'Authentication required. Please sign in.', undefined, undefined, { status: 401 });
    if (user.role !== 'admin' && !opsForAll) {
      throw new CommonError(CommonErrorCode.Forbidden, 'Administrator access required', undefined, undefined, { status: 403 });
    }
    return true;
  }
}
