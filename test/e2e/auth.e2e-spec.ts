import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';

interface StatusBody {
  authenticated: boolean;
  user: { displayName: string; userPrincipalName: string; email: string; role: string } | null;
  csrf_token: string | null;
}

describe('Sign-in (OIDC against the dev identity provider)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SESSION_IDLE_TIMEOUT_SECONDS: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('should sign in an admin through the whole authorization-code dance and rotate the session id', async () => {
    const browser = new HttpBrowser(t.url);
    const outcome = await signIn(browser, 'alex.admin@movingco.example');

    expect(outcome.loginPage).toContain('<label for="email">Email</label>');
    expect(outcome.loginPage).toContain('>Sign in</button>');
    expect(outcome.loginPage).toContain('alex.admin@movingco.example');
    expect(outcome.loginPage).toContain('pat.outsider@outside.example');
    expect(outcome.finalLocation).toBe('/');
    expect(outcome.sessionCookieBefore).toBeDefined();
    expect(outcome.sessionCookieAfter).toBeDefined();
    expect(outcome.sessionCookieAfter).not.toBe(outcome.sessionCookieBefore);

    const status = await browser.json<StatusBody>('/auth/status');
    expect(status.body.authenticated).toBe(true);
    expect(status.body.user).toEqual({
      id: expect.any(String),
      displayName: 'Alex Morgan',
      userPrincipalName: 'alex.admin@movingco.example',
      email: 'alex.admin@movingco.example',
      role: 'admin',
    });
    expect(status.body.csrf_token).toEqual(expect.any(String));
  });

  it('should give a staff member the staff role', async () => {
    const browser = new HttpBrowser(t.url);
    await signIn(browser, 'sam.staff@movingco.example');
    const status = await browser.json<StatusBody>('/auth/status');
    expect(status.body.user?.role).toBe('staff');
    expect(status.body.user?.displayName).toBe('Sam Rivera');
  });

  it('should send a user of another domain to /login?access_denied=1 without a session', async () => {
    const browser = new HttpBrowser(t.url);
    const outcome = await signIn(browser, 'pat.outsider@outside.example');
    expect(outcome.finalLocation).toBe('/login?access_denied=1');
    const status = await browser.json<StatusBody>('/auth/status');
    expect(status.body).toMatchObject({ authenticated: false, user: null });
  });

  it('should reject a callback whose state was tampered with', async () => {
    const browser = new HttpBrowser(t.url);
    const outcome = await signIn(browser, 'sam.staff@movingco.example', (callback) => {
      callback.searchParams.set('state', 'forged-state-value');
    });
    expect(outcome.finalLocation).toMatch(/^\/login\?error=/);
    expect(decodeURIComponent(outcome.finalLocation)).toContain('could not be verified');
    const status = await browser.json<StatusBody>('/auth/status');
    expect(status.body.authenticated).toBe(false);
  });

  it('should reject a replayed authorization code', async () => {
    const browser = new HttpBrowser(t.url);
    let callback: URL | undefined;
    await signIn(browser, 'sam.staff@movingco.example', (url) => {
      callback = new URL(url);
    });
    const attacker = new HttpBrowser(t.url);
    const replay = await attacker.request(callback!.toString());
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toMatch(/^\/login\?error=/);
    expect((await attacker.json<StatusBody>('/auth/status')).body.authenticated).toBe(false);
  });

  it('should destroy the session on logout so the old cookie no longer works', async () => {
    const browser = new HttpBrowser(t.url);
    await signIn(browser, 'sam.staff@movingco.example');
    const cookie = browser.cookieHeader();
    const { csrf_token } = (await browser.json<StatusBody>('/auth/status')).body;
    const logout = await browser.json<{ success: boolean }>('/auth/logout', { method: 'POST', headers: { 'x-csrf-token': csrf_token ?? '' } });
    expect(logout.body.success).toBe(true);
    const replay = await fetch(`${t.url}/api/settings`, { headers: { cookie, accept: 'application/json' } });
    expect(replay.status).toBe(401);
  });

  it('should expire an idle session', async () => {
    const browser = new HttpBrowser(t.url);
    await signIn(browser, 'sam.staff@movingco.example');
    expect((await browser.json('/api/settings')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    const after = await browser.json<{ error_code: string }>('/api/settings');
    expect(after.status).toBe(401);
    expect(after.body.error_code).toBe('AUTH_REQUIRED');
  });

  it('should answer 401 in the error envelope without a session', async () => {
    const response = await fetch(`${t.url}/api/settings`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Authentication required. Please sign in.',
      message: 'Authentication required. Please sign in.',
      error_code: 'AUTH_REQUIRED',
    });
  });

  it('should redirect a browser navigation of /auth/login straight to the identity provider', async () => {
    const response = await fetch(`${t.url}/auth/login`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${t.url}/auth/login/start`);
  });

  it('should set the session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await fetch(`${t.url}/auth/login/start`, { redirect: 'manual' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('la.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.headers.get('location')).toContain('code_challenge_method=S256');
  });
});
