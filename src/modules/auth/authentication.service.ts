import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppConfigService } from 'src/config/app-config.service';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import { ApiTokenService } from './api-token.service';
import type { UserEntity } from './entities/user.entity';
import { PRE_LOGIN_SESSION_MAX_AGE_MS } from './session.middleware';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const bearerToken = (req: Request): string | undefined => {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
};

const promisify = (fn: (cb: (err?: unknown) => void) => void): Promise<void> =>
  new Promise((resolve, reject) => fn((err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve())));

/** Identifies the caller of a request: API token first, then the server-side session (idle + absolute expiry). */
@Injectable()
export class AuthenticationService {
  constructor(
    private readonly config: AppConfigService,
    private readonly apiTokens: ApiTokenService,
  ) {}

  async identify(req: Request): Promise<AuthUser | null> {
    if (req.authUser) return req.authUser;
    const token = bearerToken(req);
    if (token !== undefined) {
      const user = await this.apiTokens.verify(token);
      if (user) req.authUser = user;
      return user;
    }
    const user = await this.sessionUser(req);
    if (user) req.authUser = user;
    return user;
  }

  /** The session's user, after enforcing the idle timeout and absolute lifetime. */
  private async sessionUser(req: Request): Promise<AuthUser | null> {
    const session = req.session as Request['session'] | undefined;
    if (!session?.user || !session.createdAt || !session.lastSeenAt) return null;
    const now = Date.now();
    const { idleTimeoutMs, maxAgeMs } = this.config.session;
    if (now - session.lastSeenAt > idleTimeoutMs || now - session.createdAt > maxAgeMs) {
      await this.destroySession(req);
      return null;
    }
    // Refresh the idle clock without rewriting the row on every request.
    if (now - session.lastSeenAt > Math.min(60_000, idleTimeoutMs / 4)) session.lastSeenAt = now;
    return session.user;
  }

  /** Starts a fresh session for a signed-in user (new id: no session fixation). */
  async startSession(req: Request, user: UserEntity): Promise<void> {
    await promisify((cb) => req.session.regenerate(cb));
    const now = Date.now();
    req.session.user = {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      userPrincipalName: user.userPrincipalName,
      role: user.role,
      via: 'session',
    };
    req.session.createdAt = now;
    req.session.lastSeenAt = now;
    req.session.csrfToken = randomBytes(24).toString('base64url');
    req.session.cookie.maxAge = this.config.session.maxAgeMs;
    await promisify((cb) => req.session.save(cb));
  }

  /**
   * Before the redirect to the identity provider: a session that holds only sign-in state (PKCE verifier,
   * state, nonce) gets a short cookie and row expiry; startSession gives the signed-in session the full one.
   */
  limitPreLoginSession(req: Request): void {
    const session = req.session as Request['session'] | undefined;
    if (session && !session.user) session.cookie.maxAge = PRE_LOGIN_SESSION_MAX_AGE_MS;
  }

  /** POST /auth/logout: anyone may end a session without a user; a signed-in session needs its CSRF token. */
  async mayEndSession(req: Request): Promise<boolean> {
    const user = await this.identify(req);
    return user === null || this.passesCsrf(req, user);
  }

  async destroySession(req: Request): Promise<void> {
    const session = req.session as Request['session'] | undefined;
    if (!session) return;
    await promisify((cb) => session.destroy(cb));
  }

  csrfToken(req: Request): string | null {
    const session = req.session as Request['session'] | undefined;
    return session?.csrfToken ?? null;
  }

  /** Browser-asserted same-origin request (Origin header or Fetch Metadata), for UIs we do not control. */
  isSameOriginRequest(req: Request): boolean {
    if (SAFE_METHODS.has(req.method)) return true;
    const origin = req.header('origin');
    if (origin) return origin === this.config.app.publicUrl;
    return req.header('sec-fetch-site') === 'same-origin';
  }

  /**
   * A request the browser says comes from this site: Fetch Metadata (`same-origin`, or `none` for a typed-in
   * address) when sent, else an Origin or Referer equal to PUBLIC_URL. A request asserting none of them is not.
   */
  isFromOwnSite(req: Request): boolean {
    const site = req.header('sec-fetch-site');
    if (site) return site === 'same-origin' || site === 'none';
    const own = new URL(this.config.app.publicUrl).origin;
    const origin = req.header('origin');
    if (origin) return origin === own;
    const referer = req.header('referer');
    if (!referer || !URL.canParse(referer)) return false;
    return new URL(referer).origin === own;
  }

  /** State-changing calls made with the session cookie must echo the session's CSRF token. */
  passesCsrf(req: Request, user: AuthUser): boolean {
    if (user.via === 'token' || SAFE_METHODS.has(req.method)) return true;
    const expected = this.csrfToken(req);
    const presented = req.header('x-csrf-token');
    if (!expected || !presented) return false;
    const a = Buffer.from(expected);
    const b = Buffer.from(presented);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
