import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertOpportunity } from './support/factories';

interface Answer {
  status: number;
  body: Record<string, unknown> & { errors?: Record<string, string>; message?: string; error_code?: string };
}

/**
 * A company timezone whose day differs from UTC's right now: UTC+14 from 10:00 UTC on, else UTC-12 (before
 * 12:00 UTC), so a number stamped with the UTC date fails the test at any hour.
 */
const TIMEZONE = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
const utcDay = (now: Date): string => now.toISOString().slice(2, 10).replace(/-/g, '');
/** Values the admin sends: Update Status (panel) and the detail editor, and the list's status filter. */
const ADMIN_STATUSES = ['new', 'pending', 'confirmed', 'completed', 'opened', 'replied', 'ignored', 'booked'];
const PROVIDER_STATUSES = ['PENDING', 'ASSIGNED_TO_AGENCY'];
const STATUS_MESSAGE = 'status must be one of new, pending, confirmed, completed, opened, replied, ignored, booked, PENDING, ASSIGNED_TO_AGENCY';

const companyDay = (now: Date): string => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: TIMEZONE, year: '2-digit', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
};

/**
 * Item 5 of the hardening issue: required fields say they are required, web-form leads without a tracking
 * number get a generated one, statuses come from the documented vocabulary, generated numbers use the company's
 * day, and NUL characters inside a raw email never reach PostgreSQL.
 */
describe('Input rules: required fields, generated tracking numbers, the status vocabulary, raw-email text', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;
  let opportunityId: string;

  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { ...bearer, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const statusOf = async (id: string): Promise<string> => ((await db.query(`SELECT status FROM opportunities WHERE id = $1`, [id])) as { status: string }[])[0].status;
  const count = async (sql: string): Promise<number> => ((await db.query(`SELECT count(*)::int AS n FROM (${sql}) t`)) as { n: number }[])[0].n;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', COMPANY_TIMEZONE: TIMEZONE });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'rules.bot@movingco.example', days: 1 })).token}` };
    ({ id: opportunityId } = await insertOpportunity(db, { tracking_number: 'IR-1', customer_name: 'Ann Lee', lead_source: 'web_form' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('should give a web-form lead without a tracking number a generated one in the company timezone', async () => {
    const before = new Date();
    const created = await send('POST', '/api/leads', { customer_name: 'Web Form', customer_email: 'web.form@example.com', estimated_revenue: 9_999_999_999.99 });
    const after = new Date();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, created: true, tracking_number: expect.stringMatching(/^WEB-\d{6}-[0-9A-F]{6}$/) });
    expect([companyDay(before), companyDay(after)]).toContain(String(created.body.tracking_number).slice(4, 10));
    const rows: { tracking_number: string; lead_source: string; estimated_revenue: string }[] = await db.query(
      `SELECT tracking_number, lead_source, estimated_revenue FROM opportunities WHERE id = $1`,
      [created.body.opportunity_id],
    );
    expect(rows).toEqual([{ tracking_number: created.body.tracking_number, lead_source: 'web_form', estimated_revenue: '9999999999.99' }]);

    const blank = await send('POST', '/api/leads', { tracking_number: '  ', customer_phone: '(512) 555-0100' });
    expect(blank.status).toBe(201);
    expect(blank.body.tracking_number).toMatch(/^WEB-\d{6}-[0-9A-F]{6}$/);
    expect(blank.body.tracking_number).not.toBe(created.body.tracking_number);
  });

  it('should refuse a web-form lead with neither a tracking number nor a customer, saying what is required', async () => {
    const before = await count(`SELECT id FROM opportunities`);
    const empty = await send('POST', '/api/leads', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      success: false,
      error_code: 'VALIDATION_FAILED',
      errors: { tracking_number: 'tracking_number is required when there is no customer_name, customer_email or customer_phone' },
    });
    expect(await count(`SELECT id FROM opportunities`)).toBe(before);
  });

  it('should generate MAN- numbers with the company day for manual entry', async () => {
    const before = new Date();
    expect(companyDay(before)).not.toBe(utcDay(before));
    const created = await send('POST', '/api/opportunities', { lead_source: 'manual', customer_name: 'Walk In' });
    const after = new Date();
    expect(created.status).toBe(201);
    expect(created.body.tracking_number).toMatch(/^MAN-\d{6}-[0-9A-F]{6}$/);
    expect([companyDay(before), companyDay(after)]).toContain(String(created.body.tracking_number).slice(4, 10));
  });

  it('should say "<field> is required" for a missing required field, keeping one error per field', async () => {
    const noLeadSource = await send('POST', '/api/opportunities', { customer_name: 'No Source' });
    expect(noLeadSource.status).toBe(400);
    expect(noLeadSource.body.errors).toEqual({ lead_source: 'lead_source is required' });

    const calls = await count(`SELECT id FROM call_outcomes`);
    const noAgentNoPhone = await send('POST', '/api/record-call-outcome', { opportunity_id: opportunityId, outcome: 'answered' });
    expect(noAgentNoPhone.status).toBe(400);
    expect(noAgentNoPhone.body.message).toBe('agent is required');
    expect(noAgentNoPhone.body.errors).toEqual({ agent: 'agent is required', phone_number: 'phone_number is required' });

    const nothing = await send('POST', '/api/record-call-outcome', {});
    expect(nothing.body.errors).toEqual({
      opportunity_id: 'opportunity_id is required',
      agent: 'agent is required',
      phone_number: 'phone_number is required',
      outcome: 'outcome is required',
    });
    const nulls = await send('POST', '/api/record-call-outcome', { opportunity_id: opportunityId, agent: null, phone_number: null, outcome: 'answered' });
    expect(nulls.body.errors).toEqual({ agent: 'agent is required', phone_number: 'phone_number is required' });

    const noBody = await fetch(`${t.url}/api/record-call-outcome`, { method: 'POST', headers: bearer });
    expect(noBody.status).toBe(400);
    expect(((await noBody.json()) as Answer['body']).errors).toMatchObject({ agent: 'agent is required', outcome: 'outcome is required' });

    const wrongType = await send('POST', '/api/record-call-outcome', { opportunity_id: opportunityId, agent: 42, phone_number: '5125550100', outcome: 'answered' });
    expect(wrongType.body.errors).toEqual({ agent: 'agent must be a string' });
    expect(await count(`SELECT id FROM call_outcomes`)).toBe(calls);

    const noName = await send('POST', '/api/tokens', {});
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ name: 'name is required' });
  });

  it('should accept every status of the vocabulary, and refuse any other without storing or logging it', async () => {
    for (const status of [...ADMIN_STATUSES, ...PROVIDER_STATUSES]) {
      const answer = await send('PUT', `/api/opportunities/${opportunityId}`, { status });
      expect({ status, code: answer.status }).toEqual({ status, code: 200 });
      expect(await statusOf(opportunityId)).toBe(status);
    }
    const timeline = await count(`SELECT id FROM opportunity_activity WHERE opportunity_id = '${opportunityId}'`);
    for (const status of ['bogus', 'Booked', 'BOOKED', 'assigned_to_agency', '', ' ', 'new ; DROP TABLE x']) {
      const answer = await send('PUT', `/api/opportunities/${opportunityId}`, { status });
      expect({ status, code: answer.status }).toEqual({ status, code: 400 });
      expect(answer.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', errors: { status: STATUS_MESSAGE } });
    }
    expect(await statusOf(opportunityId)).toBe('ASSIGNED_TO_AGENCY');
    expect(await count(`SELECT id FROM opportunity_activity WHERE opportunity_id = '${opportunityId}'`)).toBe(timeline);
    expect(await count(`SELECT id FROM opportunity_activity WHERE title LIKE '%bogus%'`)).toBe(0);
  });

  it('should filter the list by any status of the vocabulary and refuse any other', async () => {
    for (const status of [...ADMIN_STATUSES, ...PROVIDER_STATUSES]) {
      const answer = await send('GET', `/api/opportunities?status=${status}`);
      expect({ status, code: answer.status }).toEqual({ status, code: 200 });
    }
    const bogus = await send('GET', '/api/opportunities?status=bogus');
    expect(bogus.status).toBe(400);
    expect(bogus.body.errors).toEqual({ status: STATUS_MESSAGE });
  });

  it('should store a raw email with NUL characters without them (parsed and failed alike)', async () => {
    const email = (subject: string, body: string[]) =>
      [
        'From: Q2G\u0000 Leads <leads@q2g.example>',
        'To: sales@movingco.example',
        `Subject: ${subject}`,
        'Date: Fri, 20 Nov 2026 14:05:00 -0500',
        `Message-ID: <nul-${Math.random().toString(36).slice(2)}\u0000@mail.q2g.example>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        ...body,
        '',
      ].join('\r\n');
    const post = (raw: string) => fetch(`${t.url}/api/leads/inbound-email`, { method: 'POST', headers: { ...bearer, 'content-type': 'message/rfc822' }, body: raw });

    const parsed = await post(email('New Lead Q2G-NUL001\u0000', ['Tracking #: Q2G-NUL001', 'Customer Name: Ann\u0000 Lee', 'Move Size: 2\u0000 Bedroom', 'Moving From: Austin\u0000, TX 78701']));
    expect(parsed.status).toBe(200);
    expect(await parsed.json()).toMatchObject({ success: true, status: 'parsed', created: true });
    const rows: { customer_name: string; move_size: string; raw: unknown }[] = await db.query(`SELECT customer_name, move_size, raw FROM opportunities WHERE tracking_number = 'Q2G-NUL001'`);
    expect(rows[0].customer_name).toBe('Ann Lee');
    expect(rows[0].move_size).toBe('2 Bedroom');
    expect(JSON.stringify(rows[0].raw)).not.toContain('\\u0000');

    const failed = await post(email('Lead without a number\u0000', ['Customer Name: Bo\u0000 Adams', 'Email: bo@example.com', 'Phone: 303-555-0177']));
    expect(failed.status).toBe(200);
    expect(await failed.json()).toMatchObject({ success: true, status: 'failed' });

    const messages: { subject: string; from_address: string; message_id: string; error: string | null }[] = await db.query(`SELECT subject, from_address, message_id, error FROM lead_messages`);
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(JSON.stringify(message)).not.toContain('\\u0000');
      expect(message.message_id).toMatch(/^<?nul-[a-z0-9]+@mail\.q2g\.example>?$/);
    }
    expect(messages.map((m) => m.subject).sort()).toEqual(['Lead without a number', 'New Lead Q2G-NUL001']);
  });
});
