import { connect } from 'node:net';
import { createTransport } from 'nodemailer';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { SmtpCatcher } from 'src/modules/delivery/smtp-catcher.service';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Summary {
  id: string;
  from: string | null;
  to: string[];
  subject: string | null;
  date: string;
  message_id: string | null;
  size: number;
}
interface Full extends Summary {
  headers: { key: string; value: string }[];
  html: string | null;
  text: string | null;
  raw: string;
}

const HTML = '<html><body><p style="color:#123456">Caught <b>as sent</b></p><img src="https://cdn.movingco.example/a.png"></body></html>';

const portAccepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('Sent mail API over the in-process mail catcher', () => {
  let first: TestApp;
  let second: TestApp;
  let bearer: Record<string, string>;

  const get = async <T>(t: TestApp, path: string, method = 'GET'): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: bearer });
    return { status: response.status, body: (await response.json()) as T };
  };
  const deliver = async (t: TestApp, subject: string): Promise<string> => {
    const { host, port } = t.app.get(SmtpCatcher).endpoint;
    const transport = createTransport({ host, port, secure: false, ignoreTLS: true });
    const info = await transport.sendMail({ from: 'Movers <office@movingco.example>', to: 'alex@movingco.example, sam@movingco.example', subject, html: HTML, text: 'Caught as sent', headers: { 'X-Template-Id': 'tpl-1' } });
    transport.close();
    return info.messageId;
  };

  beforeAll(async () => {
    // Two apps side by side: each catcher takes its own free port. Started one after the other: each start sets the
    // process environment its app reads its settings from, so two starts at once could mix their settings.
    first = await startTestApp({ APP_ROLES: 'api', MAIL_PROVIDER: 'catcher', MAIL_CATCHER_PORT: '0', MAIL_CATCHER_KEEP: '2' });
    second = await startTestApp({ APP_ROLES: 'api', MAIL_PROVIDER: '', SMTP_HOST: '', MAIL_CATCHER_PORT: '0' });
    bearer = { authorization: `Bearer ${(await first.app.get(ApiTokenService).create({ email: 'viewer@movingco.example', days: 1 })).token}` };
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('runs one catcher per app on distinct ports', () => {
    const a = first.app.get(SmtpCatcher);
    const b = second.app.get(SmtpCatcher);
    expect(a.running && b.running).toBe(true);
    expect(a.endpoint.port).not.toBe(b.endpoint.port);
    expect(a.endpoint.host).toBe('127.0.0.1');
  });

  it('lists caught messages newest first, keeping only MAIL_CATCHER_KEEP', async () => {
    await deliver(first, 'One');
    await deliver(first, 'Two');
    const third = await deliver(first, 'Three');
    const { status, body } = await get<{ success: boolean; data: Summary[] }>(first, '/api/mail/caught');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((mail) => mail.subject)).toEqual(['Three', 'Two']);
    expect(body.data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      from: '"Movers" <office@movingco.example>',
      to: ['alex@movingco.example', 'sam@movingco.example'],
      subject: 'Three',
      date: expect.any(String) as string,
      message_id: third,
      size: expect.any(Number) as number,
    });
    expect(Object.keys(body.data[0]).sort()).toEqual(['date', 'from', 'id', 'message_id', 'size', 'subject', 'to']);
  });

  it('answers one message with its headers, the HTML as sent, the text and the raw source', async () => {
    const list = await get<{ data: Summary[] }>(first, '/api/mail/caught');
    const { status, body } = await get<{ success: boolean; data: Full }>(first, `/api/mail/caught/${list.body.data[0].id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: list.body.data[0].id, subject: 'Three', text: 'Caught as sent' });
    expect(body.data.html).toContain('<p style="color:#123456">Caught <b>as sent</b></p>');
    expect(body.data.html).toContain('src="https://cdn.movingco.example/a.png"');
    expect(body.data.headers).toEqual(expect.arrayContaining([{ key: 'Subject', value: 'Three' }, { key: 'X-Template-ID', value: 'tpl-1' }]));
    expect(body.data.raw).toMatch(/^[\s\S]*Content-Type: multipart\/alternative/);
  });

  it('keeps each app to its own catcher', async () => {
    const otherBearer = { authorization: `Bearer ${(await second.app.get(ApiTokenService).create({ email: 'viewer@movingco.example', days: 1 })).token}` };
    const response = await fetch(`${second.url}/api/mail/caught`, { headers: otherBearer });
    expect(await response.json()).toEqual({ success: true, data: [] });
  });

  it('clears every caught message', async () => {
    const { status, body } = await get<{ success: boolean; cleared: number }>(first, '/api/mail/caught', 'DELETE');
    expect({ status, body }).toEqual({ status: 200, body: { success: true, cleared: 2 } });
    expect((await get<{ data: Summary[] }>(first, '/api/mail/caught')).body.data).toEqual([]);
  });

  it('shows the mail settings without credentials in GET /api/settings', async () => {
    const { status, body } = await get<{ data: { mail: Record<string, unknown> } }>(first, '/api/settings');
    expect(status).toBe(200);
    expect(body.data.mail).toEqual({ provider: 'catcher', configured: true, from: 'Lead Automation Movers <no-reply@movingco.example>', catcher_running: true });
  });

  it('needs a signed-in user', async () => {
    expect((await fetch(`${first.url}/api/mail/caught`)).status).toBe(401);
  });
});

describe('Mail catcher lifecycle', () => {
  it('stops listening when the app closes', async () => {
    const t = await startTestApp({ APP_ROLES: 'api', MAIL_PROVIDER: '', SMTP_HOST: '', MAIL_CATCHER_PORT: '0' });
    const { port } = t.app.get(SmtpCatcher).endpoint;
    expect(await portAccepts(port)).toBe(true);
    await t.close();
    expect(await portAccepts(port)).toBe(false);
  });
});
