import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';

const json = { accept: 'application/json' };

describe('Platform: envelope, request ids, CSRF, API tokens, admin-only routes, SPA', () => {
  let t: TestApp;
  let staff: HttpBrowser;
  let admin: HttpBrowser;
  let csrf: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = new HttpBrowser(t.url);
    await signIn(staff, 'sam.staff@movingco.example');
    csrf = (await staff.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
    admin = new HttpBrowser(t.url);
    await signIn(admin, 'alex.admin@movingco.example');
  });
  afterAll(async () => {
    await t.close();
  });

  it('should put an X-Request-Id on every response and echo a sane one from the caller', async () => {
    const generated = await fetch(`${t.url}/api-health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(`${t.url}/api/settings`, { headers: { 'x-request-id': 'trace-abc.123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc.123');
    const spa = await fetch(`${t.url}/some/deep/link`, { headers: { accept: 'text/html' } });
    expect(spa.headers.get('x-request-id')).toBeTruthy();
    const unsafe = await fetch(`${t.url}/api-health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(unsafe.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('should answer an unknown API route with a 404 envelope', async () => {
    const response = await staff.json<Record<string, unknown>>('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, error: 'Resource not found', message: 'Resource not found', error_code: 'NOT_FOUND' });
  });

  it('should reject a state-changing cookie call without the CSRF token', async () => {
    const response = await staff.json<Record<string, unknown>>('/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'script' }),
    });
    expect(response.status).toBe(403);
    expect(response.body.error_code).toBe('CSRF_TOKEN_INVALID');
    const wrong = await staff.json<Record<string, unknown>>('/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'not-the-token' },
      body: JSON.stringify({ name: 'script' }),
    });
    expect(wrong.status).toBe(403);
  });

  it('should validate bodies with field errors and never a 500', async () => {
    const response = await staff.json<{ error_code: string; errors: Record<string, string> }>('/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ name: '', days: 9999 }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error_code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.errors).sort()).toEqual(['days', 'name']);
    const malformed = await staff.json<{ error_code: string }>('/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error_code).toBe('VALIDATION_FAILED');
    const badId = await staff.json<{ error_code: string }>('/api/tokens/not-a-uuid', { method: 'DELETE', headers: { 'x-csrf-token': csrf } });
    expect(badId.status).toBe(400);
  });

  it('should let a signed-in user mint a token with CSRF, use it as Bearer, and revoke it', async () => {
    const created = await staff.json<{ success: boolean; token: string; id: string }>('/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ name: 'integration', days: 7 }),
    });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.token}`, ...json };
    const withToken = await fetch(`${t.url}/api/settings`, { headers: bearer });
    expect(withToken.status).toBe(200);
    // Token calls need no CSRF header: there is no ambient credential to abuse.
    const listed = await fetch(`${t.url}/api/tokens`, { headers: bearer });
    expect(((await listed.json()) as { items: { id: string }[] }).items.map((i) => i.id)).toContain(created.body.id);
    const revoked = await staff.json<{ success: boolean }>(`/api/tokens/${created.body.id}`, { method: 'DELETE', headers: { 'x-csrf-token': csrf } });
    expect(revoked.body.success).toBe(true);
    expect((await fetch(`${t.url}/api/settings`, { headers: bearer })).status).toBe(401);
    const again = await staff.json<{ error_code: string }>(`/api/tokens/${created.body.id}`, { method: 'DELETE', headers: { 'x-csrf-token': csrf } });
    expect(again.status).toBe(404);
    expect(again.body.error_code).toBe('API_TOKEN_NOT_FOUND');
  });

  it('should reject expired and unknown tokens and report them through /auth/verify-token', async () => {
    const tokens = t.app.get(ApiTokenService);
    const valid = await tokens.create({ email: 'robot@movingco.example', role: UserRole.Staff, days: 1 });
    const expired = await tokens.create({ email: 'robot@movingco.example', days: 1 });
    await t.app.get(DataSource).query(`UPDATE api_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);

    const ok = await fetch(`${t.url}/auth/verify-token?token=${valid.token}`);
    expect(await ok.json()).toMatchObject({ authenticated: true, user: { email: 'robot@movingco.example', role: 'staff' } });
    const stale = await fetch(`${t.url}/auth/verify-token?token=${expired.token}`);
    expect(await stale.json()).toEqual({ authenticated: false, user: null });
    expect((await fetch(`${t.url}/api/settings`, { headers: { authorization: `Bearer ${expired.token}` } })).status).toBe(401);
    expect((await fetch(`${t.url}/api/settings`, { headers: { authorization: 'Bearer la_madeup' } })).status).toBe(401);
  });

  it('should answer a server-side failure with a 500 envelope that leaks nothing', async () => {
    const dataSource = t.app.get(DataSource);
    await dataSource.query('ALTER TABLE api_tokens RENAME TO api_tokens_broken');
    try {
      const response = await fetch(`${t.url}/auth/verify-token?token=la_${'x'.repeat(43)}`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        error: 'Internal server error',
        message: 'Internal server error',
        error_code: 'INTERNAL_ERROR',
      });
      expect(text).not.toMatch(/api_tokens|relation|stack|at \//i);
      expect(response.headers.get('x-request-id')).toBeTruthy();
    } finally {
      await dataSource.query('ALTER TABLE api_tokens_broken RENAME TO api_tokens');
    }
  });

  it('should keep the BullMQ dashboard and admin-only routes for admins', async () => {
    const anonymous = await fetch(`${t.url}/admin/queues`, { headers: json, redirect: 'manual' });
    expect(anonymous.status).toBe(401);
    const staffResponse = await staff.request('/admin/queues', { headers: json });
    expect(staffResponse.status).toBe(403);
    expect(((await staffResponse.json()) as { error_code: string }).error_code).toBe('FORBIDDEN');
    const staffApi = await staff.request('/admin/queues/api/queues', { headers: json });
    expect(staffApi.status).toBe(403);
    const adminPage = await admin.request('/admin/queues');
    expect(adminPage.status).toBe(200);
    expect(await adminPage.text()).toContain('Lead Automation queues');
    const adminApi = await admin.json<{ queues: { name: string }[] }>('/admin/queues/api/queues');
    expect(adminApi.body.queues.map((q) => q.name)).toContain('maintenance');
  });

  it('should expose the effective non-secret configuration', async () => {
    const response = await staff.json<{ success: boolean; data: Record<string, unknown> }>('/api/settings');
    expect(response.body.success).toBe(true);
    expect(response.body.data).toMatchObject({
      environment: 'test',
      sign_in: { provider: 'dev-idp', allowed_email_domains: ['movingco.example'] },
      crm: { provider: 'HubSpot' },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/secret/i);
  });

  it('should serve the admin SPA for deep links with a strict CSP, but never for API paths', async () => {
    const page = await fetch(`${t.url}/settings`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('admin test shell');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const api = await fetch(`${t.url}/api/unknown-thing`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('should report every probe healthy on /api-health without signing in', async () => {
    const response = await fetch(`${t.url}/api-health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: { summary: { healthy: number; errors: number }; endpoints: { name: string; status: string }[] } };
    expect(body.success).toBe(true);
    expect(body.data.endpoints.map((e) => e.name)).toEqual(['Database', 'Redis', 'Job queues', 'Sign-in provider (development)']);
    expect(body.data.endpoints.every((e) => e.status === 'healthy')).toBe(true);
    expect(body.data.summary).toMatchObject({ healthy: 4, errors: 0, timeouts: 0 });
  });
});
