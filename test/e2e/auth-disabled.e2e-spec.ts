import { startTestApp, type TestApp } from '../utils/test-app';

describe('Sign-in with no provider configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_DEV_IDP: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('should answer oauth_disabled so the login screen hides its button, and mount no dev IdP', async () => {
    const response = await fetch(`${t.url}/auth/login`, { headers: { accept: 'application/json' } });
    expect(await response.json()).toMatchObject({
      success: false,
      error: 'oauth_disabled',
      message: 'Microsoft OAuth is currently disabled. Please contact your administrator.',
    });
    const idp = await fetch(`${t.url}/dev-idp/.well-known/openid-configuration`);
    expect(idp.status).toBe(404);
    const health = (await (await fetch(`${t.url}/api-health`)).json()) as { data: { endpoints: { name: string }[] } };
    expect(health.data.endpoints.map((e) => e.name)).toEqual(['Database', 'Redis', 'Job queues']);
  });
});
