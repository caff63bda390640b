import type * as Typeorm from 'typeorm';
import type * as ApiTokens from 'src/modules/auth/api-token.service';
import type * as Catcher from 'src/modules/delivery/smtp-catcher.service';
import type * as TestApps from '../utils/test-app';
import type { TestApp } from '../utils/test-app';

// The app is loaded only after NODE_ENV is production, as in a production process (React picks its build on load).
const loadApp = () => {
  process.env.NODE_ENV = 'production';
  return {
    DataSource: jest.requireActual<typeof Typeorm>('typeorm').DataSource,
    ApiTokenService: jest.requireActual<typeof ApiTokens>('src/modules/auth/api-token.service').ApiTokenService,
    SmtpCatcher: jest.requireActual<typeof Catcher>('src/modules/delivery/smtp-catcher.service').SmtpCatcher,
    startTestApp: jest.requireActual<typeof TestApps>('../utils/test-app').startTestApp,
  };
};

interface Answer {
  success: boolean;
  error?: string;
  error_code?: string;
  details?: Record<string, unknown>[];
  data?: { id?: string };
}

describe('Delivery in production without mail settings', () => {
  let t: TestApp;
  let bearer: Record<string, string>;
  let app: ReturnType<typeof loadApp>;

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...bearer },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };

  beforeAll(async () => {
    app = loadApp();
    t = await app.startTestApp({
      NODE_ENV: 'production',
      AUTH_DEV_IDP: 'false',
      APP_ROLES: 'api',
      MAIL_PROVIDER: '',
      SMTP_HOST: '',
      ALLOWED_EMAIL_DOMAINS: 'movingco.example',
    });
    bearer = { authorization: `Bearer ${(await t.app.get(app.ApiTokenService).create({ email: 'prod.sender@movingco.example', days: 1 })).token}` };
    // Loading the whole app afresh in its own module registry compiles every source file again: past a minute once
    // on a loaded 2-core machine.
  }, 180_000);
  afterAll(() => t.close());

  it('does not start the mail catcher', async () => {
    expect(t.app.get(app.SmtpCatcher).running).toBe(false);
    const { status, body } = await call('GET', '/api/mail/caught');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: 'The mail catcher is not running' });
  });

  it('answers a test send with 503 MAIL_PROVIDER_NOT_CONFIGURED and records it as failed', async () => {
    const created = await call('POST', '/api/templates', { name: 'Prod', subject: 'Hello', html: '<p>Hello</p>' });
    expect(created.status).toBe(201);
    const { status, body } = await call('POST', `/api/templates/${created.body.data!.id}/test-send`, { to_email: 'alex@movingco.example' });
    expect(status).toBe(503);
    expect(body).toMatchObject({ success: false, error_code: 'MAIL_PROVIDER_NOT_CONFIGURED' });
    expect(body.error).toMatch(/not configured/);
    const rows = (await t.app.get(app.DataSource).query(`SELECT status, provider, error FROM deliveries WHERE id = $1`, [body.details![0].delivery_id])) as Record<string, unknown>[];
    expect(rows).toEqual([{ status: 'failed', provider: 'none', error: body.error }]);
  });

  it('keeps the demo domain out of the test send recipients', async () => {
    const created = await call('POST', '/api/templates', { name: 'Prod 2', subject: 'Hello', html: '<p>Hello</p>' });
    const { status, body } = await call('POST', `/api/templates/${created.body.data!.id}/test-send`, { to_email: 'someone@partner.example' });
    expect(status).toBe(403);
    expect(body.error).toBe('Test emails can only be sent to @movingco.example addresses');
  });
});
