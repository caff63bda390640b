import { DataSource } from 'typeorm';
import { HealthRegistry } from 'src/modules/health/health-registry.service';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';

const json = { accept: 'application/json' };
const html = { accept: 'text/html,application/xhtml+xml' };
const TEN_MINUTES_MS = 10 * 60_000;
const MAX_AGE_MS = 43_200_000;

interface HealthBody {
  success: boolean;
  message?: string;
  data: { summary: Record<string, number>; endpoints: Record<string, unknown>[] };
}

/** The session id inside the signed `la.sid` cookie value (`s:<sid>.<signature>`, URI-encoded). */
const sessionId = (browser: HttpBrowser): string => {
  const raw = decodeURIComponent(browser.cookies.get('la.sid') ?? '');
  return raw.slice(2, raw.lastIndexOf('.'));
};

const sessionCookieExpiry = (response: Response): number => {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('la.sid='));
  const expires = /Expires=([^;]+)/i.exec(line ?? '')?.[1];
  return expires ? new Date(expires).getTime() : Number.NaN;
};

describe('Security hardening: sign-out, pre-login sessions, public health, headers, SPA assets', () => {
  let t: TestApp;
  let db: DataSource;
  let staff: HttpBrowser;
  let staffCsrf: string;
  let admin: HttpBrowser;
  let probeFails = false;

  const sessionRows = async (): Promise<number> => Number((await db.query('SELECT count(*)::int AS n FROM sessions'))[0].n);
  const rowExpiry = async (sid: string): Promise<number | null> => {
    const rows: { expire: Date }[] = await db.query('SELECT expire FROM sessions WHERE sid = $1', [sid]);
    return rows[0] ? rows[0].expire.getTime() : null;
  };
  const signedInBrowser = async (email: string): Promise<{ browser: HttpBrowser; csrf: string }> => {
    const browser = new HttpBrowser(t.url);
    await signIn(browser, email);
    const status = await browser.json<{ csrf_token: string }>('/auth/status');
    return { browser, csrf: status.body.csrf_token };
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    ({ browser: staff, csrf: staffCsrf } = await signedInBrowser('sam.staff@movingco.example'));
    ({ browser: admin } = await signedInBrowser('alex.admin@movingco.example'));
    // A probe whose failure text names internal addresses, switched on by the health tests.
    t.app.get(HealthRegistry).register({
      name: 'Lead mailbox',
      method: 'GET',
      url: 'https://graph.internal.example/v1.0/users/leads@movingco.example/mailFolders',
      check: async () => {
        if (probeFails) throw new Error('connect ECONNREFUSED 10.20.30.40:443 (leads@movingco.example)');
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-out', () => {
    it('should sign out with POST /auth/logout and the CSRF token, and refuse a POST without it', async () => {
      const { browser, csrf } = await signedInBrowser('sam.staff@movingco.example');
      const cookie = browser.cookieHeader();

      const forged = await browser.json<{ error_code: string }>('/auth/logout', { method: 'POST' });
      expect(forged.status).toBe(403);
      expect(forged.body.error_code).toBe('CSRF_TOKEN_INVALID');
      expect((await browser.json('/api/settings')).status).toBe(200);

      const logout = await browser.json<{ success: boolean }>('/auth/logout', { method: 'POST', headers: { 'x-csrf-token': csrf } });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ success: true });
      expect(logout.headers.getSetCookie().some((line) => line.startsWith('la.sid=;'))).toBe(true);
      const replay = await fetch(`${t.url}/api/settings`, { headers: { cookie, ...json } });
      expect(replay.status).toBe(401);
    });

    it('should answer POST /auth/logout without a session with success (nothing to end)', async () => {
      const response = await fetch(`${t.url}/auth/logout`, { method: 'POST', headers: json });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    });

    it('should not let a cross-site GET /auth/logout end the session', async () => {
      const { browser } = await signedInBrowser('sam.staff@movingco.example');
      const crossSite: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { referer: 'https://evil.example/page' },
        {},
      ];
      for (const headers of crossSite) {
        const response = await browser.json<{ error_code: string }>('/auth/logout', { headers });
        expect(response.status).toBe(403);
        expect(response.body.error_code).toBe('CSRF_TOKEN_INVALID');
      }
      // A cross-site navigation (a link or an <img> elsewhere) lands on the app, still signed in.
      const navigation = await browser.request('/auth/logout', { headers: { ...html, 'sec-fetch-site': 'cross-site' } });
      expect(navigation.status).toBe(302);
      expect(navigation.headers.get('location')).toBe('/');
      expect((await browser.json('/api/settings')).status).toBe(200);
    });

    it('should keep GET /auth/logout for same-origin calls and typed-in navigations', async () => {
      const first = await signedInBrowser('sam.staff@movingco.example');
      const call = await first.browser.json<{ success: boolean }>('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(call.body).toEqual({ success: true });
      expect((await first.browser.json('/api/settings')).status).toBe(401);

      const second = await signedInBrowser('sam.staff@movingco.example');
      const typed = await second.browser.request('/auth/logout', { headers: { ...html, 'sec-fetch-site': 'none' } });
      expect(typed.status).toBe(302);
      expect(typed.headers.get('location')).toBe('/login');
      expect((await second.browser.json('/api/settings')).status).toBe(401);

      const third = await signedInBrowser('sam.staff@movingco.example');
      const referred = await third.browser.json<{ success: boolean }>('/auth/logout', { headers: { referer: `${t.url}/settings` } });
      expect(referred.body).toEqual({ success: true });
      expect((await third.browser.json('/api/settings')).status).toBe(401);
    });
  });

  describe('sessions before sign-in', () => {
    it('should store no session for anonymous page loads, status checks and health checks', async () => {
      const before = await sessionRows();
      for (let i = 0; i < 5; i++) {
        const status = await fetch(`${t.url}/auth/status`, { headers: json });
        expect(status.headers.getSetCookie()).toEqual([]);
        await fetch(`${t.url}/opportunities`, { headers: html });
        await fetch(`${t.url}/api-health`);
        await fetch(`${t.url}/auth/login`, { headers: json });
      }
      expect(await sessionRows()).toBe(before);
    });

    it('should keep the sign-in state in one row that expires within minutes, then give the session its normal lifetime', async () => {
      const browser = new HttpBrowser(t.url);
      const before = await sessionRows();
      const started = Date.now();
      let cookieExpiry = Number.NaN;
      for (let i = 0; i < 3; i++) {
        const response = await browser.request('/auth/login/start');
        expect(response.status).toBe(302);
        if (i === 0) cookieExpiry = sessionCookieExpiry(response);
      }
      expect(await sessionRows()).toBe(before + 1);
      const preLoginSid = sessionId(browser);
      const preLoginExpiry = await rowExpiry(preLoginSid);
      expect(preLoginExpiry).not.toBeNull();
      expect(preLoginExpiry! - started).toBeLessThanOrEqual(TEN_MINUTES_MS + 5_000);
      expect(cookieExpiry - started).toBeLessThanOrEqual(TEN_MINUTES_MS + 5_000);
      expect(cookieExpiry - started).toBeGreaterThan(TEN_MINUTES_MS - 60_000);

      const outcome = await signIn(browser, 'sam.staff@movingco.example');
      expect(outcome.finalLocation).toBe('/');
      const sid = sessionId(browser);
      expect(sid).not.toBe(preLoginSid);
      expect(await rowExpiry(preLoginSid)).toBeNull();
      const expiry = await rowExpiry(sid);
      expect(expiry! - started).toBeGreaterThan(MAX_AGE_MS - 60_000);
      expect((await browser.json('/api/settings')).status).toBe(200);
    });
  });

  describe('/api-health', () => {
    afterEach(() => {
      probeFails = false;
    });

    it('should give anonymous callers and staff names and statuses only, and admins the details', async () => {
      const anonymous = await fetch(`${t.url}/api-health`);
      expect(anonymous.status).toBe(200);
      const text = await anonymous.text();
      const body = JSON.parse(text) as HealthBody;
      expect(body.data.summary).toMatchObject({ healthy: 5, errors: 0, timeouts: 0 });
      for (const endpoint of body.data.endpoints) {
        expect(Object.keys(endpoint).sort()).toEqual(['method', 'name', 'response_time', 'status']);
      }
      expect(text).not.toMatch(/127\.0\.0\.1|postgres|redis:\/\/|graph\.internal|leads@|well-known/);

      const staffView = await staff.json<HealthBody>('/api-health');
      expect(staffView.body.data.endpoints.every((e) => !('url' in e) && !('error' in e))).toBe(true);

      const adminView = await admin.json<HealthBody>('/api-health');
      const redis = adminView.body.data.endpoints.find((e) => e.name === 'Redis');
      expect(redis).toEqual({ name: 'Redis', method: 'PING', url: 'redis://127.0.0.1:6379', status: 'healthy', response_time: expect.any(Number), error: null });
    });

    it('should keep failure details (addresses, mailbox) from anonymous callers of an unhealthy report', async () => {
      probeFails = true;
      const anonymous = await fetch(`${t.url}/api-health`);
      expect(anonymous.status).toBe(503);
      const text = await anonymous.text();
      expect(text).not.toMatch(/10\.20\.30\.40|leads@|graph\.internal|ECONNREFUSED/);
      const body = JSON.parse(text) as HealthBody;
      expect(body.success).toBe(false);
      expect(body.message).toBe('Unhealthy: Lead mailbox: connection_error');
      expect(body.data.endpoints.find((e) => e.name === 'Lead mailbox')).toEqual({
        name: 'Lead mailbox',
        method: 'GET',
        status: 'connection_error',
        response_time: expect.any(Number),
      });
      expect(body.data.summary.errors).toBe(1);

      const adminView = await admin.request('/api-health', { headers: json });
      expect(adminView.status).toBe(503);
      const mailbox = ((await adminView.json()) as HealthBody).data.endpoints.find((e) => e.name === 'Lead mailbox');
      expect(mailbox?.error).toBe('connect ECONNREFUSED 10.20.30.40:443 (leads@movingco.example)');
      expect(mailbox?.url).toContain('graph.internal.example');
    });
  });

  describe('headers and the queues dashboard', () => {
    it('should mark API, auth and status JSON as no-store, errors included', async () => {
      const calls: [HttpBrowser | null, string][] = [
        [staff, '/api/settings'],
        [staff, '/api/opportunities?limit=1'],
        [staff, '/api/does-not-exist'],
        [staff, '/auth/status'],
        [staff, '/status'],
        [null, '/auth/status'],
        [null, '/api/settings'],
        [null, '/auth/login'],
        [null, '/api-health'],
      ];
      for (const [browser, path] of calls) {
        const response = browser ? await browser.request(path, { headers: json }) : await fetch(`${t.url}${path}`, { headers: json });
        expect({ path, cacheControl: response.headers.get('cache-control') }).toEqual({ path, cacheControl: 'no-store' });
      }
    });

    it('should send no X-Powered-By and no outside web font from the queues dashboard', async () => {
      const page = await admin.request('/admin/queues', { headers: html });
      expect(page.status).toBe(200);
      expect(page.headers.get('x-powered-by')).toBeNull();
      const body = await page.text();
      expect(body).toContain('Lead Automation queues');
      expect(body).toMatch(/static\/css\/main\.[0-9a-f]+\.css/);
      expect(body).not.toContain('fonts.googleapis.com');
      const api = await admin.request('/admin/queues/api/queues', { headers: json });
      expect(api.status).toBe(200);
      expect(api.headers.get('x-powered-by')).toBeNull();
      expect(api.headers.get('cache-control')).toBe('no-store');
    });

    it("should send staff browsers to the admin's not-allowed screen and keep 403 for API calls", async () => {
      const page = await staff.request('/admin/queues', { headers: html });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/not-allowed?from=%2Fadmin%2Fqueues');
      const nested = await staff.request('/admin/queues/queue/maintenance', { headers: html });
      expect(nested.headers.get('location')).toBe('/not-allowed?from=%2Fadmin%2Fqueues%2Fqueue%2Fmaintenance');
      const api = await staff.json<{ error_code: string }>('/admin/queues/api/queues');
      expect(api.status).toBe(403);
      expect(api.body.error_code).toBe('FORBIDDEN');
      const anonymous = await fetch(`${t.url}/admin/queues`, { headers: html, redirect: 'manual' });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get('location')).toBe('/login');
    });

    it('should mark a state change made with the CSRF token no-store too', async () => {
      const created = await staff.json<{ id: string }>('/api/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': staffCsrf },
        body: JSON.stringify({ name: 'hardening' }),
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('admin SPA assets', () => {
    it('should answer 404 for a missing hashed asset instead of index.html', async () => {
      for (const path of ['/assets/index-deadbeef.js', '/assets/index-deadbeef.css', '/assets/fonts/x.woff2', '/assets/']) {
        const response = await fetch(`${t.url}${path}`, { headers: { accept: '*/*' } });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(await response.text()).not.toContain('admin test shell');
      }
    });

    it('should keep long caching for real assets and index.html for unknown screens', async () => {
      const asset = await fetch(`${t.url}/assets/app-0123abcd.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const path of ['/opportunities/LA-2024.001', '/ops/queue', '/not-allowed']) {
        const page = await fetch(`${t.url}${path}`, { headers: html });
        expect({ path, status: page.status }).toEqual({ path, status: 200 });
        expect(await page.text()).toContain('admin test shell');
        expect(page.headers.get('cache-control')).toBe('no-cache');
      }
    });
  });
});
