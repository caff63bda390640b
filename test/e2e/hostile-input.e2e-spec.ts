import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertOpportunity } from './support/factories';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface JsonRoute {
  name: string;
  method: Method;
  path: () => string;
  /** A body the route would accept; every string field of it is made hostile in turn. */
  valid: () => Record<string, unknown>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every hostile shape the issue lists (NUL characters, lone surrogates, deep nesting, huge numbers, repeated and
 * bracketed query parameters) sent to every JSON and query route of the lead area: each answer is a 4xx in the
 * error envelope, never a 500, and nothing stored changes.
 */
describe('Hostile input: every bad request is a 4xx envelope and stores nothing', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;
  let opportunityId: string;
  let tokenId: string;

  const send = async (method: Method, path: string, body?: string, contentType = 'application/json'): Promise<Answer> => {
    const headers: Record<string, string> = { ...bearer, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = contentType;
    const response = await fetch(`${t.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { unparsable: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed };
  };

  /** A 4xx (400 unless told) in the envelope: success false, error, message and error_code. */
  const expectRefused = (answer: Answer, label: string, status = 400): void => {
    const summary = `${label} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
    expect({ summary, status: answer.status }).toEqual({ summary, status });
    expect(answer.body).toMatchObject({ success: false, error: expect.any(String), message: expect.any(String), error_code: expect.any(String) });
  };

  /** What the lead area stores (API token use times aside). */
  const snapshot = async (): Promise<Record<string, string>> => {
    const tables = {
      opportunities: `SELECT * FROM opportunities`,
      contacts: `SELECT * FROM contacts`,
      lead_messages: `SELECT * FROM lead_messages`,
      call_outcomes: `SELECT * FROM call_outcomes`,
      opportunity_activity: `SELECT * FROM opportunity_activity`,
      outbox_events: `SELECT * FROM outbox_events`,
      api_tokens: `SELECT id, name, token_hash, revoked_at, expires_at FROM api_tokens`,
    };
    const out: Record<string, string> = {};
    for (const [name, sql] of Object.entries(tables)) {
      const rows: { digest: string | null; n: number }[] = await db.query(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*)::int AS n FROM (${sql}) t`);
      out[name] = `${rows[0].n}:${rows[0].digest ?? ''}`;
    }
    return out;
  };

  const jsonRoutes = (): JsonRoute[] => [
    {
      name: 'POST /api/leads',
      method: 'POST',
      path: () => '/api/leads',
      valid: () => ({ tracking_number: 'HX-1', customer_name: 'Ann Lee', customer_email: 'ann@example.com', customer_phone: '5125550100', move_date: '2027-03-05', origin_address: 'Austin, TX 78701', destination_address: 'Denver, CO 80202', move_size: '2 Bedroom', estimated_revenue: 1200 }),
    },
    {
      name: 'POST /api/opportunities',
      method: 'POST',
      path: () => '/api/opportunities',
      valid: () => ({ lead_source: 'manual', tracking_number: 'HX-2', customer_name: 'Bo Adams', customer_email: 'bo@example.com', customer_phone: '3035550177', move_date: '2027-04-01', origin_address: 'Boulder, CO', destination_address: 'Austin, TX', move_size: 'Studio', estimated_revenue: 800, assignee: 'Sam Rivera' }),
    },
    {
      name: 'PUT /api/opportunities/{id}',
      method: 'PUT',
      path: () => `/api/opportunities/${opportunityId}`,
      valid: () => ({ customer: 'Cy Young', email: 'cy@example.com', phone: '7205550199', move_date: '2027-05-01', origin_address: 'Denver, CO', destination_address: 'Miami, FL', status: 'booked' }),
    },
    {
      name: 'POST /api/record-call-outcome',
      method: 'POST',
      path: () => '/api/record-call-outcome',
      valid: () => ({ opportunity_id: opportunityId, agent: 'Sam Rivera', phone_number: '5125550100', outcome: 'answered', notes: 'Call back Tuesday' }),
    },
    {
      name: 'POST /api/hubspot/requeue',
      method: 'POST',
      path: () => '/api/hubspot/requeue',
      valid: () => ({ tracking: 'HX-SEED', opportunity_id: opportunityId, email: 'ann@example.com' }),
    },
    {
      name: 'POST /api/tokens',
      method: 'POST',
      path: () => '/api/tokens',
      valid: () => ({ name: 'Website form', days: 30 }),
    },
  ];

  /** Deeply nested JSON: `{"a":{"a":...}}` and `[[[...]]]`, built as text (JSON.stringify would recurse). */
  const nestedObjects = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const nestedArrays = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'hostile.bot@movingco.example', days: 1 });
    bearer = { authorization: `Bearer ${token.token}` };
    tokenId = token.id;
    ({ id: opportunityId } = await insertOpportunity(db, {
      tracking_number: 'HX-SEED', customer_name: 'Ann Lee', customer_email: 'ann@example.com', customer_phone: '+15125550100', lead_source: 'web_form',
    }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('should refuse a NUL character in any JSON string field or key, naming the field', async () => {
    const before = await snapshot();
    for (const route of jsonRoutes()) {
      const valid = route.valid();
      for (const [field, value] of Object.entries(valid)) {
        if (typeof value !== 'string') continue;
        const answer = await send(route.method, route.path(), JSON.stringify({ ...valid, [field]: `${value.slice(0, 2)}\u0000${value.slice(2)}` }));
        expectRefused(answer, `${route.name} ${field} with NUL`);
        expect(answer.body.message).toContain(field);
        expect(answer.body.message).toMatch(/NUL/);
      }
      const inKey = await send(route.method, route.path(), JSON.stringify({ ...valid, 'x\u0000y': 'z' }));
      expectRefused(inKey, `${route.name} NUL in a key`);
      const nested = await send(route.method, route.path(), JSON.stringify({ ...valid, extra: { list: ['ok', 'b\u0000d'] } }));
      expectRefused(nested, `${route.name} NUL nested`);
      expect(nested.body.message).toContain('extra.list[1]');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse a NUL character in a query string or a path parameter', async () => {
    const before = await snapshot();
    const paths = [
      '/api/opportunities?q=ann%00lee',
      '/api/opportunities?status=new%00',
      '/api/opportunities?process_status=%00',
      '/api/opportunities?date_from=2026-01-01%00',
      '/api/opportunities?order_by=%00',
      '/api/opportunities?ui_rev=%00',
      '/api/opportunities/by-tracking/HX%00SEED',
      '/api/opportunities/by-tracking/%00',
      `/api/opportunities/${opportunityId}%00/activity`,
      `/api/call-history/${opportunityId}%00`,
      '/api/dashboard/summary?range=7d%00',
      '/api/dashboard/recent?hours=24%00',
      '/api/tokens?x=%00',
    ];
    for (const path of paths) {
      const answer = await send('GET', path);
      expectRefused(answer, `GET ${path}`);
      expect(answer.body.message).toMatch(/NUL/);
    }
    expectRefused(await send('DELETE', `/api/tokens/${tokenId}%00`), 'DELETE token with NUL');
    expectRefused(await send('PUT', `/api/opportunities/${opportunityId}?x=%00`, JSON.stringify({ customer: 'Q' })), 'PUT with NUL in the query');
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse a lone surrogate in any string field, naming the field', async () => {
    const before = await snapshot();
    for (const route of jsonRoutes()) {
      const valid = route.valid();
      for (const [field, value] of Object.entries(valid)) {
        if (typeof value !== 'string') continue;
        // JSON.stringify escapes a lone surrogate as \ud800, exactly what a hostile client sends.
        const answer = await send(route.method, route.path(), JSON.stringify({ ...valid, [field]: `a\ud800b${value}` }));
        expectRefused(answer, `${route.name} ${field} with a lone surrogate`);
        expect(answer.body.message).toContain(field);
      }
    }
    // The case from the issue, by hand: an email field with "a\ud800b".
    const raw = '{"tracking_number":"HX-3","customer_email":"a\\ud800b@example.com"}';
    const answer = await send('POST', '/api/leads', raw);
    expectRefused(answer, 'POST /api/leads lone surrogate email');
    expect(answer.body.errors).toHaveProperty('customer_email');
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse deeply nested JSON on every JSON route with a clear message, and stay up', async () => {
    const before = await snapshot();
    for (const route of jsonRoutes()) {
      const valid = JSON.stringify(route.valid());
      const objects = nestedObjects(5000);
      expect(objects.length).toBeLessThan(31_000);
      const shapes = {
        'objects in a field': `${valid.slice(0, -1)},"extra":${objects}}`,
        '100,000 nested arrays': nestedArrays(100_000),
        '33 levels': `${valid.slice(0, -1)},"extra":${nestedObjects(32)}}`,
      };
      for (const [shape, body] of Object.entries(shapes)) {
        const answer = await send(route.method, route.path(), body);
        expectRefused(answer, `${route.name} ${shape}`);
        expect(answer.body.message).toMatch(/nested deeper than 32 levels/);
      }
    }
    // Brackets and braces inside strings are text, not nesting.
    const textual = await send('POST', '/api/hubspot/requeue', JSON.stringify({ tracking: '[[[[{{{{'.repeat(100).slice(0, 60), opportunity_id: UNKNOWN_ID }));
    expect(textual.status).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await send('GET', '/api/opportunities')).status).toBe(200);
  });

  it('should refuse a JSON body with more than 1,000 values at once instead of walking them', async () => {
    const before = await snapshot();
    // 500,000 list items in 1 MB: class-transformer alone spent ~6 s of CPU on this before validation.
    const wide = `{"junk":[${'0,'.repeat(499_999)}0]}`;
    for (const route of jsonRoutes()) {
      const started = performance.now();
      const answer = await send(route.method, route.path(), wide);
      const elapsed = performance.now() - started;
      expectRefused(answer, `${route.name} 500,000 values`);
      expect(answer.body.message).toBe('The JSON body holds more than 1000 values (fields and list items)');
      expect(elapsed).toBeLessThan(1000);
    }
    const fine = await send('POST', '/api/hubspot/requeue', JSON.stringify({ opportunity_id: UNKNOWN_ID, junk: Array.from({ length: 900 }, () => 0) }));
    expect(fine.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse bodies that are not a JSON object, and malformed JSON', async () => {
    const before = await snapshot();
    for (const route of jsonRoutes()) {
      for (const body of ['[]', '[{"a":1}]']) {
        const answer = await send(route.method, route.path(), body);
        expectRefused(answer, `${route.name} body ${body}`);
        expect(answer.body.message).toBe('The request body must be a JSON object');
      }
      for (const body of ['"text"', 'null', '42', '{"a":', '{"a":1}}']) {
        const answer = await send(route.method, route.path(), body);
        expectRefused(answer, `${route.name} body ${body}`);
        // The answer never echoes the body back (V8's parse errors quote it).
        expect(JSON.stringify(answer.body)).not.toContain(body.replaceAll('"', '\\"'));
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse numbers out of range with a message that says what is wrong', async () => {
    const before = await snapshot();
    for (const route of jsonRoutes().filter((r) => 'estimated_revenue' in r.valid())) {
      for (const value of [1e308, -1, 10_000_000_000, 12.345, '1200', true]) {
        const answer = await send(route.method, route.path(), JSON.stringify({ ...route.valid(), estimated_revenue: value }));
        expectRefused(answer, `${route.name} estimated_revenue ${String(value)}`);
        expect((answer.body.errors as Record<string, string>).estimated_revenue).toBe(
          'estimated_revenue must be a number from 0 to 9999999999.99 with at most 2 decimals',
        );
      }
    }
    for (const days of [1e308, 0, 366, 1.5, '30']) {
      expectRefused(await send('POST', '/api/tokens', JSON.stringify({ name: 'Form', days })), `POST /api/tokens days ${String(days)}`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse values the columns cannot hold: long names, unreadable long addresses, far-off dates', async () => {
    const before = await snapshot();
    const leadRoutes = jsonRoutes().filter((r) => r.name === 'POST /api/leads' || r.name === 'POST /api/opportunities');
    for (const route of leadRoutes) {
      for (const [field, value, message] of [
        ['customer_name', `A ${'b'.repeat(150)}`, 'customer_name must be shorter than or equal to 120 characters'],
        ['origin_address', 'x'.repeat(500), 'origin_address cannot be read as an address: its street must be at most 200 characters and its city at most 120'],
        ['destination_address', `${'y'.repeat(300)}, Austin, TX 78701`, 'destination_address cannot be read as an address: its street must be at most 200 characters and its city at most 120'],
      ] as const) {
        const answer = await send(route.method, route.path(), JSON.stringify({ ...route.valid(), [field]: value }));
        expectRefused(answer, `${route.name} ${field} of ${value.length} characters`);
        expect((answer.body.errors as Record<string, string>)[field]).toBe(message);
      }
    }
    const edit = await send('PUT', `/api/opportunities/${opportunityId}`, JSON.stringify({ origin_address: 'x'.repeat(500) }));
    expectRefused(edit, 'PUT origin_address of 500 characters');
    expect((edit.body.errors as Record<string, string>).origin_address).toContain('cannot be read as an address');
    for (const query of ['date_from=0000-01-01', 'date_to=9999-12-31', 'date_field=move_date&date_from=0001-01-01', 'date_from=1899-12-31T23:00:00Z']) {
      const answer = await send('GET', `/api/opportunities?${query}`);
      expectRefused(answer, `GET ?${query}`);
      expect(Object.values(answer.body.errors as Record<string, string>)[0]).toMatch(/^date_(from|to) must be between 1900-01-01 and 2999-12-31$/);
    }
    expect((await send('GET', '/api/opportunities?date_from=1900-01-01&date_to=2999-12-31&date_field=move_date')).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse query numbers and booleans that are not what the parameter takes', async () => {
    const cases: [string, string, string][] = [
      ['/api/dashboard/recent?hours=abc', 'hours', 'hours must be a whole number between 1 and 720'],
      ['/api/dashboard/recent?hours=0', 'hours', 'hours must be a whole number between 1 and 720'],
      ['/api/dashboard/recent?hours=721', 'hours', 'hours must be a whole number between 1 and 720'],
      ['/api/dashboard/recent?hours=1.5', 'hours', 'hours must be a whole number between 1 and 720'],
      ['/api/dashboard/recent?hours=1e308', 'hours', 'hours must be a whole number between 1 and 720'],
      ['/api/dashboard/recent?hours=', 'hours', 'hours must be a whole number between 1 and 720'],
      ['/api/dashboard/recent?hours=24&hours=48', 'hours', 'hours must be a whole number between 1 and 720'],
      ['/api/dashboard/recent?limit=abc', 'limit', 'limit must be a whole number between 1 and 100'],
      ['/api/dashboard/recent?limit=101', 'limit', 'limit must be a whole number between 1 and 100'],
      ['/api/opportunities?page=abc', 'page', 'page must be a whole number between 1 and 100000'],
      ['/api/opportunities?page=0x10', 'page', 'page must be a whole number between 1 and 100000'],
      ['/api/opportunities?page=99999999999999999999', 'page', 'page must be a whole number between 1 and 100000'],
      ['/api/opportunities?per_page=1000', 'per_page', 'per_page must be a whole number between 1 and 100'],
      ['/api/opportunities?per_page=-5', 'per_page', 'per_page must be a whole number between 1 and 100'],
      ['/api/opportunities?include_noreply=maybe', 'include_noreply', 'include_noreply must be true or false'],
      ['/api/opportunities?include_noreply=', 'include_noreply', 'include_noreply must be true or false'],
      ['/api/opportunities?include_noreply=true&include_noreply=false', 'include_noreply', 'include_noreply must be true or false'],
      ['/api/opportunities?q=a&q=b', 'q', 'q must be a string'],
    ];
    for (const [path, field, message] of cases) {
      const answer = await send('GET', path);
      expectRefused(answer, `GET ${path}`);
      expect({ path, field: (answer.body.errors as Record<string, string> | undefined)?.[field] }).toEqual({ path, field: message });
    }
    for (const path of ['/api/opportunities?include_noreply=true', '/api/opportunities?include_noreply=false', '/api/opportunities?include_noreply=1&page=2', '/api/opportunities?include_noreply=0&per_page=100', '/api/dashboard/recent?hours=720&limit=1']) {
      expect({ path, status: (await send('GET', path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('should take bracketed, repeated and very long query keys without blowing up', async () => {
    const deepKey = `a${'[b]'.repeat(3000)}=1`;
    const manyKeys = Array.from({ length: 1500 }, (_, i) => `k${i}=v`).join('&');
    for (const query of [deepKey, manyKeys, 'q[a][b][c]=x', 'status[]=new', 'page[0]=1', '__proto__[x]=1', 'constructor[prototype][x]=1']) {
      const answer = await send('GET', `/api/opportunities?${query}`);
      expect({ query: query.slice(0, 40), status: answer.status < 500 }).toEqual({ query: query.slice(0, 40), status: true });
      if (answer.status >= 400) expectRefused(answer, query.slice(0, 40), answer.status);
    }
  });

  it('should answer a malformed percent-encoding in a path with a 400 envelope', async () => {
    for (const path of ['/api/opportunities/by-tracking/%E0%A4%A', '/api/opportunities/by-tracking/%ED%A0%80', `/api/call-history/%ZZ`]) {
      const answer = await send('GET', path);
      expect({ path, status: answer.status < 500 }).toEqual({ path, status: true });
      expectRefused(answer, path, answer.status);
    }
  });
});
