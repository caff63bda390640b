import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Hostile input on the email side: null where a template's or sequence's field cannot be null is a 400 in the error
 * envelope naming the field, never a 500, and the stored row is left as it was.
 */
describe('Hostile input on templates and sequences: null fields are a 400, nothing stored changes', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'hostile.email@movingco.example', role: UserRole.Admin, days: 1 })).token}` };
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PUT', path: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const expectRefused = (answer: Answer, label: string, mentions: string): void => {
    expect({ label, status: answer.status }).toEqual({ label, status: 400 });
    expect(answer.body).toMatchObject({ success: false, error: expect.any(String), message: expect.stringContaining(mentions), error_code: 'VALIDATION_FAILED' });
  };
  const row = async (table: 'email_templates' | 'sequences', id: string) => (await db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0] as Record<string, unknown>;

  it('should refuse a template created or updated with a null name, subject, body or tags', async () => {
    const before = await db.query(`SELECT count(*)::int AS n FROM email_templates`);
    for (const field of ['subject', 'tags', 'html', 'text']) {
      expectRefused(await send('POST', '/api/templates', { name: `Null ${field}`, [field]: null }), `POST ${field}: null`, field);
    }
    expect(await db.query(`SELECT count(*)::int AS n FROM email_templates`)).toEqual(before);

    const created = await send('POST', '/api/templates', { name: 'Kept as it is', subject: 'Hello', html: '<p>Hi</p>', tags: ['kept'] });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    const stored = await row('email_templates', id);
    for (const field of ['name', 'subject', 'tags', 'html', 'text']) {
      expectRefused(await send('PUT', `/api/templates/${id}`, { [field]: null }), `PUT ${field}: null`, field);
    }
    expect(await row('email_templates', id)).toEqual(stored);
  });

  it('should refuse a sequence created or updated with a null name, description, lookback or switch', async () => {
    const before = await db.query(`SELECT count(*)::int AS n FROM sequences`);
    expectRefused(await send('POST', '/api/sequences', { name: 'Null description', description: null }), 'POST description: null', 'description');
    expectRefused(await send('POST', '/api/sequences', { name: null }), 'POST name: null', 'name');
    expect(await db.query(`SELECT count(*)::int AS n FROM sequences`)).toEqual(before);

    const created = await send('POST', '/api/sequences', { name: `Kept sequence ${Date.now()}`, description: 'As it was' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const stored = await row('sequences', id);
    for (const [field, mentions] of [['name', 'name'], ['description', 'description'], ['reply_lookback_hours', 'reply_lookback_hours'], ['stop_on_reply', 'stop_on_reply'], ['is_active', 'is_active']]) {
      expectRefused(await send('PUT', `/api/sequences/${id}`, { [field]: null }), `PUT ${field}: null`, mentions);
    }
    expect(await row('sequences', id)).toEqual(stored);
  });

  it("should show a template calling Handlebars' own helperMissing or blockHelperMissing as written, with a warning, in preview and test send (never a 500)", async () => {
    // Called as a helper (a block, or with arguments) they are refused when the template is saved, as every unsupported helper is.
    for (const tag of ['{{#helperMissing}}x{{/helperMissing}}', '{{helperMissing firstName}}']) {
      expectRefused(await send('POST', '/api/templates', { name: `Helper call ${tag} ${Date.now()}`, subject: 'Hi', html: `<p>${tag}</p>` }), tag, 'helperMissing');
    }
    // Bare, they read as variables: saved, then shown as written with a warning.
    for (const tag of ['{{helperMissing}}', '{{blockHelperMissing}}']) {
      const saved = await send('POST', '/api/templates', { name: `Helpers ${tag} ${Date.now()}`, subject: 'Hi', html: `<p>${tag}</p>` });
      expect({ tag, status: saved.status }).toEqual({ tag, status: 201 });
      const id = (saved.body.data as { id: string }).id;
      const preview = await send('POST', `/api/templates/${id}/preview`, {});
      expect({ tag, status: preview.status }).toEqual({ tag, status: 200 });
      const helper = (tag.match(/\w+Missing/) as RegExpMatchArray)[0];
      expect(preview.body.warnings).toEqual([{ code: 'UNRESOLVED_TOKENS_BODY', message: `Unresolved tokens in body: ${helper}` }]);
      expect((preview.body.data as { text: string }).text).toContain(tag);
      const test = await send('POST', `/api/templates/${id}/test-send`, { to_email: 'qa@movingco.example' });
      expect({ tag, status: test.status, body: test.body }).toEqual({ tag, status: 200, body: expect.objectContaining({ success: true }) });
      const inline = await send('POST', '/api/templates/inline', { html: `<p>${tag}</p>` });
      expect({ tag, status: inline.status }).toEqual({ tag, status: 200 });
    }
  });

  it('should take the test-send example estimated_revenue as a number or a numeric string, and refuse words', async () => {
    const saved = await send('POST', '/api/templates', { name: `Revenue ${Date.now()}`, subject: 'Quote', html: '<p>About {{estimatedRevenue}}</p>' });
    const id = (saved.body.data as { id: string }).id;
    for (const revenue of [1234, 1234.5, '4500', '4500.50']) {
      const answer = await send('POST', `/api/templates/${id}/test-send`, { to_email: 'qa@movingco.example', context: { estimated_revenue: revenue } });
      expect({ revenue, status: answer.status, success: answer.body.success }).toEqual({ revenue, status: 200, success: true });
    }
    for (const revenue of ['lots', '$4,500', -5, true]) {
      expectRefused(await send('POST', `/api/templates/${id}/test-send`, { to_email: 'qa@movingco.example', context: { estimated_revenue: revenue } }), `estimated_revenue ${String(revenue)}`, 'estimated_revenue must be a number');
    }
  });
});

