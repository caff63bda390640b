import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import * as client from 'openid-client';
import { Strategy, type VerifyFunctionWithRequest } from 'openid-client/passport';
import passport from 'passport';
import { AppConfigService } from 'src/config/app-config.service';
import type { IdentityClaims } from './access.policy';
import { AuthService } from './auth.service';

export const OIDC_STRATEGY = 'oidc';

/** Failure info handed from the strategy's verify callback to the callback route. */
export interface OidcFailure {
  reason: string;
}

/**
 * Adapter around openid-client: discovers the issuer lazily (the dev IdP lives in this same process, so it is
 * only reachable once the server listens) and registers openid-client's passport Strategy under the name 'oidc'.
 */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger(OidcClient.name);
  private registration?: Promise<void>;

  constructor(
    private readonly config: AppConfigService,
    private readonly auth: AuthService,
  ) {}

  get enabled(): boolean {
    return this.config.oidc.enabled;
  }

  ensureRegistered(): Promise<void> {
    this.registration ??= this.register().catch((error: unknown) => {
      this.registration = undefined;
      throw error;
    });
    return this.registration;
  }

  private async register(): Promise<void> {
    const settings = this.config.oidc;
    if (!settings.enabled || !settings.issuerUrl || !settings.clientId) throw new Error('OIDC is not configured');
    const configuration = await client.discovery(
      new URL(settings.issuerUrl),
      settings.clientId,
      settings.clientSecret,
      undefined,
      settings.allowInsecureRequests ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    const verify: VerifyFunctionWithRequest = (_req, tokens, done) => {
      const claims = tokens.claims() as IdentityClaims | undefined;
      if (!claims) {
        done(null, false, { reason: 'missing_id_token' } satisfies OidcFailure);
        return;
      }
      this.auth.completeLogin(claims).then(
        (result) => (result.ok ? done(null, result.user) : done(null, false, { reason: result.reason } satisfies OidcFailure)),
        (error: unknown) => done(error),
      );
    };
    passport.use(
      OIDC_STRATEGY,
      new Strategy(
        {
          config: configuration,
          scope: 'openid profile email',
          callbackURL: settings.redirectUri,
          passReqToCallback: true,
          sessionKey: 'oidc',
        },
        verify,
      ),
    );
    this.logger.log({ issuer: settings.issuerUrl, provider: settings.provider }, 'OIDC provider discovered');
  }

  /** Health probe: the issuer's discovery document answers now and names the configured issuer. */
  async probe(): Promise<void> {
    const issuer = this.config.oidc.issuerUrl;
    if (!issuer) throw new Error('OIDC is not configured');
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Discovery answered HTTP ${response.status}`);
    const document = (await response.json()) as { issuer?: unknown };
    if (String(document.issuer).replace(/\/$/, '') !== issuer.replace(/\/$/, '')) throw new Error(`Discovery names issuer ${String(document.issuer)}`);
  }

  isCallback(req: Request): boolean {
    return typeof req.query.code === 'string' || typeof req.query.error === 'string';
  }
}
