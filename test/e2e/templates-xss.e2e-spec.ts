import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

const PAYLOADS = readFileSync(join(__dirname, '..', 'fixtures', 'xss-payloads.txt'), 'utf8').split('\n').filter((line) => line.trim() !== '');

/** What must never be stored in a template's html. */
const DANGER: RegExp[] = [
  /<script/i, /<\/script/i, /\son[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /livescript:/i, /data:/i, /expression\s*\(/i,
  /<iframe/i, /<frame/i, /<object/i, /<embed/i, /<applet/i, /<svg/i, /<math/i, /<form/i, /<input/i, /<button/i, /<textarea/i,
  /<select/i, /<base/i, /<meta/i, /<link/i, /<video/i, /<audio/i, /<body/i, /@import/i, /-moz-binding/i, /behavior/i, /srcdoc/i,
  /formaction/i, /xlink:href/i, /srcset/i, /<portal/i, /<details/i, /<marquee/i, /<template/i,
];

describe('Templates: hostile HTML is sanitised on save', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;

  const post = async (body: Record<string, unknown>): Promise<{ status: number; id: string }> => {
    const response = await fetch(`${t.url}/api/templates`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer }, body: JSON.stringify(body) });
    const answer = (await response.json()) as { data?: { id: string } };
    return { status: response.status, id: answer.data?.id ?? '' };
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'xss.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('uses a corpus of at least 100 distinct payloads', () => {
    expect(new Set(PAYLOADS).size).toBeGreaterThanOrEqual(100);
  });

  it('stores none of the payloads in a runnable form, alone or inside a real template, through POST and PUT', async () => {
    const found: { payload: string; html: string; pattern: string }[] = [];
    for (const [index, payload] of PAYLOADS.entries()) {
      const wrapped = `<table bgcolor="#ffffff"><tr><td style="padding: 8px">Hi {{firstName}} ${payload}</td></tr></table>`;
      const created = await post({ name: `XSS ${index + 1}`, subject: 'Hello {{firstName}}', html: payload });
      // A payload may contain braces that do not parse as merge tags: then it is refused, which stores nothing either.
      expect([201, 400]).toContain(created.status);
      const inside = await post({ name: `XSS wrapped ${index + 1}`, html: wrapped });
      expect([201, 400]).toContain(inside.status);
      if (inside.status === 201) {
        const response = await fetch(`${t.url}/api/templates/${inside.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...bearer },
          body: JSON.stringify({ html_content: `<p>${payload}</p>` }),
        });
        expect(response.status).toBe(200);
      }
    }
    const rows = (await db.query(`SELECT name, html FROM email_templates WHERE name LIKE 'XSS %'`)) as { name: string; html: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(PAYLOADS.length * 2 * 0.9);
    for (const row of rows) {
      const payload = PAYLOADS[Number(/(\d+)$/.exec(row.name)?.[1]) - 1];
      for (const pattern of DANGER) if (pattern.test(row.html)) found.push({ payload, html: row.html, pattern: String(pattern) });
    }
    expect(found).toEqual([]);
  }, 180_000); // 400 saves and reads: a loaded 2-core machine needs more than the default minute

  it('keeps email-safe markup: a table with bgcolor and inline style, an image 600 wide, links with merge tags', async () => {
    const html =
      '<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f6f8" align="center" style="width: 600px; background-color: #f4f6f8">' +
      '<tr><td valign="top" align="left" style="padding: 16px; font-family: Arial, sans-serif; color: #1f2933">' +
      '<img src="https://cdn.example.com/banner.png" alt="Banner" width="600" height="200" />' +
      '<h2>Hi {{fallback firstName "there"}}</h2><p>Your move on <strong>{{formatDate moveDate "long"}}</strong>.</p>' +
      '<a href="https://track.example.com/?t={{trackingNumber}}" target="_blank">Track your move</a> <a href="mailto:{{senderEmail}}">Reply</a>' +
      '<img src="{{companyLogoUrl}}" alt="{{companyName}}" width="600" /></td></tr></table>';
    const created = await post({ name: 'Safe layout', subject: 'Your move', html });
    expect(created.status).toBe(201);
    const [row] = (await db.query(`SELECT html, variables FROM email_templates WHERE id = $1`, [created.id])) as { html: string; variables: string[] }[];
    expect(row.html).toBe(html);
    expect(row.variables).toEqual(['firstName', 'moveDate', 'trackingNumber', 'senderEmail', 'companyLogoUrl', 'companyName']);
  });
});
