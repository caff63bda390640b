import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { AppConfigService } from 'src/config/app-config.service';

export const SESSION_COOKIE_NAME = 'la.sid';
export const SESSION_TABLE = 'sessions';
/** Lifetime of a session that only carries sign-in state (PKCE verifier, state, nonce) until the callback. */
export const PRE_LOGIN_SESSION_MAX_AGE_MS = 10 * 60_000;

/**
 * Server-side sessions in Postgres (table `sessions`, created by migration): revocable, HttpOnly + SameSite=Lax
 * cookie (+ Secure behind HTTPS). A row is written only when there is state to keep (saveUninitialized: false):
 * sign-in state for 10 minutes, then the signed-in session. Idle and absolute expiry are enforced by AuthenticationService; expired rows
 * are purged by the worker's scheduled job.
 */
export function createSessionMiddleware(config: AppConfigService, pool: Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  const { secret, maxAgeMs } = config.session;
  return session({
    name: SESSION_COOKIE_NAME,
    secret,
    resave: false,
    saveUninitialized: false,
    proxy: config.app.trustProxy,
    store: new PgStore({ pool, tableName: SESSION_TABLE, pruneSessionInterval: false, disableTouch: true }),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.app.secureCookies,
      maxAge: maxAgeMs,
      path: '/',
    },
  });
}
