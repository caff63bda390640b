import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ContactEntity } from 'src/modules/contacts/contact.entity';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from 'src/modules/templates/rendering/rendering.constants';
import { makeContact } from '../factories/contact.factory';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertTemplate } from './support/factories';

interface Warning {
  message: string;
  code: string;
}
interface Answer {
  success: boolean;
  data?: { html?: string; subject?: string; text?: string; html_inlined?: string; id?: string; key?: string; url?: string };
  warnings?: Warning[];
  missing_assets?: string[];
  message?: string;
  error_code?: string;
}

const PAYLOADS = readFileSync(join(__dirname, '..', 'fixtures', 'xss-payloads.txt'), 'utf8').split('\n').filter((line) => line.trim() !== '');
const PNG = readFileSync(join(__dirname, '..', 'fixtures', 'uploads', 'pixel.png'));
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const HOSTILE = '<img src=x onerror=alert(1)>';

/** What must never come out of a preview or an inlining (the layout's own html, body and meta tags aside). */
const DANGER: RegExp[] = [
  /<script/i, /<\/script/i, /javascript:/i, /vbscript:/i, /livescript:/i, /data:/i, /expression\s*\(/i,
  /<iframe/i, /<frame/i, /<object/i, /<embed/i, /<applet/i, /<svg/i, /<math/i, /<form/i, /<input/i, /<button/i, /<textarea/i,
  /<select/i, /<base/i, /<link/i, /<video/i, /<audio/i, /@import/i, /-moz-binding/i, /behavior/i, /srcdoc/i, /formaction/i,
  /xlink:href/i, /srcset/i, /<portal/i, /<details/i, /<marquee/i, /<template/i,
];
/** The markup of a document: its tags (quoted values kept whole) and style blocks; escaped text cannot run. */
const markupOf = (html: string): string =>
  [...(html.match(/<[a-zA-Z!/](?:[^>"']|"[^"]*"|'[^']*')*>/g) ?? []), ...(html.match(/<style\b[^>]*>[\s\S]*?<\/style>/gi) ?? [])].join('\n');
/** An event handler attribute (looked for outside quoted values: an escaped name in a title is only text). */
const HANDLER = /\son[a-z]+\s*=/i;
const dangerIn = (html: string): string[] => {
  const markup = markupOf(html);
  const found = DANGER.filter((pattern) => pattern.test(markup)).map(String);
  return HANDLER.test(markup.replace(/"[^"]*"|'[^']*'/g, '""')) ? [...found, String(HANDLER)] : found;
};

describe('Templates: server preview and inlining', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;
  let foreign: Server;
  let foreignUrl: string;
  let foreignHits = 0;

  const api = async (path: string, body: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const createTemplate = async (fields: Record<string, unknown>): Promise<string> => {
    const { status, body } = await api('/api/templates', { name: 'Preview test', subject: 'Hello {{firstName}}', ...fields });
    expect({ status, success: body.success }).toEqual({ status: 201, success: true });
    return body.data!.id!;
  };
  /** A template row written as given (no save-time sanitizing), to prove rendering sanitizes on its own. */
  const insertRaw = async (html: string, subject = 'Hi {{firstName}}'): Promise<string> => {
    return (await insertTemplate(db, { name: 'raw', subject, html })).id;
  };
  const uploadPng = async (): Promise<{ key: string; url: string }> => {
    const boundary = `----preview${Date.now()}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`);
    const response = await fetch(`${t.url}/api/assets/upload`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer },
      body: new Uint8Array(Buffer.concat([head, PNG, Buffer.from(`\r\n--${boundary}--\r\n`)])),
    });
    const answer = (await response.json()) as Answer;
    expect({ status: response.status, success: answer.success }).toEqual({ status: 200, success: true });
    return { key: answer.data!.key!, url: answer.data!.url! };
  };

  beforeAll(async () => {
    foreign = createServer((_req, res) => {
      foreignHits += 1;
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/banner.png`;
    t = await startTestApp({ APP_ROLES: 'api', ASSET_LOCAL_DIR: mkdtempSync(join(tmpdir(), 'la-preview-')), COMPANY_NAME: 'Acme Movers', COMPANY_ADDRESS: '1 Main St, Austin, TX' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'preview.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => foreign.close(resolve));
  });

  describe('POST /api/templates/{id}/preview', () => {
    it('renders the template for an example contact id inside the email layout', async () => {
      const contact = await db.getRepository(ContactEntity).save(makeContact({ firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@movers-mail.com' }));
      const id = await createTemplate({ html: '<p>Hi {{firstName}} {{lastName}} ({{email}})</p>' });
      const { status, body } = await api(`/api/templates/${id}/preview`, { contact: contact.id });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, warnings: [], missing_assets: [] });
      const html = body.data!.html!;
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain('<p>Hi Priya Shah (priya.shah@movers-mail.com)</p>');
      expect(html).toMatch(/max-width:600px/);
      expect(html).toContain('Acme Movers');
      expect(html).toContain('1 Main St, Austin, TX');
      expect(html).toContain(`href="${UNSUBSCRIBE_URL_PLACEHOLDER}"`);
      expect(body.data!.subject).toBe('Hello Priya');
      expect(body.data!.text).toMatch(/^Hi Priya Shah \(priya\.shah@movers-mail\.com\)\n[\s\S]*Acme Movers[\s\S]*Unsubscribe: /);
    });

    it('renders for contact fields given as an object, escaping a hostile name', async () => {
      const id = await createTemplate({ html: '<p title="{{firstName}}">Hi {{firstName}} {{lastName}}</p>' });
      const { status, body } = await api(`/api/templates/${id}/preview`, { contact: { first_name: HOSTILE, last_name: 'Lee', email: 'x@example.com' } });
      expect(status).toBe(200);
      expect(body.data!.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt; Lee');
      expect(body.data!.html).not.toContain(HOSTILE);
      expect(dangerIn(body.data!.html!)).toEqual([]);
    });

    it('uses the example data when no contact is given', async () => {
      const id = await createTemplate({ html: '<p>Hi {{firstName}} from {{companyName}}</p>' });
      const { status, body } = await api(`/api/templates/${id}/preview`, {});
      expect(status).toBe(200);
      expect(body.data!.html).toMatch(/<p>Hi \S+ from Acme Movers<\/p>/);
    });

    it('reports unresolved tokens and a long subject as warnings and shows the tokens as written', async () => {
      const id = await insertRaw('<p>Hi {{firstName}}, code {{promoCode}}</p>', `Hello {{nickname}} ${'x'.repeat(80)}`);
      const { status, body } = await api(`/api/templates/${id}/preview`, { contact: { first_name: 'Ann' } });
      expect(status).toBe(200);
      expect(body.data!.html).toContain('<p>Hi Ann, code {{promoCode}}</p>');
      expect(body.warnings).toEqual([
        { code: 'UNRESOLVED_TOKENS_SUBJECT', message: 'Unresolved tokens in subject: nickname' },
        { code: 'UNRESOLVED_TOKENS_BODY', message: 'Unresolved tokens in body: promoCode' },
        { code: 'SUBJECT_TOO_LONG', message: 'Subject line is longer than 78 characters and may be truncated' },
      ]);
    });

    it('lists our images missing from the store and refused sources, never fetching foreign images', async () => {
      const stored = await uploadPng();
      const missingKey = '2026/11/0b8e7c1a-1111-4222-8333-444455556666.png';
      const missingUrl = `${t.url}/media/${missingKey}`;
      const html =
        `<p><img src="${stored.url}" alt="kept"><img src="${missingUrl}" alt="gone"><img src="asset:${stored.key}" alt="by key">` +
        `<img src="${foreignUrl}" alt="foreign"><img src="data:image/png;base64,iVBORw0KGgo=" alt="inline"><img src="javascript:alert(1)" alt="js"></p>`;
      const id = await insertRaw(html);
      foreignHits = 0;
      const { status, body } = await api(`/api/templates/${id}/preview`, {});
      expect(status).toBe(200);
      expect(body.missing_assets).toEqual([missingUrl, 'data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)']);
      expect(body.warnings!.map((warning) => warning.code)).toEqual(['IMAGE_SOURCE_REFUSED', 'ASSET_MISSING']);
      expect(body.data!.html).toContain(`src="${stored.url}" alt="by key"`);
      expect(body.data!.html).toContain(`src="${foreignUrl}"`);
      expect(dangerIn(body.data!.html!)).toEqual([]);
      expect(foreignHits).toBe(0);
    });

    it('answers 404 for an unknown template or contact and 400 for a bad contact', async () => {
      const unknown = await api(`/api/templates/${UNKNOWN}/preview`, {});
      expect(unknown).toEqual({ status: 404, body: expect.objectContaining({ success: false, error_code: 'TEMPLATE_NOT_FOUND', message: 'Template not found' }) });
      const id = await createTemplate({ html: '<p>x</p>' });
      const noContact = await api(`/api/templates/${id}/preview`, { contact: UNKNOWN });
      expect(noContact).toMatchObject({ status: 404, body: { success: false, error_code: 'TEMPLATE_CONTACT_NOT_FOUND' } });
      for (const contact of ['not-a-uuid', 42, ['a'], { nested: { a: 1 } }]) {
        const bad = await api(`/api/templates/${id}/preview`, { contact });
        expect(bad).toMatchObject({ status: 400, body: { success: false, error_code: 'VALIDATION_FAILED' } });
        expect(bad.body.message).toContain('contact must be a contact id (uuid) or an object');
      }
    });

    it('never lets an XSS corpus payload through, even from HTML stored without sanitizing', async () => {
      const survivors: { payload: string; found: string[] }[] = [];
      for (const payload of PAYLOADS) {
        const id = await insertRaw(`<table><tr><td>Hi {{firstName}} ${payload}</td></tr></table>`);
        const { status, body } = await api(`/api/templates/${id}/preview`, { contact: { first_name: payload } });
        expect(status).toBe(200);
        const found = dangerIn(body.data!.html!);
        if (found.length > 0) survivors.push({ payload, found });
      }
      expect(survivors).toEqual([]);
    });
  });

  describe('POST /api/templates/inline', () => {
    const STYLED = '<style>.lead { color: #ff0000; } @media (max-width: 600px) { .lead { font-size: 18px; } }</style><p class="lead" onclick="x()">Hi {{firstName}}</p>';

    it('sanitizes, resolves asset keys and inlines by default', async () => {
      const stored = await uploadPng();
      const html = `${STYLED}<img src="${stored.key}" width="600"><img src="asset:${stored.key}"><hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">`;
      const { status, body } = await api('/api/templates/inline', { html });
      expect(status).toBe(200);
      const out = body.data!.html_inlined!;
      expect(out).toMatch(/<p class="lead" style="color: #ff0000;?">Hi \{\{firstName\}\}<\/p>/);
      expect(out).toMatch(/<style>[^<]*@media \(max-width: 600px\)/);
      expect(out).not.toContain('onclick');
      expect(out.split(`src="${stored.url}"`)).toHaveLength(3);
      expect(out).toMatch(/<td style="padding: ?16px 0;/);
      expect(body.warnings).toEqual([{ code: 'CONTENT_REMOVED', message: 'Unsafe content (scripts, event handlers, script URLs or unsafe styles) was removed' }]);
    });

    it('leaves each step out when its flag is false', async () => {
      const stored = await uploadPng();
      const html = `${STYLED}<img src="${stored.key}">`;
      const raw = await api('/api/templates/inline', { html, sanitize: false, resolve_assets: false, inline: false });
      expect(raw.status).toBe(200);
      expect(raw.body.data!.html_inlined).toBe(html);
      expect(raw.body.warnings).toEqual([{ code: 'UNSAFE_CONTENT_KEPT', message: 'The HTML holds unsafe content that sanitizing would remove' }]);
      const onlyInline = await api('/api/templates/inline', { html, sanitize: false, resolve_assets: false, inline: true });
      expect(onlyInline.body.data!.html_inlined).toContain('onclick="x()"');
      expect(onlyInline.body.data!.html_inlined).toMatch(/style="color: #ff0000;?"/);
      expect(onlyInline.body.data!.html_inlined).toContain(`src="${stored.key}"`);
      const onlyAssets = await api('/api/templates/inline', { html, sanitize: false, resolve_assets: true, inline: false });
      expect(onlyAssets.body.data!.html_inlined).toContain(`src="${stored.url}"`);
      expect(onlyAssets.body.data!.html_inlined).toContain('.lead { color: #ff0000; }');
      const onlySanitize = await api('/api/templates/inline', { html, sanitize: true, resolve_assets: false, inline: false });
      expect(onlySanitize.body.data!.html_inlined).not.toContain('onclick');
      expect(onlySanitize.body.data!.html_inlined).toContain('.lead { color: #ff0000; }');
    });

    it('warns about missing assets and refused sources without fetching foreign images', async () => {
      foreignHits = 0;
      const missing = '2026/11/0b8e7c1a-1111-4222-8333-444455556666.png';
      const { body } = await api('/api/templates/inline', { html: `<img src="${missing}"><img src="${foreignUrl}"><img src="data:image/gif;base64,R0lGOD=">` });
      expect(body.warnings!.map((warning) => warning.code)).toEqual(['IMAGE_SOURCE_REFUSED', 'ASSET_MISSING']);
      expect(body.warnings![1].message).toContain(missing);
      expect(body.data!.html_inlined).toContain(`src="${foreignUrl}"`);
      expect(body.data!.html_inlined).not.toContain('data:');
      expect(foreignHits).toBe(0);
    });

    it('refuses HTML over 512 KB with 413 and a bad body with 400', async () => {
      const big = await api('/api/templates/inline', { html: `<p>${'x'.repeat(512 * 1024)}</p>` });
      expect(big).toMatchObject({ status: 413, body: { success: false, error_code: 'PAYLOAD_TOO_LARGE' } });
      const noHtml = await api('/api/templates/inline', { sanitize: true });
      expect(noHtml).toMatchObject({ status: 400, body: { success: false, error_code: 'VALIDATION_FAILED' } });
      const badFlag = await api('/api/templates/inline', { html: '<p>x</p>', inline: 'yes' });
      expect(badFlag).toMatchObject({ status: 400, body: { success: false, error_code: 'VALIDATION_FAILED' } });
    });

    it('never lets an XSS corpus payload through with sanitize on', async () => {
      const survivors: { payload: string; found: string[] }[] = [];
      for (const payload of PAYLOADS) {
        const { status, body } = await api('/api/templates/inline', { html: `<div>${payload}</div>`, sanitize: true });
        expect(status).toBe(200);
        const found = dangerIn(body.data!.html_inlined!);
        if (found.length > 0) survivors.push({ payload, found });
      }
      expect(survivors).toEqual([]);
    });
  });
});
