import { type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import type { Request } from 'express';
import { OIDC_STRATEGY, OidcClient, type OidcFailure } from './oidc.client';
import { AuthenticationService } from './authentication.service';
import type { UserEntity } from './entities/user.entity';

/** Request field where a failed OIDC callback leaves its reason for the controller. */
export interface OidcRequest extends Request {
  oidcUser?: UserEntity;
  oidcFailure?: OidcFailure;
}

class OidcCallbackFailed extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * @nestjs/passport guard over openid-client's Strategy. On the start route the strategy redirects to the
 * provider; on the callback it exchanges the code (PKCE, state and nonce checked by openid-client). Failures
 * never throw: they are recorded on the request and the controller redirects to the login screen.
 */
@Injectable()
export class OidcAuthGuard extends AuthGuard(OIDC_STRATEGY) {
  private readonly logger = new Logger(OidcAuthGuard.name);

  constructor(
    private readonly oidc: OidcClient,
    private readonly authentication: AuthenticationService,
  ) {
    super();
  }

  override getAuthenticateOptions(): AuthGuardAuthenticateOptions {
    return { session: false, property: 'oidcUser' };
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<OidcRequest>();
    try {
      await this.oidc.ensureRegistered();
      if (!this.oidc.isCallback(req)) this.authentication.limitPreLoginSession(req);
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (!(error instanceof OidcCallbackFailed)) this.logger.warn({ err: error }, 'OIDC provider unavailable');
      req.oidcFailure = { reason: error instanceof OidcCallbackFailed ? error.reason : 'provider_error' };
      return true;
    }
  }

  override handleRequest<TUser = UserEntity>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (err) {
      this.logger.warn({ err }, 'OIDC callback rejected');
      throw new OidcCallbackFailed('invalid_response');
    }
    if (!user) {
      const reason = typeof info === 'object' && info !== null && 'reason' in info ? String(info.reason) : 'login_failed';
      throw new OidcCallbackFailed(reason);
    }
    return user;
  }
}
