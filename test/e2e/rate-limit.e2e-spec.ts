import { startTestApp, type TestApp } from '../utils/test-app';

describe('Rate limiting (Redis-backed)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '5', RATE_LIMIT_TTL_SECONDS: '60' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('should answer 429 RATE_LIMIT_EXCEEDED past the limit, with the counter shared in Redis', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetch(`${t.url}/auth/login`, { headers: { accept: 'application/json' } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await fetch(`${t.url}/auth/login`, { headers: { accept: 'application/json' } });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      success: false,
      error: 'Too many requests. Please wait a moment.',
      message: 'Too many requests. Please wait a moment.',
      error_code: 'RATE_LIMIT_EXCEEDED',
    });
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Health checks for uptime monitors are not rate limited.
    expect((await fetch(`${t.url}/api-health`)).status).toBe(200);
  });
});
