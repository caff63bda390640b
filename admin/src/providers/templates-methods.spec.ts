import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { Session } from './session';
import { contentTypeOf } from './templates-methods';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn(), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  const apiCalls = () => calls.filter((call) => call.path !== '/auth/status');
  return { provider: createDataProvider({ apiBaseUrl: '', httpClient }), calls: apiCalls };
};

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

const template = (id: string, name = `Template ${id}`) => ({
  id,
  name,
  subject: `Subject ${id}`,
  tags: ['moving'],
  variables: [],
  folder_id: null,
  folderId: null,
  owner_user_id: 'u1',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("templates resource", () => {
  it('getList asks for the page form (query, page, limit, ts) and takes the total from the pagination', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const { provider, calls } = setup({
      'GET /api/templates': { success: true, data: [template('t1'), template('t2')], pagination: { page: 2, total: 42, pages: 3 } },
    });
    const result = await provider.getList('templates', { pagination: { page: 2, perPage: 20 }, sort: { field: 'updated_at', order: 'DESC' }, filter: { q: ' quote ' } });
    expect(result.total).toBe(42);
    expect(result.data.map((row) => row.id)).toEqual(['t1', 't2']);
    expect(query(calls()[0].url)).toEqual({ query: 'quote', page: '2', limit: '20', ts: String(Date.parse('2026-11-23T10:00:00Z')) });
  });

  it('getList defaults to 20 per page and sends no empty search', async () => {
    const { provider, calls } = setup({ 'GET /api/templates': { success: true, data: [], pagination: { page: 1, total: 0, pages: 0 } } });
    await provider.getList('templates', { filter: { q: '' } });
    expect(query(calls()[0].url)).toMatchObject({ page: '1', limit: '20' });
    expect(query(calls()[0].url)).not.toHaveProperty('query');
  });

  it('getOne reads data; create and update send only the template fields', async () => {
    const { provider, calls } = setup({
      'GET /api/templates/t%201': { success: true, data: template('t 1'), error: null },
      'POST /api/templates': { success: true, data: template('t9'), error: null },
      'PUT /api/templates/t9': { success: true, data: template('t9', 'Renamed'), error: null },
    });
    expect((await provider.getOne('templates', { id: 't 1' })).data).toMatchObject({ id: 't 1', name: 'Template t 1' });

    const input = { name: 'New', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', tags: ['a'], folder_id: null, extra: 'dropped' };
    expect((await provider.create('templates', { data: input })).data).toMatchObject({ id: 't9' });
    expect(sentBody(calls()[1].init)).toEqual({ name: 'New', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', tags: ['a'], folder_id: null });

    const updated = await provider.update('templates', { id: 't9', data: { name: 'Renamed', html_content: '<p>x</p>' }, previousData: template('t9') });
    expect(updated.data).toMatchObject({ name: 'Renamed' });
    expect(calls()[2].method).toBe('PUT');
    expect(sentBody(calls()[2].init)).toEqual({ name: 'Renamed', html: '<p>x</p>' });
  });

  it('a refused save rejects with ApiError carrying the details list', async () => {
    const { provider } = setup({
      'POST /api/templates': json(
        { success: false, error: 'Bad Request', message: 'Validation failed', error_code: 'VALIDATION_FAILED', details: ['name is required', 'Unresolved tokens in body: {{x'] },
        400,
      ),
    });
    const error = await rejectionOf(provider.create('templates', { data: { name: '' } }));
    expect(error).toMatchObject({ status: 400, message: 'Validation failed', errorCode: 'VALIDATION_FAILED' });
    expect(error.details).toEqual(['name is required', 'Unresolved tokens in body: {{x']);
  });

  it.each([200, 204, 404])('delete counts status %i as deleted', async (status) => {
    const { provider, calls } = setup({
      'DELETE /api/templates/t1': () => (status === 204 ? new Response(null, { status }) : json(status === 404 ? { success: false, error: 'Not found' } : { success: true }, status)),
    });
    const result = await provider.delete('templates', { id: 't1', previousData: template('t1') });
    expect(result.data).toMatchObject({ id: 't1' });
    expect(calls()[0]).toMatchObject({ method: 'DELETE', path: '/api/templates/t1' });
  });

  it('delete rejects other failures', async () => {
    const { provider } = setup({ 'DELETE /api/templates/t1': json({ success: false, error: 'Internal', message: 'Boom' }, 500) });
    expect(await rejectionOf(provider.delete('templates', { id: 't1' }))).toMatchObject({ status: 500, message: 'Boom' });
  });
});

describe('template methods', () => {
  it('searchTemplates asks for 50 with bodies, adding q only when given', async () => {
    const { provider, calls } = setup({ 'GET /api/templates': { success: true, data: [template('t1')] } });
    expect(await provider.searchTemplates()).toEqual([template('t1')]);
    expect(query(calls()[0].url)).toEqual({ limit: '50', include_body: 'true' });
    await provider.searchTemplates('  welcome ');
    expect(query(calls()[1].url)).toEqual({ limit: '50', include_body: 'true', q: 'welcome' });
  });

  it('reads variables, example and recent contacts from their keys', async () => {
    const contact = { id: 'c1', first_name: 'Maria', last_name: 'Lopez', email: 'm@example.com', name: 'Maria Lopez' };
    const groups = [{ name: 'Contact', items: [{ key: 'firstName', label: 'First name', group: 'Contact', example: 'Maria' }] }];
    const { provider, calls } = setup({
      'GET /api/templates/variables': { success: true, data: { groups } },
      'GET /api/contacts/examples': { success: true, data: { contacts: [contact] } },
      'GET /api/contacts/recent': { success: true, contacts: [contact], error: null },
    });
    expect(await provider.getTemplateVariables()).toEqual(groups);
    expect(await provider.getExampleContacts()).toEqual([contact]);
    expect(await provider.getRecentContacts()).toEqual([contact]);
    expect(query(calls()[2].url)).toEqual({ limit: '10' });
    await provider.getRecentContacts(5);
    expect(query(calls()[3].url)).toEqual({ limit: '5' });
  });

  it('previewTemplate posts the contact and flattens data with the warnings and missing assets', async () => {
    const warnings = [{ message: 'Unresolved tokens in body: nickname', code: 'UNRESOLVED_TOKENS_BODY' }];
    const { provider, calls } = setup({
      'POST /api/templates/t1/preview': { success: true, data: { html: '<p>Hi</p>', subject: 'Hi', text: 'Hi' }, warnings, missing_assets: ['2026/11/x.png'] },
    });
    expect(await provider.previewTemplate('t1', 'c1')).toEqual({ html: '<p>Hi</p>', subject: 'Hi', text: 'Hi', warnings, missing_assets: ['2026/11/x.png'] });
    expect(sentBody(calls()[0].init)).toEqual({ contact: 'c1' });
    await provider.previewTemplate('t1', null);
    expect(sentBody(calls()[1].init)).toEqual({ contact: null });
  });

  it('inlineTemplateHtml posts the options and returns html_inlined with the warnings', async () => {
    const { provider, calls } = setup({
      'POST /api/templates/inline': { success: true, data: { html_inlined: '<p style="a">x</p>' }, warnings: [{ message: 'Removed', code: 'CONTENT_REMOVED' }] },
    });
    const body = { html: '<p>x</p>', resolve_assets: true, sanitize: true, inline: true };
    expect(await provider.inlineTemplateHtml(body)).toEqual({ html_inlined: '<p style="a">x</p>', warnings: [{ message: 'Removed', code: 'CONTENT_REMOVED' }] });
    expect(sentBody(calls()[0].init)).toEqual(body);
  });

  it('listAssets reads data.assets and passes the search', async () => {
    const asset = { key: '2026/11/a.png', url: 'https://cdn.example/a.png', filename: 'a.png', size: 10 };
    const { provider, calls } = setup({ 'GET /api/assets': { success: true, data: { assets: [asset] } } });
    expect(await provider.listAssets('logo')).toEqual([asset]);
    expect(query(calls()[0].url)).toEqual({ q: 'logo' });
    await provider.listAssets();
    expect(query(calls()[1].url)).toEqual({});
  });

  it('testSendTemplate posts the body and returns the answer without the envelope flag', async () => {
    const answer = { provider: 'smtp', request_id: 'q1', from: 'LA <no-reply@x>', to: 'a@x', subject: 'Hi', saved_to_sent: false, error: null, delivery_id: 'd1', message_id: '<m1@x>' };
    const { provider, calls } = setup({ 'POST /api/templates/t1/test-send': { success: true, ...answer } });
    const body = { to_email: 'a@x', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', inline_images: false, context: { customer_name: 'Jane' } };
    expect(await provider.testSendTemplate('t1', body)).toEqual(answer);
    expect(sentBody(calls()[0].init)).toEqual(body);
  });

  it('caught mail: list, one message, clear; a stopped catcher rejects with 404 and its message', async () => {
    const summary = { id: 'm1', from: 'a@x', to: ['b@x'], subject: 'Hi', date: '2026-11-23T10:00:00Z', message_id: '<m1@x>', size: 100 };
    const full = { ...summary, headers: [{ key: 'Subject', value: 'Hi' }], html: '<p>Hi</p>', text: 'Hi', raw: 'Subject: Hi' };
    const { provider, calls } = setup({
      'GET /api/mail/caught': { success: true, data: [summary] },
      'GET /api/mail/caught/m1': { success: true, data: full },
      'DELETE /api/mail/caught': { success: true, cleared: 1 },
    });
    expect(await provider.listCaughtMail()).toEqual([summary]);
    expect(await provider.getCaughtMail('m1')).toEqual(full);
    expect(await provider.clearCaughtMail()).toEqual({ cleared: 1 });
    expect(calls()[2].method).toBe('DELETE');

    const off = setup({
      'GET /api/mail/caught': json({ success: false, error: 'Not Found', message: 'The mail catcher is not running', error_code: 'MAIL_CATCHER_NOT_FOUND' }, 404),
    });
    expect(await rejectionOf(off.provider.listCaughtMail())).toMatchObject({ status: 404, message: 'The mail catcher is not running', errorCode: 'MAIL_CATCHER_NOT_FOUND' });
  });
});

describe('uploadAsset', () => {
  const presigned = (method: string) => ({
    success: true,
    data: { upload_url: 'http://localhost/api/assets/uploads/2026/11/k.png?sig=1', key: '2026/11/k.png', public_url: 'http://localhost/media/2026/11/k.png', method },
  });

  it('presigns with the file type (inferred from the extension when blank) and its size, and PUTs the bytes', async () => {
    const { provider, calls } = setup({
      'POST /api/assets/presign': presigned('PUT'),
      'PUT /api/assets/uploads/2026/11/k.png': { success: true, data: {} },
    });
    const file = new File(['png-bytes'], 'Logo.PNG', { type: '' });
    expect(await provider.uploadAsset(file)).toEqual({ key: '2026/11/k.png', public_url: 'http://localhost/media/2026/11/k.png' });
    expect(sentBody(calls()[0].init)).toEqual({ filename: 'Logo.PNG', content_type: 'image/png', size: 9 });
    const put = calls()[1];
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('http://localhost/api/assets/uploads/2026/11/k.png?sig=1');
    expect(put.init?.body).toBe(file);
    expect(new Headers(put.init?.headers).get('Content-Type')).toBe('image/png');
  });

  it('falls back to the multipart upload when the method is not PUT', async () => {
    const { provider, calls } = setup({
      'POST /api/assets/presign': presigned('POST'),
      'POST /api/assets/upload': { success: true, data: { key: '2026/11/u.png', public_url: 'http://localhost/media/2026/11/u.png', url: 'x', filename: 'a.png', size: 3, content_type: 'image/png' } },
    });
    const file = new File(['abc'], 'a.png', { type: 'image/png' });
    expect(await provider.uploadAsset(file)).toEqual({ key: '2026/11/u.png', public_url: 'http://localhost/media/2026/11/u.png' });
    const form = calls()[1].init?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('file')).toBeInstanceOf(File);
  });

  it("rejects 'Failed to get upload URL' when presigning fails and 'Upload failed ({status})' when the upload does", async () => {
    const refused = setup({ 'POST /api/assets/presign': json({ success: false, error: 'Unsupported', message: 'Unsupported type' }, 415) });
    expect(await rejectionOf(refused.provider.uploadAsset(new File(['x'], 'a.png', { type: 'image/png' })))).toMatchObject({ message: 'Failed to get upload URL' });

    const failing = setup({ 'POST /api/assets/presign': presigned('PUT'), 'PUT /api/assets/uploads/2026/11/k.png': json({ success: false }, 413) });
    expect(await rejectionOf(failing.provider.uploadAsset(new File(['x'], 'a.png', { type: 'image/png' })))).toMatchObject({ message: 'Upload failed (413)', status: 413 });

    const multipart = setup({ 'POST /api/assets/presign': presigned('POST'), 'POST /api/assets/upload': json({ success: false, message: 'Too large' }, 413) });
    expect(await rejectionOf(multipart.provider.uploadAsset(new File(['x'], 'a.png', { type: 'image/png' })))).toMatchObject({ message: 'Upload failed (413)' });
  });

  it('contentTypeOf keeps a given type and maps known image extensions', () => {
    expect(contentTypeOf({ name: 'a.bin', type: 'image/gif' })).toBe('image/gif');
    expect(contentTypeOf({ name: 'photo.JPG', type: '' })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'icon.svg', type: '' })).toBe('image/svg+xml');
    expect(contentTypeOf({ name: 'notes', type: '' })).toBe('');
  });
});
