import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertOpportunity } from './support/factories';

interface Answer {
  success: boolean;
  provider?: string;
  request_id?: string | null;
  from?: string;
  to?: string;
  subject?: string;
  saved_to_sent?: boolean;
  error?: string | null;
  delivery_id?: string;
  message_id?: string;
  message?: string;
  error_code?: string;
  details?: Record<string, unknown>[];
  data?: { id?: string; raw?: string };
}
interface DeliveryRow {
  kind: string;
  status: string;
  provider: string | null;
  message_id: string | null;
  request_id: string | null;
  to_email: string;
  from_email: string;
  subject: string;
  error: string | null;
  template_id: string | null;
  created_by_user_id: string | null;
  idempotency_key: string;
  sent_at: Date | null;
  saved_to_sent: boolean;
}

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const TEMPLATE_HTML =
  '<style>.lead { color: #1a2b3c; font-weight: bold; }</style>' +
  '<p class="lead">Hello {{customerName}}</p><p>Tracking {{trackingNumber}}, moving {{originAddress}} to {{destinationAddress}}</p>' +
  '<p>Estimate {{estimatedRevenue}} for {{moveDate}}</p>' +
  '<img src="https://cdn.movingco.example/banner.png" alt="Banner" width="600">';

/** One app with its own database, token and (catcher or SMTP) mail settings. */
const client = (t: TestApp, bearer: Record<string, string>) => ({
  call: async (method: string, path: string, body?: unknown): Promise<{ status: number; headers: Headers; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...bearer },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
  },
});

const tokenFor = async (t: TestApp, email: string): Promise<Record<string, string>> => ({
  authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email, days: 1 })).token}`,
});

const deliveryRow = async (t: TestApp, id: string): Promise<DeliveryRow> => {
  const rows = (await t.app.get(DataSource).query(`SELECT * FROM deliveries WHERE id = $1`, [id])) as DeliveryRow[];
  expect(rows).toHaveLength(1);
  return rows[0];
};

describe('Templates: test send', () => {
  describe('through the in-process mail catcher', () => {
    let t: TestApp;
    let api: ReturnType<typeof client>;
    let templateId: string;

    beforeAll(async () => {
      t = await startTestApp({ APP_ROLES: 'api', MAIL_PROVIDER: '', SMTP_HOST: '', MAIL_CATCHER_PORT: '0', MAIL_FROM: 'Acme Movers <quotes@movingco.example>', TEST_SEND_PER_MINUTE: '100', TEST_SEND_ALLOWED_DOMAINS: 'partner.example', TEST_SEND_ANY_RECIPIENT: 'false' });
      api = client(t, await tokenFor(t, 'sender.one@movingco.example'));
      const created = await api.call('POST', '/api/templates', { name: 'Quote', subject: 'Your quote, {{customerName}}', html: TEMPLATE_HTML });
      expect(created.status).toBe(201);
      templateId = created.body.data!.id!;
    });
    afterAll(() => t.close());

    it('sends the rendered template into the catcher and records the delivery as sent', async () => {
      const { status, body } = await api.call('POST', `/api/templates/${templateId}/test-send`, {
        to_email: 'alex@movingco.example',
        context: { customer_name: 'Priya Shah', tracking_number: 'TRK-777', origin_address: 'Austin, TX', destination_address: 'Denver, CO', estimated_revenue: '4500', move_date: '2026-12-01' },
      });
      expect({ status, error: body.error }).toEqual({ status: 200, error: null });
      expect(body).toMatchObject({
        success: true,
        provider: 'smtp',
        from: 'Acme Movers <quotes@movingco.example>',
        to: 'alex@movingco.example',
        subject: 'Your quote, Priya Shah',
        saved_to_sent: false,
        error: null,
      });
      expect(body.message_id).toMatch(/^<.+@.+>$/);
      expect(body.delivery_id).toMatch(/^[0-9a-f-]{36}$/);

      const list = await api.call('GET', '/api/mail/caught');
      expect(list.status).toBe(200);
      const caught = (list.body as unknown as { data: { id: string; message_id: string; subject: string; to: string[]; from: string; size: number; date: string }[] }).data;
      expect(caught[0]).toMatchObject({ id: body.request_id, message_id: body.message_id, subject: 'Your quote, Priya Shah', to: ['alex@movingco.example'] });
      expect(caught[0].size).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(caught[0].date))).toBe(false);

      const one = await api.call('GET', `/api/mail/caught/${caught[0].id}`);
      expect(one.status).toBe(200);
      const parsed = await simpleParser(one.body.data!.raw!);
      expect(parsed.from?.text).toBe('"Acme Movers" <quotes@movingco.example>');
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : null).toBe('alex@movingco.example');
      expect(parsed.subject).toBe('Your quote, Priya Shah');
      expect(parsed.messageId).toBe(body.message_id);
      expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
      expect(parsed.text).toContain('Hello Priya Shah');
      expect(parsed.text).toContain('Tracking TRK-777, moving Austin, TX to Denver, CO');
      expect(parsed.text).toContain('Estimate $4,500.00 for 12/1/2026');
      const html = typeof parsed.html === 'string' ? parsed.html : '';
      expect(html).toMatch(/<p[^>]*style="[^"]*color:\s*#1a2b3c[^"]*"[^>]*>Hello Priya Shah<\/p>/);
      expect(html).toContain('src="https://cdn.movingco.example/banner.png"');

      const row = await deliveryRow(t, body.delivery_id!);
      expect(row).toMatchObject({
        kind: 'test',
        status: 'sent',
        provider: 'smtp',
        message_id: body.message_id,
        request_id: body.request_id,
        to_email: 'alex@movingco.example',
        from_email: 'Acme Movers <quotes@movingco.example>',
        subject: 'Your quote, Priya Shah',
        template_id: templateId,
        error: null,
        saved_to_sent: false,
      });
      expect(row.idempotency_key).toMatch(/^test:[0-9a-f-]{36}$/);
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(row.created_by_user_id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('fills the email from the example contact the preview shows (contact_id), with a test unsubscribe link that unsubscribes nobody', async () => {
      const db = t.app.get(DataSource);
      const { id: contactId } = await insertContact(db, { first_name: 'Rosa', last_name: 'Diaz', email: 'rosa.diaz@example.com' });
      await insertOpportunity(db, {
        contact_id: contactId, tracking_number: 'TRK-ROSA', customer_name: 'Rosa Diaz', customer_email: 'rosa.diaz@example.com', move_date: '2027-01-15',
        origin_address: 'Miami, FL', destination_address: 'Chicago, IL', estimated_revenue: 3100,
      });
      const { status, body } = await api.call('POST', `/api/templates/${templateId}/test-send`, { to_email: 'alex@movingco.example', contact_id: contactId });
      expect({ status, subject: body.subject }).toEqual({ status: 200, subject: 'Your quote, Rosa Diaz' });
      const parsed = await simpleParser((await api.call('GET', `/api/mail/caught/${body.request_id}`)).body.data!.raw!);
      expect(parsed.text).toContain('Tracking TRK-ROSA, moving Miami, FL to Chicago, IL');
      expect(parsed.text).toContain('Estimate $3,100.00 for 1/15/2027');
      const html = typeof parsed.html === 'string' ? parsed.html : '';
      expect(html).not.toContain('%%UNSUBSCRIBE_URL%%');
      expect(parsed.text).not.toContain('%%UNSUBSCRIBE_URL%%');
      expect(html).toContain(`href="${t.url}/unsubscribe/test"`);

      for (const method of ['GET', 'POST']) {
        const page = await fetch(`${t.url}/unsubscribe/test`, { method });
        expect({ method, status: page.status }).toEqual({ method, status: 200 });
        expect(await page.text()).toContain('Nobody was unsubscribed.');
      }
      expect(await db.query(`SELECT count(*)::int AS n FROM suppressions`)).toEqual([{ n: 0 }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM contacts WHERE unsubscribed_at IS NOT NULL`)).toEqual([{ n: 0 }]);

      const unknown = await api.call('POST', `/api/templates/${templateId}/test-send`, { to_email: 'alex@movingco.example', contact_id: UNKNOWN });
      expect(unknown.status).toBe(404);
      const bad = await api.call('POST', `/api/templates/${templateId}/test-send`, { to_email: 'alex@movingco.example', contact_id: 'rosa' });
      expect(bad).toMatchObject({ status: 400, body: { error_code: 'VALIDATION_FAILED', message: 'contact_id must be a contact id' } });
    });

    it("sends the editor's unsaved subject and html instead of the saved ones", async () => {
      const { status, body } = await api.call('POST', `/api/templates/${templateId}/test-send`, {
        to_email: 'alex@movingco.example',
        subject: 'Draft for {{customerName}}',
        html: '<p>Unsaved draft</p>',
        text: 'Unsaved plain text',
        inline_images: true,
        context: { customer_name: 'Lee' },
      });
      expect(status).toBe(200);
      expect(body.subject).toBe('Draft for Lee');
      const mail = await api.call('GET', `/api/mail/caught/${body.request_id}`);
      const parsed = await simpleParser(mail.body.data!.raw!);
      expect(parsed.html).toContain('Unsaved draft');
      expect(parsed.text).toContain('Unsaved plain text');
    });

    it('answers 400 when the subject or the html is empty', async () => {
      for (const override of [{ subject: '   ' }, { html: '' }]) {
        const { status, body } = await api.call('POST', `/api/templates/${templateId}/test-send`, { to_email: 'alex@movingco.example', ...override });
        expect(status).toBe(400);
        expect(body).toMatchObject({ success: false, error: 'Please fill in subject and content before sending test email', error_code: 'TEST_SEND_CONTENT_INVALID' });
      }
      const empty = await api.call('POST', '/api/templates', { name: 'Empty', subject: '', html: '' });
      const { status } = await api.call('POST', `/api/templates/${empty.body.data!.id}/test-send`, { to_email: 'alex@movingco.example' });
      expect(status).toBe(400);
    });

    it('answers 404 for an unknown or deleted template', async () => {
      const unknown = await api.call('POST', `/api/templates/${UNKNOWN}/test-send`, { to_email: 'alex@movingco.example' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, error: 'Template not found or deleted', error_code: 'TEMPLATE_NOT_FOUND' });
      const doomed = await api.call('POST', '/api/templates', { name: 'Doomed', subject: 'S', html: '<p>x</p>' });
      await fetch(`${t.url}/api/templates/${doomed.body.data!.id}`, { method: 'DELETE', headers: (await tokenFor(t, 'sender.one@movingco.example')) });
      expect((await api.call('POST', `/api/templates/${doomed.body.data!.id}/test-send`, { to_email: 'alex@movingco.example' })).status).toBe(404);
    });

    it('sends only to one valid address in a company domain', async () => {
      const send = (to_email: string) => api.call('POST', `/api/templates/${templateId}/test-send`, { to_email });
      const outside = await send('someone@gmail.com');
      expect(outside.status).toBe(403);
      expect(outside.body.error).toMatch(/^Test emails can only be sent to /);
      expect(outside.body.error).toContain('@movingco.example');
      expect(outside.body.error).toContain('@partner.example');
      expect(outside.body.error_code).toBe('TEST_SEND_RECIPIENT_FORBIDDEN');
      expect((await send('qa@Partner.Example')).status).toBe(200);
      for (const bad of ['a@movingco.example, b@movingco.example', 'a@movingco.example;b@movingco.example', 'not-an-address', '']) {
        const { status, body } = await send(bad);
        expect(status).toBe(400);
        expect(body.error_code).toBe('TEST_SEND_RECIPIENT_INVALID');
      }
      const missing = await api.call('POST', `/api/templates/${templateId}/test-send`, {});
      expect(missing.status).toBe(400);
    });

    it('clears the caught messages', async () => {
      const cleared = await api.call('DELETE', '/api/mail/caught');
      expect(cleared.status).toBe(200);
      expect((await api.call('GET', '/api/mail/caught')).body).toEqual({ success: true, data: [] });
      const gone = await api.call('GET', `/api/mail/caught/${UNKNOWN}`);
      expect(gone.status).toBe(404);
      expect(gone.body.error_code).toBe('CAUGHT_MAIL_NOT_FOUND');
    });

    it('refuses callers who are not signed in', async () => {
      const response = await fetch(`${t.url}/api/templates/${templateId}/test-send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"to_email":"alex@movingco.example"}' });
      expect(response.status).toBe(401);
    });
  });

  describe('through an SMTP server that refuses the message', () => {
    let t: TestApp;
    let api: ReturnType<typeof client>;
    let smtp: SMTPServer;
    let templateId: string;
    const statusDuringSend: string[] = [];

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData: (stream, _session, callback) => {
          stream.resume();
          stream.on('end', () => {
            // What the database holds while the provider has the message: the committed pending row.
            const refuse = () => callback(Object.assign(new Error('Message rejected by policy'), { responseCode: 550 }));
            t.app.get(DataSource).query(`SELECT status FROM deliveries ORDER BY created_at DESC LIMIT 1`)
              .then((rows: { status: string }[]) => statusDuringSend.push(rows[0]?.status ?? 'none'))
              .then(refuse, refuse);
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const port = (smtp.server.address() as AddressInfo).port;
      t = await startTestApp({ APP_ROLES: 'api', MAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: 'quotes@movingco.example', TEST_SEND_PER_MINUTE: '2' });
      api = client(t, await tokenFor(t, 'sender.two@movingco.example'));
      const created = await api.call('POST', '/api/templates', { name: 'Refused', subject: 'Refused {{customerName}}', html: '<p>Hi</p>' });
      templateId = created.body.data!.id!;
    });
    afterAll(async () => {
      await t.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it("answers 502 with the server's message and records the delivery as failed", async () => {
      const { status, body } = await api.call('POST', `/api/templates/${templateId}/test-send`, { to_email: 'alex@movingco.example' });
      expect(status).toBe(502);
      expect(body).toMatchObject({ success: false, error_code: 'MAIL_REJECTED' });
      expect(body.error).toContain('Message rejected by policy');
      expect(body.message).toBe(body.error);
      const deliveryId = body.details?.[0]?.delivery_id as string;
      const row = await deliveryRow(t, deliveryId);
      expect(row).toMatchObject({ status: 'failed', provider: 'smtp', to_email: 'alex@movingco.example', template_id: templateId, message_id: null, sent_at: null });
      expect(row.error).toContain('Message rejected by policy');
      expect(statusDuringSend).toEqual(['pending']);
    });

    it('limits test sends per user per minute (429)', async () => {
      const send = () => api.call('POST', `/api/templates/${templateId}/test-send`, { to_email: 'alex@movingco.example' });
      expect((await send()).status).toBe(502);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ success: false, error_code: 'RATE_LIMIT_EXCEEDED' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const other = client(t, await tokenFor(t, 'sender.three@movingco.example'));
      expect((await other.call('POST', `/api/templates/${templateId}/test-send`, { to_email: 'alex@movingco.example' })).status).toBe(502);
    });

    it('answers 404 on the Sent mail API when the catcher does not run', async () => {
      for (const [method, path] of [['GET', '/api/mail/caught'], ['GET', `/api/mail/caught/${UNKNOWN}`], ['DELETE', '/api/mail/caught']]) {
        const { status, body } = await api.call(method, path);
        expect(status).toBe(404);
        expect(body).toMatchObject({ success: false, error: 'The mail catcher is not running', error_code: 'MAIL_CATCHER_NOT_FOUND' });
      }
    });
  });
});
