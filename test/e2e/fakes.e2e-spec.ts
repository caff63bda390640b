// The local provider fakes (test/fakes) answer in the providers' documented formats. No database needed.
import { startFakeGraph, type FakeGraph } from '../fakes/graph-fake';
import { startFakeHubSpot, type FakeHubSpot } from '../fakes/hubspot-fake';
import { sampleLead, startFakeLeadProvider, type FakeLeadProvider } from '../fakes/lead-provider-fake';

type Json = Record<string, unknown>;

async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {}, headers: res.headers };
}

describe('HubSpot fake', () => {
  let hub: FakeHubSpot;
  const post = (path: string, body: unknown, token = hub.accessToken) =>
    call(`${hub.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const get = (path: string, token = hub.accessToken) => call(`${hub.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const upsertContacts = (...emails: string[]) =>
    post('/crm/v3/objects/contacts/batch/upsert', { inputs: emails.map((id) => ({ idProperty: 'email', id, properties: { firstname: 'Jane' } })) });
  const upsertDeal = (tracking: string, properties: Json = {}) =>
    post('/crm/v3/objects/deals/batch/upsert', { inputs: [{ idProperty: 'q2g_tracking_number', id: tracking, properties }] });

  beforeAll(async () => {
    hub = await startFakeHubSpot();
  });
  afterAll(async () => {
    await hub.close();
  });
  beforeEach(() => hub.reset());

  it('should listen on loopback and answer the account-info health probe with rate-limit headers', async () => {
    expect(hub.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await get('/account-info/v3/details');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ portalId: 12345678, uiDomain: 'app.hubspot.com', timeZone: 'US/Eastern' });
    expect(res.headers.get('x-hubspot-ratelimit-max')).toBe('190');
    expect(res.headers.get('x-hubspot-ratelimit-remaining')).toBe('189');
    expect(hub.state.requests[0]).toMatchObject({ method: 'GET', path: '/account-info/v3/details', status: 200 });
  });

  it('should answer 401 INVALID_AUTHENTICATION without the right bearer token', async () => {
    for (const res of [await get('/account-info/v3/details', 'wrong'), await call(`${hub.url}/account-info/v3/details`)]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 'error', category: 'INVALID_AUTHENTICATION', correlationId: expect.any(String) });
      expect(String(res.body.message)).toMatch(/^Authentication credentials not found/);
    }
    expect(hub.state.stats.unauthorized).toBe(2);
  });

  it('should upsert contacts by email case-insensitively (one contact for the same email twice)', async () => {
    const first = await upsertContacts('Jane.Doe@Example.com');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'COMPLETE', startedAt: expect.any(String), completedAt: expect.any(String) });
    const [created] = first.body.results as Json[];
    expect(created).toMatchObject({ new: true, archived: false, properties: { email: 'jane.doe@example.com', firstname: 'Jane' } });
    const second = await upsertContacts('jane.doe@example.com');
    expect((second.body.results as Json[])[0]).toMatchObject({ id: created.id, new: false });
    expect(hub.state.contacts.size).toBe(1);
    expect(hub.findContactByEmail('JANE.DOE@example.com')?.id).toBe(created.id);
  });

  it('should upsert deals by the unique tracking property without ever duplicating', async () => {
    const first = await upsertDeal('Q2G-1', { dealname: 'Move', amount: 100 });
    const second = await upsertDeal('Q2G-1', { amount: '250' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const [a, b] = [(first.body.results as Json[])[0], (second.body.results as Json[])[0]];
    expect(b).toMatchObject({ id: a.id, new: false, properties: { dealname: 'Move', amount: '250', q2g_tracking_number: 'Q2G-1' } });
    expect(hub.countDealsWith('q2g_tracking_number', 'Q2G-1')).toBe(1);
    expect(hub.state.deals.size).toBe(1);
    expect(hub.state.duplicateCreates).toBe(0);
  });

  it('should reject a wrong idProperty, duplicate ids in one batch, more than 100 inputs and malformed JSON with 400', async () => {
    const wrongId = await post('/crm/v3/objects/deals/batch/upsert', { inputs: [{ idProperty: 'dealname', id: 'x', properties: {} }] });
    const dup = await upsertContacts('a@example.com', 'A@example.com');
    const many = await upsertContacts(...Array.from({ length: 101 }, (_, i) => `c${i}@example.com`));
    const bad = await post('/crm/v3/objects/contacts/batch/upsert', '{"inputs": [');
    for (const res of [wrongId, dup, many, bad]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR' });
    }
    expect(String(dup.body.message)).toMatch(/Duplicate IDs/);
    expect(String(bad.body.message)).toMatch(/^Invalid input JSON/);
    expect(hub.state.contacts.size).toBe(0);
  });

  it('should answer 207 with per-input VALIDATION_ERRORs and results only for the valid inputs', async () => {
    const res = await upsertContacts('ok@example.com', 'not-an-email');
    expect(res.status).toBe(207);
    expect(res.body).toMatchObject({ status: 'COMPLETE', numErrors: 1 });
    expect(res.body.results).toHaveLength(1);
    expect((res.body.errors as Json[])[0]).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR', context: { ids: ['not-an-email'] } });
    expect(String((res.body.errors as Json[])[0].message)).toMatch(/^Property values were not valid: .*INVALID_EMAIL/);

    hub.rejectProperty('dealstage', 'bogus');
    const deals = await post('/crm/v3/objects/deals/batch/upsert', {
      inputs: [
        { idProperty: 'q2g_tracking_number', id: 'T-1', properties: { dealstage: 'bogus' } },
        { idProperty: 'q2g_tracking_number', id: 'T-2', properties: { dealstage: 'appointmentscheduled' } },
      ],
    });
    expect(deals.status).toBe(207);
    expect((deals.body.errors as Json[])[0]).toMatchObject({ context: { ids: ['T-1'] } });
    expect(hub.countDealsWith('q2g_tracking_number', 'T-1')).toBe(0);
    expect(hub.countDealsWith('q2g_tracking_number', 'T-2')).toBe(1);
    hub.clearRejections();
  });

  it('should associate deals with contacts idempotently and report unknown ids as 207 errors', async () => {
    const contactId = String(((await upsertContacts('x@example.com')).body.results as Json[])[0].id);
    const dealId = String(((await upsertDeal('Q2G-9')).body.results as Json[])[0].id);
    const path = '/crm/v4/associations/deals/contacts/batch/associate/default';
    for (let i = 0; i < 2; i++) {
      const res = await post(path, { inputs: [{ from: { id: dealId }, to: { id: contactId } }] });
      expect(res.status).toBe(200);
      expect((res.body.results as Json[])[0]).toMatchObject({
        from: { id: dealId },
        to: { id: contactId },
        associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 3 },
      });
    }
    expect(hub.state.associations.size).toBe(1);
    expect(hub.hasAssociation(dealId, contactId)).toBe(true);
    const unknown = await post(path, { inputs: [{ from: { id: dealId }, to: { id: contactId } }, { from: { id: '999' }, to: { id: contactId } }] });
    expect(unknown.status).toBe(207);
    expect(unknown.body).toMatchObject({ numErrors: 1, errors: [{ status: 'error', category: 'VALIDATION_ERROR' }] });
    const listed = await get(`/crm/v4/objects/deals/${dealId}/associations/contacts`);
    expect(listed.body).toEqual({ results: [{ toObjectId: Number(contactId), associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 3, label: null }] }] });
  });

  it('should search with EQ/IN filters, default properties and paging', async () => {
    await upsertContacts('one@example.com', 'two@example.com');
    const eq = await post('/crm/v3/objects/contacts/search', { filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: 'ONE@example.com' }] }] });
    expect(eq.body).toMatchObject({ total: 1, results: [{ properties: { email: 'one@example.com', firstname: 'Jane' } }] });
    await upsertDeal('A', { dealname: 'a', source_note: 'n' });
    await upsertDeal('B', { dealname: 'b' });
    await upsertDeal('C', { dealname: 'c' });
    const filter = { filterGroups: [{ filters: [{ propertyName: 'q2g_tracking_number', operator: 'IN', values: ['A', 'C'] }] }] };
    const page1 = await post('/crm/v3/objects/deals/search', { ...filter, limit: 1 });
    expect(page1.body).toMatchObject({ total: 2, paging: { next: { after: '1' } } });
    expect((page1.body.results as Json[])[0].properties).not.toHaveProperty('q2g_tracking_number');
    const page2 = await post('/crm/v3/objects/deals/search', { ...filter, limit: 1, after: '1', properties: ['q2g_tracking_number'] });
    expect(page2.body).not.toHaveProperty('paging');
    expect((page2.body.results as Json[])[0].properties).toMatchObject({ q2g_tracking_number: 'C' });
  });

  it('should read objects by id or unique property and answer 404 OBJECT_NOT_FOUND', async () => {
    const id = String(((await upsertContacts('get@example.com')).body.results as Json[])[0].id);
    expect((await get(`/crm/v3/objects/contacts/${id}`)).body).toMatchObject({ id, properties: { email: 'get@example.com' } });
    expect((await get('/crm/v3/objects/contacts/GET@example.com?idProperty=email')).body).toMatchObject({ id });
    const missing = await get('/crm/v3/objects/deals/424242');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'error', category: 'OBJECT_NOT_FOUND', context: { id: ['424242'] } });
  });

  it('should fail injected requests with 5xx and then recover', async () => {
    hub.failNextRequests(2);
    hub.failNextRequests(1, 503);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/account-info/v3/details')).status);
    expect(statuses).toEqual([502, 502, 503, 200]);
    expect(hub.state.stats.injectedFailures).toBe(3);
  });

  it('should rate-limit with 429, Retry-After and the TEN_SECONDLY_ROLLING body past the window limit', async () => {
    const limited = await startFakeHubSpot({ limitPer10s: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await call(`${limited.url}/account-info/v3/details`, { headers: { authorization: 'Bearer fake-hubspot-token' } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const res = await call(`${limited.url}/account-info/v3/details`, { headers: { authorization: 'Bearer fake-hubspot-token' } });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({
        status: 'error',
        message: 'You have reached your ten_secondly_rolling limit.',
        errorType: 'RATE_LIMIT',
        policyName: 'TEN_SECONDLY_ROLLING',
        correlationId: expect.any(String),
      });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(10);
      expect(limited.state.stats).toMatchObject({ requests: 6, rateLimited: 1 });
      limited.resetRateLimit();
      expect((await call(`${limited.url}/account-info/v3/details`, { headers: { authorization: 'Bearer fake-hubspot-token' } })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('should hide fresh writes from search while the simulated index lags', async () => {
    const lagging = await startFakeHubSpot({ searchLagMs: 300 });
    try {
      const headers = { authorization: 'Bearer fake-hubspot-token', 'content-type': 'application/json' };
      const body = JSON.stringify({ inputs: [{ idProperty: 'email', id: 'lag@example.com', properties: {} }] });
      await call(`${lagging.url}/crm/v3/objects/contacts/batch/upsert`, { method: 'POST', headers, body });
      const search = () => call(`${lagging.url}/crm/v3/objects/contacts/search`, { method: 'POST', headers, body: '{}' });
      expect((await search()).body.total).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await search()).body.total).toBe(1);
    } finally {
      await lagging.close();
    }
  });
});

describe('Microsoft Graph fake', () => {
  let graph: FakeGraph;
  const mailbox = 'leads@movingco.example';
  const mime = (n: number, date = 'Mon, 02 Jun 2025 10:00:00 +0000') =>
    `Message-ID: <lead-${n}@provider.example>\r\nFrom: "Lead Desk" <desk@provider.example>\r\nTo: ${mailbox}\r\nSubject: New lead ${n}\r\nDate: ${date}\r\nContent-Type: text/plain\r\n\r\nTracking: Q2G-${n}\r\n`;
  const tokenRequest = (secret: string, scope = 'https://graph.microsoft.com/.default') =>
    call(graph.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: graph.clientId, client_secret: secret, scope }).toString(),
    });
  let accessToken = '';
  const get = (url: string, headers: Record<string, string> = {}) => call(url, { headers: { authorization: `Bearer ${accessToken}`, ...headers } });

  beforeAll(async () => {
    graph = await startFakeGraph({ tenantId: 'tenant-1', clientId: 'client-1', clientSecret: 's3cret' });
    accessToken = String((await tokenRequest('s3cret')).body.access_token);
  });
  afterAll(async () => {
    await graph.close();
  });

  it('should issue client-credential tokens and reject a wrong secret or scope', async () => {
    expect(graph.tokenUrl).toBe(`${graph.url}/tenant-1/oauth2/v2.0/token`);
    expect(graph.graphUrl).toBe(`${graph.url}/v1.0`);
    const ok = await tokenRequest('s3cret');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: expect.any(String) });
    const wrong = await tokenRequest('nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'invalid_client', error_codes: [7000215] });
    expect(String(wrong.body.error_description)).toMatch(/^AADSTS7000215: Invalid client secret provided\./);
    const scope = await tokenRequest('s3cret', 'Mail.Read');
    expect(scope.status).toBe(400);
    expect(scope.body).toMatchObject({ error: 'invalid_scope' });
  });

  it('should require an issued bearer token', async () => {
    const none = await call(`${graph.graphUrl}/users/${mailbox}/mailFolders/inbox/messages/delta`);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' } });
    const forged = await call(`${graph.graphUrl}/users/${mailbox}/mailFolders/inbox/messages/delta`, { headers: { authorization: 'Bearer forged' } });
    expect(forged.status).toBe(401);
  });

  it('should page a delta round with nextLink, end it with deltaLink and then return only new or removed messages', async () => {
    const added = [1, 2, 3, 4, 5].map((n) => graph.addMessage(mailbox, 'inbox', mime(n)));
    const prefer = { prefer: 'odata.maxpagesize=2' };
    const pages: Json[] = [];
    let next: string | undefined = `${graph.graphUrl}/users/${mailbox}/mailFolders/inbox/messages/delta?$select=subject,from,receivedDateTime,internetMessageId`;
    while (next) {
      const res = await get(next, prefer);
      expect(res.status).toBe(200);
      expect(res.headers.get('preference-applied')).toBe('odata.maxpagesize=2');
      pages.push(res.body);
      next = res.body['@odata.nextLink'] as string | undefined;
      if (next) expect(next.startsWith(`${graph.graphUrl}/`) && next.includes('$skiptoken=')).toBe(true);
    }
    expect(pages.map((p) => (p.value as Json[]).length)).toEqual([2, 2, 1]);
    const first = (pages[0].value as Json[])[0];
    expect(first).toEqual({
      '@odata.type': '#microsoft.graph.message',
      '@odata.etag': expect.any(String),
      id: added[0].id,
      subject: 'New lead 1',
      from: { emailAddress: { address: 'desk@provider.example', name: 'Lead Desk' } },
      receivedDateTime: '2025-06-02T10:00:00Z',
      internetMessageId: '<lead-1@provider.example>',
    });
    expect(pages[0]['@odata.context']).toBe(`${graph.graphUrl}/$metadata#Collection(message)`);
    let deltaLink = String(pages[2]['@odata.deltaLink']);
    expect(deltaLink).toContain('$deltatoken=');

    const empty = await get(deltaLink);
    expect(empty.body.value).toEqual([]);
    deltaLink = String(empty.body['@odata.deltaLink']);
    const later = graph.addMessage(mailbox, 'inbox', mime(6));
    graph.deleteMessage(mailbox, added[1].id);
    const changes = await get(deltaLink);
    expect((changes.body.value as Json[]).map((m) => [m.id, m.subject ?? m['@removed']])).toEqual([
      [later.id, 'New lead 6'],
      [added[1].id, { reason: 'deleted' }],
    ]);
    expect(changes.body['@odata.deltaLink']).toEqual(expect.any(String));

    graph.expireDeltaTokens();
    const gone = await get(String(changes.body['@odata.deltaLink']));
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ error: { code: 'SyncStateNotFound' } });
  });

  it('should serve the raw MIME at $value, folders by id, and 404 for unknown messages and mailboxes', async () => {
    const raw = mime(7).replace('Subject: New lead 7', 'Subject: =?UTF-8?B?TmV1ZXIgTGVhZCDinIU=?=');
    const folder = graph.addFolder(mailbox, 'Leads');
    const message = graph.addMessage(mailbox, folder.id, raw);
    expect(message.subject).toBe('Neuer Lead ✅');
    const res = await fetch(`${graph.graphUrl}/users/${mailbox}/messages/${message.id}/$value`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(raw);
    const inFolder = await get(`${graph.graphUrl}/users/${mailbox}/mailFolders/${folder.id}/messages/delta`);
    expect((inFolder.body.value as Json[]).map((m) => m.id)).toEqual([message.id]);
    const unknown = await get(`${graph.graphUrl}/users/${mailbox}/messages/AAMkADnope=/$value`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'ErrorItemNotFound' } });
    const nobody = await get(`${graph.graphUrl}/users/nobody@movingco.example/mailFolders/inbox/messages/delta`);
    expect(nobody.status).toBe(404);
    expect(nobody.body).toMatchObject({ error: { code: 'ErrorInvalidUser' } });
    const badSelect = await get(`${graph.graphUrl}/users/${mailbox}/mailFolders/inbox/messages/delta?$select=nope`);
    expect(badSelect.status).toBe(400);
  });

  it('should throttle with 429 TooManyRequests and Retry-After, then recover', async () => {
    graph.throttleNext(1, 3);
    const url = `${graph.graphUrl}/users/${mailbox}/mailFolders/inbox`;
    const throttled = await get(url);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('3');
    expect(throttled.body).toMatchObject({ error: { code: 'TooManyRequests', message: 'Too many requests' } });
    expect((await get(url)).status).toBe(200);
    expect(graph.state.stats.throttled).toBe(1);
  });

  it('should reject expired tokens', async () => {
    graph.expireTokens();
    const res = await get(`${graph.graphUrl}/users/${mailbox}/mailFolders/inbox`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'InvalidAuthenticationToken', message: 'Lifetime validation failed, the token is expired.' } });
    accessToken = String((await tokenRequest('s3cret')).body.access_token);
    expect((await get(`${graph.graphUrl}/users/${mailbox}/mailFolders/inbox`)).status).toBe(200);
  });
});

describe('Lead provider fake', () => {
  let provider: FakeLeadProvider;
  const lookup = (tracking: string, key?: string) =>
    call(`${provider.url}/leads/${encodeURIComponent(tracking)}`, { headers: key ? { 'x-api-key': key } : {} });

  beforeAll(async () => {
    provider = await startFakeLeadProvider({ leads: [sampleLead('Q2G-100')] });
  });
  afterAll(async () => {
    await provider.close();
  });

  it('should answer health, 200 for a known lead, 404 for an unknown one and 401 for a bad key', async () => {
    expect((await call(`${provider.url}/health`)).body).toEqual({ status: 'ok' });
    const ok = await lookup('Q2G-100', provider.apiKey);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      tracking_number: 'Q2G-100',
      customer: { email: 'jane.doe@example.com' },
      move: { date: '2025-07-01', origin: { zip: '78701' }, destination: { city: 'Denver' } },
      estimated_revenue: 2450.5,
    });
    expect(await lookup('Q2G-404', provider.apiKey)).toMatchObject({ status: 404, body: { error: 'not_found', message: 'Lead not found' } });
    for (const key of [undefined, 'wrong']) {
      expect(await lookup('Q2G-100', key)).toMatchObject({ status: 401, body: { error: 'unauthorized', message: 'Invalid API key' } });
    }
    provider.addLead(sampleLead('Q2G 200/x'));
    expect((await lookup('Q2G 200/x', provider.apiKey)).status).toBe(200);
    expect(provider.state.requests.filter((r) => r.path.startsWith('/leads/')).map((r) => r.status)).toEqual([200, 404, 401, 401, 200]);
  });

  it('should fail injected lookups with 503 and Retry-After', async () => {
    provider.failNextRequests(1);
    const res = await lookup('Q2G-100', provider.apiKey);
    expect(res).toMatchObject({ status: 503, body: { error: 'service_unavailable' } });
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await lookup('Q2G-100', provider.apiKey)).status).toBe(200);
  });
});
