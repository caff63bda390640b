import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { TemplatesService } from 'src/modules/templates/templates.service';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Template {
  id: string;
  name: string;
  subject: string;
  html?: string;
  html_content?: string;
  text?: string;
  text_content?: string;
  tags: string[];
  variables: string[];
  folder_id: string | null;
  folderId: string | null;
  owner_user_id: string | null;
  created_at: string;
  updated_at: string;
}
interface Answer {
  success: boolean;
  data: Template & Template[];
  error?: string | null;
  message?: string;
  error_code?: string;
  details?: string[];
  pagination?: { page: number; total: number; pages: number };
}

const FOLDER = '7d1f4a52-3c1e-4a8e-9d5b-0c2f6e8a9b10';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('Templates: create, read, update, list, search and soft delete', () => {
  let t: TestApp;
  let db: DataSource;
  const bearer: Record<'alice' | 'bob', Record<string, string>> = { alice: {}, bob: {} };
  const userId: Record<'alice' | 'bob', string> = { alice: '', bob: '' };

  const api = async (method: string, path: string, body?: unknown, who: 'alice' | 'bob' = 'alice'): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...bearer[who] },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };
  const create = async (body: Record<string, unknown>): Promise<Template> => {
    const { status, body: answer } = await api('POST', '/api/templates', body);
    expect({ status, answer }).toMatchObject({ status: 201, answer: { success: true } });
    return answer.data;
  };
  const stored = async (): Promise<Record<string, unknown>[]> => db.query(`SELECT * FROM email_templates ORDER BY id`);

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    for (const who of ['alice', 'bob'] as const) {
      const email = `${who}.templates@movingco.example`;
      bearer[who] = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email, days: 1 })).token}` };
      userId[who] = ((await db.query(`SELECT id FROM users WHERE email = $1`, [email])) as { id: string }[])[0].id;
    }
  });
  afterAll(() => t.close());

  it('should create a template: trimmed, sanitised, variables listed, owner from the signed-in user (not the body)', async () => {
    const { status, body } = await api('POST', '/api/templates', {
      name: '  Quote follow-up  ',
      subject: '  Your quote {{trackingNumber}}\n for {{firstName}} ',
      html: '<p onclick="steal()">Hi {{fallback firstName "there"}}<script>alert(1)</script></p><a href="https://x.example.com/?t={{trackingNumber}}">Track</a>',
      text_content: 'Hi {{firstName}}, move on {{formatDate moveDate "long"}}',
      tags: [' quote ', 'follow-up', 'quote'],
      folderId: FOLDER,
      owner_user_id: userId.bob,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, error: null });
    const html = '<p>Hi {{fallback firstName "there"}}</p><a href="https://x.example.com/?t={{trackingNumber}}">Track</a>';
    expect(body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Quote follow-up',
      subject: 'Your quote {{trackingNumber}} for {{firstName}}',
      html,
      html_content: html,
      text: 'Hi {{firstName}}, move on {{formatDate moveDate "long"}}',
      text_content: 'Hi {{firstName}}, move on {{formatDate moveDate "long"}}',
      tags: ['quote', 'follow-up'],
      variables: ['trackingNumber', 'firstName', 'moveDate'],
      folder_id: FOLDER,
      folderId: FOLDER,
      owner_user_id: userId.alice,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [row] = (await db.query(`SELECT owner_user_id, html, deleted_at FROM email_templates WHERE id = $1`, [body.data.id])) as Record<string, unknown>[];
    expect(row).toEqual({ owner_user_id: userId.alice, html, deleted_at: null });

    const fetched = await api('GET', `/api/templates/${body.data.id}`);
    expect(fetched).toEqual({ status: 200, body: { success: true, data: body.data, error: null } });
  });

  it('should update only the fields sent, keep the owner and recompute variables; html_content is html', async () => {
    const created = await create({ name: 'Reminder', subject: 'Move on {{moveDate}}', html: '<p>{{firstName}}</p>', tags: ['a'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { status, body } = await api('PUT', `/api/templates/${created.id}`, { html_content: '<p>{{lastName}}<img src="x" onerror="y()"></p>', owner_user_id: userId.bob, id: 'ignored' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: created.id,
      name: 'Reminder',
      subject: 'Move on {{moveDate}}',
      html: '<p>{{lastName}}<img src="x" /></p>',
      tags: ['a'],
      variables: ['moveDate', 'lastName'],
      owner_user_id: userId.alice,
      created_at: created.created_at,
    });
    expect(new Date(body.data.updated_at).getTime()).toBeGreaterThan(new Date(created.updated_at).getTime());

    const renamed = await api('PUT', `/api/templates/${created.id}`, { name: ' Move reminder ', subject: '', tags: [], folder_id: FOLDER });
    expect(renamed.body.data).toMatchObject({ name: 'Move reminder', subject: '', tags: [], folder_id: FOLDER, variables: ['lastName'] });
    const cleared = await api('PUT', `/api/templates/${created.id}`, { folder_id: null });
    expect(cleared.body.data.folder_id).toBeNull();
  });

  it('should refuse invalid input with a 400 envelope listing every problem, and store nothing', async () => {
    const before = await stored();
    const empty = await api('POST', '/api/templates', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', message: 'name is required', details: ['name is required'] });
    expect(empty.body.error).toBe(empty.body.message);

    const many = await api('POST', '/api/templates', {
      name: '   ',
      subject: 's'.repeat(999),
      html: 'x'.repeat(512 * 1024 + 1),
      tags: Array.from({ length: 21 }, (_, i) => `tag${i}`),
      folder_id: 'not-a-uuid',
    });
    expect(many.status).toBe(400);
    expect(many.body.error_code).toBe('VALIDATION_FAILED');
    expect(many.body.details).toEqual(
      expect.arrayContaining([
        'name is required',
        'subject must be at most 998 characters',
        'html must be at most 512 KB',
        'tags must have at most 20 items',
        'folder_id must be a UUID',
      ]),
    );

    const types = await api('POST', '/api/templates', { name: 42, html: ['x'], tags: 'quote', text: { a: 1 } });
    expect(types.status).toBe(400);
    expect(types.body.details).toEqual(expect.arrayContaining(['name must be text', 'html must be text', 'tags must be a list of text', 'text must be text']));

    const longTag = await api('POST', '/api/templates', { name: 'x', tags: ['t'.repeat(51)] });
    expect(longTag.body).toMatchObject({ error_code: 'VALIDATION_FAILED', details: ['each tag must be at most 50 characters'] });
    const longName = await api('POST', '/api/templates', { name: 'n'.repeat(201) });
    expect(longName.body.details).toEqual(['name must be at most 200 characters']);

    const notObject = await api('POST', '/api/templates', ['name']);
    expect(notObject.status).toBe(400);
    expect(notObject.body.details?.length).toBeGreaterThan(0);

    expect(await stored()).toEqual(before);
  });

  it('should refuse merge tags that do not parse or name a variable outside the catalogue, and leave the stored template as it was', async () => {
    const broken = await api('POST', '/api/templates', { name: 'Broken', subject: 'Hi {{firstName', html: '<p>{{#if moveDate}}no end</p>' });
    expect(broken.status).toBe(400);
    expect(broken.body.error_code).toBe('VALIDATION_FAILED');
    expect(broken.body.details).toEqual([expect.stringMatching(/^Unresolved tokens in subject: \{\{firstName/), expect.stringMatching(/^Unresolved tokens in body: /)]);

    const unknown = await api('POST', '/api/templates', { name: 'Custom field', html: '<p>{{someCustomField}} {{contact.email}}</p>' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error_code: 'VALIDATION_FAILED', message: 'Unresolved tokens in body: someCustomField, contact.email' });
    const custom = await create({ name: 'Custom field', html: '<p>{{email}} {{currentYear}}</p>' });
    expect(custom.variables).toEqual(['email', 'currentYear']);

    const before = await stored();
    const update = await api('PUT', `/api/templates/${custom.id}`, { html: '<p>{{</p>' });
    expect(update.status).toBe(400);
    expect(update.body.details?.[0]).toMatch(/^Unresolved tokens in body: /);
    const invalid = await api('PUT', `/api/templates/${custom.id}`, { name: '', tags: [1] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual(expect.arrayContaining(['name is required', 'each tag must be text']));
    expect(await stored()).toEqual(before);
  });

  it('should answer 404 for unknown, deleted or malformed ids, never 500', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid', '1', "1' OR '1'='1"]) {
      const path = `/api/templates/${encodeURIComponent(id)}`;
      const got = await api('GET', path);
      expect(got).toMatchObject({ status: 404, body: { success: false, error_code: 'TEMPLATE_NOT_FOUND', message: 'Template not found or deleted' } });
      expect((await api('PUT', path, { name: 'x' })).status).toBe(404);
      expect((await api('DELETE', path)).status).toBe(404);
    }
  });

  it('should soft delete: 204, gone from reads and lists, still readable for sequences, a second delete is 404', async () => {
    const doomed = await create({ name: 'Soon deleted zz', subject: 'Bye {{firstName}}' });
    const response = await fetch(`${t.url}/api/templates/${doomed.id}`, { method: 'DELETE', headers: bearer.alice });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    expect((await api('GET', `/api/templates/${doomed.id}`)).status).toBe(404);
    expect((await api('PUT', `/api/templates/${doomed.id}`, { name: 'back' })).status).toBe(404);
    expect((await api('DELETE', `/api/templates/${doomed.id}`)).status).toBe(404);
    expect((await api('GET', '/api/templates?limit=100')).body.data.map((row) => row.id)).not.toContain(doomed.id);
    expect((await api('GET', '/api/templates?q=Soon%20deleted')).body.data).toEqual([]);

    const [row] = (await db.query(`SELECT deleted_at FROM email_templates WHERE id = $1`, [doomed.id])) as { deleted_at: Date | null }[];
    expect(row.deleted_at).toBeInstanceOf(Date);
    const templates = t.app.get(TemplatesService);
    await expect(templates.getIncludingDeleted(doomed.id)).resolves.toMatchObject({ id: doomed.id, name: 'Soon deleted zz', deleted: true });
    await expect(templates.getLive(doomed.id)).rejects.toMatchObject({ code: 'TEMPLATE_NOT_FOUND', message: 'Template not found' });
    await expect(templates.getIncludingDeleted(UNKNOWN)).rejects.toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
  });

  describe('lists', () => {
    const ids: string[] = [];

    beforeAll(async () => {
      await db.query(`DELETE FROM email_templates`);
      const names = ['Alpha quote', 'Beta reminder', 'Gamma 50% off', 'Delta under_score', 'Epsilon review'];
      for (const [index, name] of names.entries()) {
        ids.unshift((await create({ name, subject: index === 4 ? 'Please review your QUOTE' : `Subject ${index}`, html: `<p>${name}</p>`, text: name })).id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });

    it('should list without bodies by default and with them on include_body, most recently updated first', async () => {
      const plain = await api('GET', '/api/templates?limit=50');
      expect(plain.status).toBe(200);
      expect(Object.keys(plain.body).sort()).toEqual(['data', 'success']);
      expect(plain.body.data.map((row) => row.id)).toEqual(ids);
      expect(plain.body.data[0]).not.toHaveProperty('html');
      expect(plain.body.data[0]).not.toHaveProperty('text_content');
      expect(plain.body.data[0]).toMatchObject({ name: 'Epsilon review', variables: [], tags: [] });

      const withBody = await api('GET', '/api/templates?limit=2&include_body=true');
      expect(withBody.body.data).toHaveLength(2);
      expect(withBody.body.data[0]).toMatchObject({ html: '<p>Epsilon review</p>', html_content: '<p>Epsilon review</p>', text: 'Epsilon review' });

      await api('PUT', `/api/templates/${ids[4]}`, { subject: 'Touched' });
      expect((await api('GET', '/api/templates')).body.data[0].id).toBe(ids[4]);
    });

    it('should search name or subject case-insensitively, taking % and _ literally', async () => {
      const names = async (path: string): Promise<string[]> => (await api('GET', path)).body.data.map((row) => row.name).sort();
      expect(await names('/api/templates?q=quote')).toEqual(['Alpha quote', 'Epsilon review']);
      expect(await names('/api/templates?q=%20BETA%20&include_body=true')).toEqual(['Beta reminder']);
      expect(await names('/api/templates?q=50%25')).toEqual(['Gamma 50% off']);
      expect(await names('/api/templates?q=%25')).toEqual(['Gamma 50% off']);
      expect(await names('/api/templates?q=_')).toEqual(['Delta under_score']);
      expect(await names('/api/templates?q=nothing-like-this')).toEqual([]);
      expect(await names('/api/templates?query=review&page=1&limit=20')).toEqual(['Epsilon review']);
    });

    it('should page with query, page and limit (ts ignored) and report page, total and pages', async () => {
      const first = await api('GET', '/api/templates?query=&page=1&limit=2&ts=1732350000000');
      expect(first.status).toBe(200);
      expect(first.body.pagination).toEqual({ page: 1, total: 5, pages: 3 });
      const third = await api('GET', '/api/templates?page=3&limit=2&ts=abc');
      expect(third.body.pagination).toEqual({ page: 3, total: 5, pages: 3 });
      expect(third.body.data).toHaveLength(1);
      const second = await api('GET', '/api/templates?page=2&limit=2');
      const seen = [...first.body.data, ...second.body.data, ...third.body.data].map((row) => row.id);
      expect(new Set(seen).size).toBe(5);
      expect((await api('GET', '/api/templates?page=9&limit=2')).body).toMatchObject({ data: [], pagination: { page: 9, total: 5, pages: 3 } });
      const searched = await api('GET', '/api/templates?query=quote&page=1&limit=20');
      expect(searched.body.pagination).toEqual({ page: 1, total: 2, pages: 1 });
      expect((await api('GET', '/api/templates?page=1')).body.data).toHaveLength(5);
    });

    it.each([
      ['limit=0', 'limit must be a whole number between 1 and 100'],
      ['limit=101', 'limit must be a whole number between 1 and 100'],
      ['limit=abc', 'limit must be a whole number between 1 and 100'],
      ['limit=1.5', 'limit must be a whole number between 1 and 100'],
      ['page=0', 'page must be a whole number between 1 and 100000'],
      ['page=-1&limit=20', 'page must be a whole number between 1 and 100000'],
      ['include_body=maybe', 'include_body must be true or false'],
      ['q=' + 'x'.repeat(201), 'q must be shorter than or equal to 200 characters'],
      ['limit=1&limit=2', 'limit must be a whole number between 1 and 100'],
    ])('should refuse %s with a 400 envelope', async (query, message) => {
      const { status, body } = await api('GET', `/api/templates?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', details: [message] });
    });

    it('should require signing in', async () => {
      const response = await fetch(`${t.url}/api/templates`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, error_code: 'AUTH_REQUIRED' });
      expect((await fetch(`${t.url}/api/templates`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
    });
  });
});
