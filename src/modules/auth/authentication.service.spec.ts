import 'reflect-metadata';
import { ConfigService } from '@nestjs/config';
import type { Request } from 'express';
import type { SessionData } from 'express-session';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import { AppConfigService } from 'src/config/app-config.service';
import { type Env, validateEnv } from 'src/config/validate-env';
import type { ApiTokenService } from './api-token.service';
import { AuthenticationService, bearerToken } from './authentication.service';

const PUBLIC_URL = 'https://leads.movingco.example';
const NOW = 1_750_000_000_000;
const IDLE_MS = 1800 * 1000;
const MAX_AGE_MS = 43200 * 1000;

const strict = <F extends (...args: never[]) => unknown>(name: string): jest.Mock<ReturnType<F>, Parameters<F>> =>
  jest.fn<ReturnType<F>, Parameters<F>>(() => {
    throw new Error(`Unexpected call to ${name}`);
  });

const makeUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 'user-1',
  email: 'sam.staff@movingco.example',
  displayName: 'Sam',
  userPrincipalName: 'sam.staff@movingco.example',
  role: 'staff',
  via: 'session',
  ...overrides,
});

interface FakeSession extends Partial<SessionData> {
  destroy: jest.Mock<void, [(err?: unknown) => void]>;
}

interface FakeRequestInit {
  method?: string;
  headers?: Record<string, string>;
  session?: FakeSession;
  authUser?: AuthUser;
}

const makeSession = (data: Partial<SessionData> = {}): FakeSession => ({
  ...data,
  destroy: jest.fn<void, [(err?: unknown) => void]>((cb) => cb()),
});

const makeRequest = ({ method = 'GET', headers = {}, session, authUser }: FakeRequestInit = {}): Request => {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = {
    method,
    headers: lower,
    header: (name: string) => lower[name.toLowerCase()],
    session,
    authUser,
  };
  return req as unknown as Request;
};

describe(AuthenticationService.name, () => {
  let sut: AuthenticationService;
  let apiTokens: jest.Mocked<Pick<ApiTokenService, 'verify'>>;

  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    const config = new AppConfigService(new ConfigService<Env, true>(validateEnv({
      DATABASE_URL: 'postgres://app@localhost/app',
      PUBLIC_URL,
      SESSION_IDLE_TIMEOUT_SECONDS: '1800',
      SESSION_MAX_AGE_SECONDS: '43200',
    })));
    apiTokens = { verify: strict<ApiTokenService['verify']>('apiTokens.verify') };
    sut = new AuthenticationService(config, apiTokens as unknown as ApiTokenService);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe(bearerToken.name, () => {
    it('should read a Bearer token case-insensitively', () => {
      expect(bearerToken(makeRequest({ headers: { authorization: 'bearer la_abc' } }))).toBe('la_abc');
      expect(bearerToken(makeRequest({ headers: { authorization: 'Bearer la_abc' } }))).toBe('la_abc');
    });

    it('should ignore other schemes and empty values', () => {
      expect(bearerToken(makeRequest({ headers: { authorization: 'Basic dXNlcjpwYXNz' } }))).toBeUndefined();
      expect(bearerToken(makeRequest({ headers: { authorization: 'Bearer' } }))).toBeUndefined();
      expect(bearerToken(makeRequest())).toBeUndefined();
    });
  });

  describe('passesCsrf', () => {
    const session = () => makeSession({ csrfToken: 'csrf-token-123' });

    it('should always pass token callers', () => {
      const req = makeRequest({ method: 'POST', session: session() });

      expect(sut.passesCsrf(req, makeUser({ via: 'token' }))).toBe(true);
    });

    it.each(['GET', 'HEAD', 'OPTIONS'])('should always pass the safe method %s', (method) => {
      expect(sut.passesCsrf(makeRequest({ method, session: session() }), makeUser())).toBe(true);
    });

    it('should pass a POST that echoes the session token', () => {
      const req = makeRequest({ method: 'POST', session: session(), headers: { 'x-csrf-token': 'csrf-token-123' } });

      expect(sut.passesCsrf(req, makeUser())).toBe(true);
    });

    it.each([
      ['a different token of the same length', 'csrf-token-999'],
      ['a longer token', 'csrf-token-1234'],
      ['a shorter token', 'csrf'],
    ])('should fail a POST with %s', (_label, presented) => {
      const req = makeRequest({ method: 'POST', session: session(), headers: { 'x-csrf-token': presented } });

      expect(sut.passesCsrf(req, makeUser())).toBe(false);
    });

    it('should fail a POST without the header', () => {
      expect(sut.passesCsrf(makeRequest({ method: 'POST', session: session() }), makeUser())).toBe(false);
    });

    it('should fail a DELETE when the session has no token', () => {
      const req = makeRequest({ method: 'DELETE', session: makeSession(), headers: { 'x-csrf-token': 'anything' } });

      expect(sut.passesCsrf(req, makeUser())).toBe(false);
    });

    it('should fail a PATCH when there is no session', () => {
      const req = makeRequest({ method: 'PATCH', headers: { 'x-csrf-token': 'anything' } });

      expect(sut.passesCsrf(req, makeUser())).toBe(false);
    });
  });

  describe('isSameOriginRequest', () => {
    it('should pass a POST whose Origin equals the public URL', () => {
      expect(sut.isSameOriginRequest(makeRequest({ method: 'POST', headers: { origin: PUBLIC_URL } }))).toBe(true);
    });

    it.each(['https://evil.example', 'http://leads.movingco.example', `${PUBLIC_URL}.evil.example`, 'null'])(
      'should fail a POST from the origin %p',
      (origin) => {
        expect(sut.isSameOriginRequest(makeRequest({ method: 'POST', headers: { origin, 'sec-fetch-site': 'same-origin' } }))).toBe(false);
      },
    );

    it('should pass a POST without Origin when sec-fetch-site is same-origin', () => {
      expect(sut.isSameOriginRequest(makeRequest({ method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }))).toBe(true);
    });

    it.each(['cross-site', 'same-site', 'none'])('should fail a POST without Origin when sec-fetch-site is %s', (site) => {
      expect(sut.isSameOriginRequest(makeRequest({ method: 'POST', headers: { 'sec-fetch-site': site } }))).toBe(false);
    });

    it('should fail a POST with neither header', () => {
      expect(sut.isSameOriginRequest(makeRequest({ method: 'POST' }))).toBe(false);
    });

    it('should pass safe methods whatever the headers', () => {
      expect(sut.isSameOriginRequest(makeRequest({ method: 'GET', headers: { origin: 'https://evil.example' } }))).toBe(true);
    });
  });

  describe('identify', () => {
    it('should return the user already attached to the request', async () => {
      const user = makeUser();

      await expect(sut.identify(makeRequest({ authUser: user, headers: { authorization: 'Bearer la_x' } }))).resolves.toBe(user);
    });

    it('should delegate a Bearer token to ApiTokenService.verify and attach the user', async () => {
      const user = makeUser({ via: 'token' });
      apiTokens.verify.mockResolvedValue(user);
      const req = makeRequest({ headers: { authorization: 'Bearer la_secret' }, session: makeSession({ user: makeUser({ id: 'other' }) }) });

      await expect(sut.identify(req)).resolves.toBe(user);
      expect(apiTokens.verify).toHaveBeenCalledWith('la_secret');
      expect(req.authUser).toBe(user);
    });

    it('should return null for a rejected Bearer token without falling back to the session', async () => {
      apiTokens.verify.mockResolvedValue(null);
      const session = makeSession({ user: makeUser(), createdAt: NOW, lastSeenAt: NOW });
      const req = makeRequest({ headers: { authorization: 'Bearer la_bad' }, session });

      await expect(sut.identify(req)).resolves.toBeNull();
      expect(req.authUser).toBeUndefined();
    });

    it('should return null without a session', async () => {
      await expect(sut.identify(makeRequest())).resolves.toBeNull();
    });

    it('should return null for a session without a user', async () => {
      const session = makeSession({ createdAt: NOW, lastSeenAt: NOW });

      await expect(sut.identify(makeRequest({ session }))).resolves.toBeNull();
      expect(session.destroy).not.toHaveBeenCalled();
    });

    it('should destroy an idle session and return null', async () => {
      const session = makeSession({ user: makeUser(), createdAt: NOW - IDLE_MS - 10_000, lastSeenAt: NOW - IDLE_MS - 1 });
      const req = makeRequest({ session });

      await expect(sut.identify(req)).resolves.toBeNull();
      expect(session.destroy).toHaveBeenCalledTimes(1);
      expect(req.authUser).toBeUndefined();
    });

    it('should destroy a session older than the absolute lifetime even when active', async () => {
      const session = makeSession({ user: makeUser(), createdAt: NOW - MAX_AGE_MS - 1, lastSeenAt: NOW - 1_000 });

      await expect(sut.identify(makeRequest({ session }))).resolves.toBeNull();
      expect(session.destroy).toHaveBeenCalledTimes(1);
    });

    it('should reject when destroying the session fails', async () => {
      const session = makeSession({ user: makeUser(), createdAt: NOW - MAX_AGE_MS - 1, lastSeenAt: NOW });
      session.destroy.mockImplementation((cb) => cb('store down'));

      await expect(sut.identify(makeRequest({ session }))).rejects.toThrow('store down');
    });

    it('should return the user of a fresh session without touching lastSeenAt', async () => {
      const user = makeUser();
      const session = makeSession({ user, createdAt: NOW - 120_000, lastSeenAt: NOW - 30_000 });
      const req = makeRequest({ session });

      await expect(sut.identify(req)).resolves.toBe(user);
      expect(session.lastSeenAt).toBe(NOW - 30_000);
      expect(session.destroy).not.toHaveBeenCalled();
      expect(req.authUser).toBe(user);
    });

    it('should refresh lastSeenAt once the refresh threshold has passed', async () => {
      const user = makeUser();
      const session = makeSession({ user, createdAt: NOW - 600_000, lastSeenAt: NOW - 60_001 });

      await expect(sut.identify(makeRequest({ session }))).resolves.toBe(user);
      expect(session.lastSeenAt).toBe(NOW);
    });

    it('should keep a session that is exactly at the idle limit', async () => {
      const user = makeUser();
      const session = makeSession({ user, createdAt: NOW - IDLE_MS, lastSeenAt: NOW - IDLE_MS });

      await expect(sut.identify(makeRequest({ session }))).resolves.toBe(user);
      expect(session.lastSeenAt).toBe(NOW);
    });
  });

  describe('csrfToken', () => {
    it('should return the session token or null', () => {
      expect(sut.csrfToken(makeRequest({ session: makeSession({ csrfToken: 'abc' }) }))).toBe('abc');
      expect(sut.csrfToken(makeRequest({ session: makeSession() }))).toBeNull();
      expect(sut.csrfToken(makeRequest())).toBeNull();
    });
  });
});
