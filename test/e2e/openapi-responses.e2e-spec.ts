import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from 'src/app.openapi';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
}

/**
 * Differences between a real answer and its documented schema: keys the answer has that the schema does not
 * name, and required keys the answer lacks. Free-form objects (additionalProperties) are not walked.
 */
function contractGaps(document: OpenAPIObject, schema: Schema, value: unknown, path = '$'): string[] {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return contractGaps(document, document.components!.schemas![name] as Schema, value, path);
  }
  if (schema.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      const resolved = (part.$ref ? document.components!.schemas![part.$ref.replace('#/components/schemas/', '')] : part) as Schema;
      Object.assign(merged.properties!, resolved.properties);
      merged.required!.push(...(resolved.required ?? []));
    }
    return contractGaps(document, merged, value, path);
  }
  if (Array.isArray(value)) {
    return schema.items ? value.flatMap((item, index) => contractGaps(document, schema.items!, item, `${path}[${index}]`)) : [];
  }
  if (value === null || typeof value !== 'object' || !schema.properties) return [];
  const record = value as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => !(key in schema.properties!)).map((key) => `${path}.${key} is not documented`);
  const missing = (schema.required ?? []).filter((key) => !(key in record)).map((key) => `${path}.${key} is documented but absent`);
  const nested = Object.entries(record)
    .filter(([key]) => key in schema.properties!)
    .flatMap(([key, child]) => contractGaps(document, schema.properties![key], child, `${path}.${key}`));
  return [...extra, ...missing, ...nested];
}

/** The documented schema of one operation's answer. */
function responseSchema(document: OpenAPIObject, method: string, path: string, status: number): Schema {
  const operation = (document.paths[path] as Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>)[method];
  const schema = operation.responses[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no ${status} JSON answer`);
  return schema;
}

describe('API contract (OpenAPI): real answers have exactly the documented keys', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let headers: Record<string, string>;
  let token: string;

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  const expectDocumented = async (method: string, template: string, path: string, body?: unknown): Promise<unknown> => {
    const answer = await call(method, path, body);
    const expected = Object.keys((document.paths[template] as Record<string, { responses: object }>)[method].responses).find((code) => code.startsWith('2'));
    expect({ path, status: String(answer.status) }).toEqual({ path, status: expected });
    expect(contractGaps(document, responseSchema(document, method, template, answer.status), answer.body)).toEqual([]);
    return answer.body;
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    document = buildOpenApiDocument(t.app);
    token = (await t.app.get(ApiTokenService).create({ email: 'contract.bot@movingco.example', days: 1 })).token;
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  it('should answer the lead, opportunity, call, dashboard, status and settings routes as documented', async () => {
    const created = (await expectDocumented('post', '/api/leads', '/api/leads', {
      customer_name: 'Ada Contract',
      customer_email: 'ada.contract@example.com',
      customer_phone: '303-555-0142',
      move_date: '2027-04-01',
      tracking_number: 'Q2G-CONTRACT-1',
    })) as { opportunity_id: string; tracking_number: string };
    await expectDocumented('post', '/api/opportunities', '/api/opportunities', { customer_name: 'Walk In', lead_source: 'manual' });

    await expectDocumented('get', '/api/opportunities', '/api/opportunities?per_page=5');
    await expectDocumented('get', '/api/opportunities/by-tracking/{tracking}', `/api/opportunities/by-tracking/${created.tracking_number}`);
    await expectDocumented('put', '/api/opportunities/{id}', `/api/opportunities/${created.opportunity_id}`, { status: 'opened' });
    await expectDocumented('get', '/api/opportunities/{id}/activity', `/api/opportunities/${created.opportunity_id}/activity`);

    await expectDocumented('post', '/api/record-call-outcome', '/api/record-call-outcome', {
      opportunity_id: created.opportunity_id,
      agent: 'Sam',
      phone_number: '303-555-0142',
      outcome: 'no_answer',
    });
    await expectDocumented('get', '/api/call-history/{opportunityId}', `/api/call-history/${created.opportunity_id}`);

    await expectDocumented('get', '/api/dashboard/summary', '/api/dashboard/summary?range=7d');
    await expectDocumented('get', '/api/dashboard/recent', '/api/dashboard/recent');
    await expectDocumented('get', '/status', '/status');
    await expectDocumented('get', '/api/settings', '/api/settings');
    await expectDocumented('post', '/api/sync-opportunities', '/api/sync-opportunities');
  });

  it('should answer the sign-in status and token check as documented, the user included', async () => {
    const status = (await expectDocumented('get', '/auth/status', '/auth/status')) as { authenticated: boolean; user: object | null };
    const verified = (await expectDocumented('get', '/auth/verify-token', `/auth/verify-token?token=${encodeURIComponent(token)}`)) as { user: object | null };
    const unknown = (await expectDocumented('get', '/auth/verify-token', '/auth/verify-token?token=not-a-token')) as { user: object | null };
    expect(unknown.user).toBeNull();
    expect(status.authenticated).toBe(true);
    expect(status.user).not.toBeNull();
    expect(verified.user).not.toBeNull();
  });

  it('should document every key of a list row\'s raw block and of each settings section', async () => {
    const list = (await call('get', '/api/opportunities?per_page=1')).body as { items: { raw: Record<string, unknown> }[] };
    const rawSchema = document.components!.schemas!.OpportunityListRawResponseDto as Schema;
    expect(list.items.length).toBe(1);
    expect(Object.keys(list.items[0].raw).sort()).toEqual(Object.keys(rawSchema.properties!).sort());
    const settings = (await call('get', '/api/settings')).body as { data: Record<string, unknown> };
    for (const [section, name] of Object.entries({ sign_in: 'SignInSettingsResponseDto', session: 'SessionSettingsResponseDto', mail: 'MailSettingsResponseDto', crm: 'CrmSettingsResponseDto', queues: 'QueueSettingsResponseDto' })) {
      const documented = (document.components!.schemas![name] as Schema).properties!;
      expect({ section, keys: Object.keys(settings.data[section] as object).sort() }).toEqual({ section, keys: Object.keys(documented).sort() });
    }
  });

  it('should catch an undocumented key and a missing documented one (the check itself)', () => {
    const doctored = { success: true, data: { total_synced: 1 }, extra: 1 };
    expect(contractGaps(document, responseSchema(document, 'get', '/status', 200), doctored)).toEqual(
      expect.arrayContaining(['$.extra is not documented', '$.data.today_synced is documented but absent']),
    );
  });

  it('should answer a validation error in the documented error envelope', async () => {
    const answer = await call('post', '/api/leads', { customer_phone: 'call me maybe' });
    expect(answer.status).toBe(400);
    expect(contractGaps(document, responseSchema(document, 'post', '/api/leads', 400), answer.body)).toEqual([]);
  });
});
