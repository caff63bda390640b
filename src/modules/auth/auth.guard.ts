import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ADMIN_ONLY_KEY, API_TOKEN_ONLY_KEY, IS_PUBLIC_KEY, OPS_ONLY_KEY, TOKEN_SCOPE_KEY, type TokenScope } from 'src/common/decorators/auth.decorators';
import { AppConfigService } from 'src/config/app-config.service';
import { AuthError, AuthErrorCode } from './auth.errors';
import { AuthenticationService } from './authentication.service';

/** What each token scope allows, in the 403's words. */
const SCOPE_WORDS: Readonly<Record<TokenScope, string>> = { inbound: 'posting inbound mail (POST /api/mail/inbound)' };

/**
 * Global guard: every route needs a session or an API token unless marked @Public(); @AdminOnly() needs admin (or a
 * token scoped to that route); @OpsOnly() needs admin unless OPS_FOR_ALL is true; a scoped token reaches only its route.
 */
@Injectable()
export class AppAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authentication: AuthenticationService,
    private readonly config: AppConfigService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = await this.authentication.identify(req);
    if (!user) throw new AuthError(AuthErrorCode.AuthRequired, 'Authentication required. Please sign in.');
    if (this.reflector.getAllAndOverride<boolean>(API_TOKEN_ONLY_KEY, targets) && user.via !== 'token') {
      throw new AuthError(AuthErrorCode.ApiTokenRequired, 'This endpoint accepts API tokens only (Authorization: Bearer <token>)');
    }
    if (!this.authentication.passesCsrf(req, user)) {
      throw new AuthError(AuthErrorCode.CsrfTokenInvalid, 'Missing or invalid CSRF token');
    }
    // A scoped token (the mail gateway's) reaches its one route and nothing else; there it counts as an admin's.
    const routeScope = this.reflector.getAllAndOverride<TokenScope | undefined>(TOKEN_SCOPE_KEY, targets);
    if (user.scope && user.scope !== routeScope) {
      throw new AuthError(AuthErrorCode.Forbidden, `This API token is limited to ${SCOPE_WORDS[user.scope]}`);
    }
    const scopedForRoute = Boolean(user.scope) && user.scope === routeScope;
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY_KEY, targets) && user.role !== 'admin' && !scopedForRoute) {
      throw new AuthError(AuthErrorCode.Forbidden, 'Administrator access required');
    }
    if (this.reflector.getAllAndOverride<boolean>(OPS_ONLY_KEY, targets) && user.role !== 'admin' && !this.config.app.opsForAll) {
      throw new AuthError(AuthErrorCode.Forbidden, 'The Automation Run screens are for administrators');
    }
    return true;
  }
}
