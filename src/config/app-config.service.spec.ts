import 'reflect-metadata';
import { ConfigService } from '@nestjs/config';
import { AppConfigService } from './app-config.service';
import { type Env, validateEnv } from './validate-env';

const DATABASE_URL = 'postgres://app:secret@localhost:5432/app';
const ENTRA = {
  OIDC_ISSUER_URL: 'https://login.microsoftonline.com/tenant-a/v2.0',
  OIDC_CLIENT_ID: 'client-id',
  OIDC_CLIENT_SECRET: 'client-secret',
};

// ConfigService falls back to process.env for keys the validated env leaves undefined; keep the host's out.
const OPTIONAL_KEYS = [
  'PUBLIC_URL',
  'SESSION_SECRET',
  'OIDC_ISSUER_URL',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_TENANT_ID',
  'OIDC_ADMIN_GROUP_IDS',
  'OIDC_ADMIN_ROLES',
  'ALLOWED_EMAIL_DOMAINS',
  'ADMIN_EMAILS',
];

const build = (raw: Record<string, string> = {}): AppConfigService =>
  new AppConfigService(new ConfigService<Env, true>(validateEnv({ DATABASE_URL, ...raw })));

describe(AppConfigService.name, () => {
  const saved: Record<string, string | undefined> = {};

  beforeEach(() => {
    for (const key of OPTIONAL_KEYS) {
      saved[key] = process.env[key];
      delete process.env[key];
    }
  });

  afterEach(() => {
    for (const key of OPTIONAL_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  describe('app', () => {
    it('should default publicUrl to http://localhost:PORT', () => {
      const sut = build();

      expect(sut.app.publicUrl).toBe('http://localhost:3000');
      expect(sut.app.secureCookies).toBe(false);
    });

    it('should use the configured port in the default publicUrl', () => {
      expect(build({ PORT: '4100' }).app.publicUrl).toBe('http://localhost:4100');
    });

    it('should strip a trailing slash from PUBLIC_URL', () => {
      expect(build({ PUBLIC_URL: 'https://leads.movingco.example/' }).app.publicUrl).toBe('https://leads.movingco.example');
    });

    it('should use secure cookies for an https PUBLIC_URL', () => {
      expect(build({ PUBLIC_URL: 'https://leads.movingco.example' }).app.secureCookies).toBe(true);
    });

    it('should split APP_ROLES into roles', () => {
      const sut = build({ APP_ROLES: 'worker' });

      expect(sut.app.roles).toEqual(['worker']);
      expect(sut.hasRole('worker')).toBe(true);
      expect(sut.hasRole('api')).toBe(false);
    });

    it('should report production and OPS_FOR_ALL', () => {
      const sut = build({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), OPS_FOR_ALL: 'true' });

      expect(sut.app.isProduction).toBe(true);
      expect(sut.app.opsForAll).toBe(true);
    });
  });

  describe('session, rate limit and health', () => {
    it('should expose timeouts in milliseconds', () => {
      const sut = build({ SESSION_IDLE_TIMEOUT_SECONDS: '60', SESSION_MAX_AGE_SECONDS: '120' });

      expect(sut.session.idleTimeoutMs).toBe(60_000);
      expect(sut.session.maxAgeMs).toBe(120_000);
      expect(sut.rateLimit).toEqual({ ttlMs: 60_000, limit: 600 });
      expect(sut.health).toEqual({ probeTimeoutMs: 900 });
    });

    it('should use a development secret when SESSION_SECRET is unset and the configured one otherwise', () => {
      expect(build().session.secret.length).toBeGreaterThanOrEqual(32);
      expect(build({ SESSION_SECRET: 's'.repeat(40) }).session.secret).toBe('s'.repeat(40));
    });
  });

  describe('oidc', () => {
    it('should be disabled with provider none when neither the dev IdP nor an issuer is configured', () => {
      const oidc = build().oidc;

      expect(oidc.enabled).toBe(false);
      expect(oidc.provider).toBe('none');
      expect(oidc.issuerUrl).toBeUndefined();
      expect(oidc.allowInsecureRequests).toBe(false);
      expect(build().devIdpEnabled).toBe(false);
    });

    it('should configure the dev IdP with demo defaults when AUTH_DEV_IDP=true', () => {
      const sut = build({ AUTH_DEV_IDP: 'true' });
      const oidc = sut.oidc;

      expect(sut.devIdpEnabled).toBe(true);
      expect(oidc).toMatchObject({
        enabled: true,
        provider: 'dev-idp',
        issuerUrl: 'http://localhost:3000/dev-idp',
        redirectUri: 'http://localhost:3000/auth/callback',
        allowedEmailDomains: ['movingco.example'],
        adminEmails: ['alex.admin@movingco.example'],
        allowInsecureRequests: true,
      });
      expect(oidc.clientId).toEqual(expect.any(String));
      expect(oidc.clientSecret).toEqual(expect.any(String));
    });

    it('should build the dev IdP issuer from PUBLIC_URL and refuse insecure requests over https', () => {
      const oidc = build({ AUTH_DEV_IDP: 'true', PUBLIC_URL: 'https://leads.movingco.example/' }).oidc;

      expect(oidc.issuerUrl).toBe('https://leads.movingco.example/dev-idp');
      expect(oidc.redirectUri).toBe('https://leads.movingco.example/auth/callback');
      expect(oidc.allowInsecureRequests).toBe(false);
    });

    it('should let configured domains and admins replace the dev IdP defaults', () => {
      const oidc = build({ AUTH_DEV_IDP: 'true', ALLOWED_EMAIL_DOMAINS: 'Example.COM, other.example', ADMIN_EMAILS: 'Boss@Example.com' }).oidc;

      expect(oidc.allowedEmailDomains).toEqual(['example.com', 'other.example']);
      expect(oidc.adminEmails).toEqual(['boss@example.com']);
    });

    it('should prefer the dev IdP over a configured issuer', () => {
      expect(build({ AUTH_DEV_IDP: 'true', ...ENTRA }).oidc.provider).toBe('dev-idp');
    });

    it('should configure Entra ID when OIDC_ISSUER_URL is set', () => {
      const oidc = build({
        ...ENTRA,
        OIDC_TENANT_ID: 'tenant-a',
        ALLOWED_EMAIL_DOMAINS: 'MovingCo.Example',
        ADMIN_EMAILS: ' Alex.Admin@MovingCo.Example , ,ops@movingco.example',
        OIDC_ADMIN_GROUP_IDS: 'g-1,g-2',
        OIDC_ADMIN_ROLES: 'App.Admin',
      }).oidc;

      expect(oidc).toEqual({
        enabled: true,
        provider: 'entra-id',
        issuerUrl: ENTRA.OIDC_ISSUER_URL,
        clientId: 'client-id',
        clientSecret: 'client-secret',
        tenantId: 'tenant-a',
        redirectUri: 'http://localhost:3000/auth/callback',
        allowedEmailDomains: ['movingco.example'],
        adminEmails: ['alex.admin@movingco.example', 'ops@movingco.example'],
        adminGroupIds: ['g-1', 'g-2'],
        adminRoles: ['App.Admin'],
        allowInsecureRequests: false,
      });
    });

    it('should allow any domain and no admins for Entra ID when the lists are unset', () => {
      const oidc = build(ENTRA).oidc;

      expect(oidc.allowedEmailDomains).toEqual([]);
      expect(oidc.adminEmails).toEqual([]);
      expect(oidc.adminGroupIds).toEqual([]);
      expect(oidc.adminRoles).toEqual([]);
    });
  });
});
