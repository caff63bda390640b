import 'reflect-metadata';
import { InvalidConfigError, validateEnv } from './validate-env';

const DATABASE_URL = 'postgres://app:secret@localhost:5432/app';
const LONG_SECRET = 'x'.repeat(32);

const problemsOf = (raw: Record<string, unknown>): string[] => {
  try {
    validateEnv(raw);
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
  throw new Error('validateEnv accepted an invalid environment');
};

describe(validateEnv.name, () => {
  describe('defaults', () => {
    it('should accept DATABASE_URL alone and fill in the defaults', () => {
      const env = validateEnv({ DATABASE_URL });

      expect(env).toMatchObject({
        DATABASE_URL,
        NODE_ENV: 'development',
        PORT: 3000,
        APP_ROLES: 'api,worker',
        LOG_LEVEL: 'info',
        TRUST_PROXY: false,
        REDIS_URL: 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: 'la',
        SESSION_IDLE_TIMEOUT_SECONDS: 1800,
        SESSION_MAX_AGE_SECONDS: 43200,
        AUTH_DEV_IDP: false,
        HEALTH_PROBE_TIMEOUT_MS: 900,
        DATABASE_LIVENESS_TIMEOUT_MS: 300,
      });
      expect(env.SESSION_SECRET).toBeUndefined();
      expect(env.OIDC_ISSUER_URL).toBeUndefined();
    });

    it('should ignore unknown keys without failing', () => {
      expect(() => validateEnv({ DATABASE_URL, HOME: '/root', PATH: '/usr/bin' })).not.toThrow();
    });
  });

  describe('conversion', () => {
    it('should convert numeric strings of the session settings to numbers', () => {
      const env = validateEnv({ DATABASE_URL, SESSION_IDLE_TIMEOUT_SECONDS: '600', SESSION_MAX_AGE_SECONDS: '3600' });

      expect(env.SESSION_IDLE_TIMEOUT_SECONDS).toBe(600);
      expect(env.SESSION_MAX_AGE_SECONDS).toBe(3600);
    });

    // Fails until validate-env.ts stops merging every schema instance whole: plainToInstance copies all raw keys,
    // so the later schemas' instances overwrite the converted AppEnv/DatabaseEnv/RedisEnv values with raw strings.
    it('should convert numeric strings of the app, database and redis settings to numbers', () => {
      const env = validateEnv({
        DATABASE_URL,
        PORT: '8080',
        HEALTH_PROBE_TIMEOUT_MS: '250',
        DB_POOL_SIZE: '4',
        WORKER_CONCURRENCY: '3',
      });

      expect(env).toMatchObject({ PORT: 8080, HEALTH_PROBE_TIMEOUT_MS: 250, DB_POOL_SIZE: 4, WORKER_CONCURRENCY: 3 });
    });

    it.each([
      ['true', true],
      ['1', true],
      ['YES', true],
      ['on', true],
      ['false', false],
      ['0', false],
      ['no', false],
    ])('should read AUTH_DEV_IDP=%p as %p', (raw, expected) => {
      expect(validateEnv({ DATABASE_URL, AUTH_DEV_IDP: raw }).AUTH_DEV_IDP).toBe(expected);
    });

    // Same merge bug: TRUST_PROXY stays the raw string, so 'false' is truthy and the app trusts X-Forwarded-*.
    it.each([
      ['true', true],
      ['false', false],
    ])('should read TRUST_PROXY=%p as %p', (raw, expected) => {
      expect(validateEnv({ DATABASE_URL, TRUST_PROXY: raw }).TRUST_PROXY).toBe(expected);
    });

    it.each(['api', 'worker', 'worker,api', 'api,worker'])('should accept APP_ROLES=%p', (roles) => {
      expect(validateEnv({ DATABASE_URL, APP_ROLES: roles }).APP_ROLES).toBe(roles);
    });
  });

  describe('errors', () => {
    it('should throw an InvalidConfigError naming DATABASE_URL when it is missing', () => {
      expect(() => validateEnv({})).toThrow(InvalidConfigError);
      expect(problemsOf({}).some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    });

    it.each(['mysql://localhost/app', 'not a url', 'localhost:5432/app'])('should refuse DATABASE_URL=%p', (url) => {
      expect(problemsOf({ DATABASE_URL: url }).map((p) => p.split(':')[0])).toEqual(['DATABASE_URL']);
    });

    it.each(['abc', '70000', '-1', '80.5'])('should refuse PORT=%p', (port) => {
      expect(problemsOf({ DATABASE_URL, PORT: port }).map((p) => p.split(':')[0])).toEqual(['PORT']);
    });

    it.each(['0', '366', 'abc', '2.5'])('should refuse INBOUND_GRAPH_FIRST_READ_DAYS=%p', (days) => {
      expect(problemsOf({ DATABASE_URL, INBOUND_GRAPH_FIRST_READ_DAYS: days }).map((p) => p.split(':')[0])).toEqual(['INBOUND_GRAPH_FIRST_READ_DAYS']);
    });

    it('should read INBOUND_GRAPH_FIRST_READ_DAYS as a number of days, 7 unless set', () => {
      expect(validateEnv({ DATABASE_URL }).INBOUND_GRAPH_FIRST_READ_DAYS).toBe(7);
      expect(validateEnv({ DATABASE_URL, INBOUND_GRAPH_FIRST_READ_DAYS: '365' }).INBOUND_GRAPH_FIRST_READ_DAYS).toBe(365);
    });

    it.each(['web', 'api,', 'api worker', 'API'])('should refuse APP_ROLES=%p', (roles) => {
      const problems = problemsOf({ DATABASE_URL, APP_ROLES: roles });

      expect(problems).toEqual(['APP_ROLES: APP_ROLES must be a comma list of api and/or worker']);
    });

    it('should name every bad key in a single error message', () => {
      let caught: unknown;
      try {
        validateEnv({ DATABASE_URL: 'mysql://x/y', PORT: 'abc', APP_ROLES: 'web' });
      } catch (error) {
        caught = error;
      }

      expect(caught).toBeInstanceOf(InvalidConfigError);
      const error = caught as InvalidConfigError;
      expect(error.name).toBe('InvalidConfigError');
      expect(error.message).toMatch(/^Invalid configuration:/);
      expect(error.message).toContain('DATABASE_URL');
      expect(error.message).toContain('PORT');
      expect(error.message).toContain('APP_ROLES');
      expect(error.problems).toHaveLength(3);
    });
  });

  describe('production', () => {
    it('should require SESSION_SECRET', () => {
      const problems = problemsOf({ DATABASE_URL, NODE_ENV: 'production' });

      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^SESSION_SECRET:/);
    });

    it('should refuse a SESSION_SECRET shorter than 32 characters', () => {
      const problems = problemsOf({ DATABASE_URL, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(31) });

      expect(problems).toEqual(['SESSION_SECRET: SESSION_SECRET must be at least 32 characters']);
    });

    it('should accept a 32 character SESSION_SECRET', () => {
      const env = validateEnv({ DATABASE_URL, NODE_ENV: 'production', SESSION_SECRET: LONG_SECRET });

      expect(env.NODE_ENV).toBe('production');
      expect(env.SESSION_SECRET).toBe(LONG_SECRET);
    });

    it('should refuse AUTH_DEV_IDP=true', () => {
      const problems = problemsOf({ DATABASE_URL, NODE_ENV: 'production', SESSION_SECRET: LONG_SECRET, AUTH_DEV_IDP: 'true' });

      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^AUTH_DEV_IDP:/);
    });

    // Regression test: implicit conversion runs before @Transform, so toBool must read the raw value.
    it('should accept AUTH_DEV_IDP=false', () => {
      const env = validateEnv({ DATABASE_URL, NODE_ENV: 'production', SESSION_SECRET: LONG_SECRET, AUTH_DEV_IDP: 'false' });

      expect(env.AUTH_DEV_IDP).toBe(false);
    });

    it('should validate a short SESSION_SECRET outside production too', () => {
      expect(problemsOf({ DATABASE_URL, SESSION_SECRET: 'short' })).toEqual([
        'SESSION_SECRET: SESSION_SECRET must be at least 32 characters',
      ]);
    });

    it('should allow AUTH_DEV_IDP=true outside production', () => {
      expect(validateEnv({ DATABASE_URL, AUTH_DEV_IDP: 'true' }).AUTH_DEV_IDP).toBe(true);
    });
  });

  describe('OIDC', () => {
    it('should require OIDC_CLIENT_ID and OIDC_CLIENT_SECRET when OIDC_ISSUER_URL is set', () => {
      const problems = problemsOf({ DATABASE_URL, OIDC_ISSUER_URL: 'https://login.example.com/tenant/v2.0' });

      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']);
    });

    it('should name OIDC_CLIENT_ID when only the secret is given', () => {
      const problems = problemsOf({
        DATABASE_URL,
        OIDC_ISSUER_URL: 'https://login.example.com/tenant/v2.0',
        OIDC_CLIENT_SECRET: 'secret',
      });

      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^OIDC_CLIENT_ID:/);
    });

    it('should accept a complete OIDC configuration', () => {
      const env = validateEnv({
        DATABASE_URL,
        OIDC_ISSUER_URL: 'https://login.example.com/tenant/v2.0',
        OIDC_CLIENT_ID: 'client',
        OIDC_CLIENT_SECRET: 'secret',
      });

      expect(env).toMatchObject({ OIDC_CLIENT_ID: 'client', OIDC_CLIENT_SECRET: 'secret' });
    });

    it('should not require client credentials without an issuer', () => {
      expect(() => validateEnv({ DATABASE_URL })).not.toThrow();
    });
  });

  describe('empty strings', () => {
    it('should treat empty values as unset so defaults apply', () => {
      const env = validateEnv({ DATABASE_URL, PORT: '', APP_ROLES: '', AUTH_DEV_IDP: '', SESSION_SECRET: '', OIDC_ISSUER_URL: '' });

      expect(env.PORT).toBe(3000);
      expect(env.APP_ROLES).toBe('api,worker');
      expect(env.AUTH_DEV_IDP).toBe(false);
      expect(env.SESSION_SECRET).toBeUndefined();
      expect(env.OIDC_ISSUER_URL).toBeUndefined();
    });

    it('should treat an empty DATABASE_URL as missing', () => {
      expect(problemsOf({ DATABASE_URL: '' }).some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    });

    it('should still require SESSION_SECRET in production when it is an empty string', () => {
      expect(problemsOf({ DATABASE_URL, NODE_ENV: 'production', SESSION_SECRET: '' })[0]).toMatch(/^SESSION_SECRET:/);
    });
  });
});
