import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { makeLeadEmail } from '../factories/lead-email.factory';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';

interface OpportunityRow {
  id: string;
  tracking_number: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  move_date: string | null;
  origin_city: string | null;
  origin_state: string | null;
  destination_state: string | null;
  estimated_revenue: string | null;
  lead_source: string;
  enriched: boolean;
  contact_id: string | null;
  owner: string | null;
}

describe('Lead intake: JSON, raw MIME and manual entry', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;

  const opportunity = async (tracking: string): Promise<OpportunityRow | undefined> =>
    ((await db.query(`SELECT *, move_date::text AS move_date FROM opportunities WHERE tracking_number = $1`, [tracking])) as OpportunityRow[])[0];
  const postEmail = (raw: string | Buffer, headers: Record<string, string> = bearer) =>
    fetch(`${t.url}/api/leads/inbound-email`, { method: 'POST', headers: { 'content-type': 'message/rfc822', ...headers }, body: typeof raw === 'string' ? raw : new Uint8Array(raw) });

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'intake.bot@movingco.example', days: 1 });
    bearer = { authorization: `Bearer ${token.token}` };
  });
  afterAll(async () => {
    await t.close();
  });

  it('should turn a raw lead email into one opportunity with a contact, and ignore the same Message-ID twice', async () => {
    const raw = makeLeadEmail({
      tracking: 'Q2G-500100',
      name: 'Maria Gonzalez',
      email: 'Maria.Gonzalez@Example.com',
      phone: '(512) 555-0143',
      moveDate: '03/05/2027',
      from: '120 Congress Ave, Austin, Texas 78701',
      to: '45 Pine St, Denver, CO 80202',
      size: '2 Bedroom',
      revenue: '$4,250.00',
    });
    const first = await postEmail(raw);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, status: 'parsed', duplicate: false, created: true });
    const again = await postEmail(raw);
    expect(await again.json()).toMatchObject({ success: true, duplicate: true });

    const row = await opportunity('Q2G-500100');
    expect(row).toMatchObject({
      customer_name: 'Maria Gonzalez',
      customer_email: 'maria.gonzalez@example.com',
      customer_phone: '+15125550143',
      move_date: '2027-03-05',
      origin_city: 'Austin',
      origin_state: 'TX',
      destination_state: 'CO',
      estimated_revenue: '4250.00',
      lead_source: 'email',
      enriched: true,
      // Columns intake does not set keep their column defaults (the new row is built in memory and inserted whole).
      status: 'new',
      process_status: 'scraped',
      staff_edited_fields: [],
      sync_attempts: 0,
      hubspot_sync_status: 'queued',
      duplicate_state: null,
    });
    expect(row?.contact_id).toEqual(expect.any(String));
    const messages: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM lead_messages WHERE opportunity_id = $1`, [row?.id]);
    expect(messages[0].n).toBe(1);
  });

  it('should merge a second email with the same tracking number into the same opportunity and the same contact', async () => {
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500200', name: 'Wei Chen', email: 'wei.chen@example.com' }));
    const partial = await opportunity('Q2G-500200');
    expect(partial).toMatchObject({ customer_phone: null, move_date: null, enriched: false });
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500200', name: 'Wei Chen', email: 'wei.chen@example.com', phone: '415-555-0101', moveDate: '2027-04-10' }));
    const merged = await opportunity('Q2G-500200');
    expect(merged).toMatchObject({ id: partial?.id, customer_phone: '+14155550101', move_date: '2027-04-10', enriched: true, contact_id: partial?.contact_id });
    const count: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM opportunities WHERE tracking_number = 'Q2G-500200'`);
    expect(count[0].n).toBe(1);
  });

  it('should never overwrite a value staff edited when a later email arrives', async () => {
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500300', name: 'Jon Smtih', email: 'jon@example.com', phone: '303-555-0199' }));
    await db.query(
      `UPDATE opportunities SET customer_name = 'Jon Smith', staff_edited_fields = ARRAY['customerName'] WHERE tracking_number = 'Q2G-500300'`,
    );
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500300', name: 'Jon Smtih', email: 'jon@example.com', phone: '303-555-0199', moveDate: 'May 1, 2027' }));
    expect(await opportunity('Q2G-500300')).toMatchObject({ customer_name: 'Jon Smith', move_date: '2027-05-01' });
  });

  it('should match the contact by email case-insensitively, then by phone', async () => {
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500400', name: 'Ann Lee', email: 'ANN.LEE@example.com', phone: '206-555-0111' }));
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500401', name: 'Ann Lee', email: 'ann.lee@example.com' }));
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500402', name: 'Ann Lee', phone: '(206) 555-0111' }));
    const rows: { contact_id: string }[] = await db.query(
      `SELECT contact_id FROM opportunities WHERE tracking_number IN ('Q2G-500400', 'Q2G-500401', 'Q2G-500402')`,
    );
    expect(new Set(rows.map((r) => r.contact_id)).size).toBe(1);
  });

  it("should keep the contact's latest lead the newest opportunity, when a later copy of an older one fills a blank", async () => {
    const latest = async (): Promise<unknown> =>
      ((await db.query(
        `SELECT c.latest_lead_source, c.latest_lead_status, c.latest_move_date::text AS latest_move_date FROM contacts c WHERE lower(c.email) = 'kim.park@example.com'`,
      )) as unknown[])[0];
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500600', name: 'Kim Park', email: 'kim.park@example.com', moveDate: '2027-06-01' }));
    expect(await latest()).toEqual({ latest_lead_source: 'email', latest_lead_status: 'new', latest_move_date: '2027-06-01' });
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500601', name: 'Kim Park', email: 'kim.park@example.com', moveDate: '2027-07-15' }));
    expect(await latest()).toEqual({ latest_lead_source: 'email', latest_lead_status: 'new', latest_move_date: '2027-07-15' });
    // The older lead's later copy brings only a phone: its contact is linked again, but its lead is not the latest.
    await postEmail(makeLeadEmail({ tracking: 'Q2G-500600', name: 'Kim Park', email: 'kim.park@example.com', moveDate: '2027-06-01', phone: '206-555-0177' }));
    expect(await opportunity('Q2G-500600')).toMatchObject({ customer_phone: '+12065550177' });
    expect(await latest()).toEqual({ latest_lead_source: 'email', latest_lead_status: 'new', latest_move_date: '2027-07-15' });
  });

  it('should record a malformed or non-lead email with its status and error, never blocking the next one', async () => {
    const noTracking = await postEmail(makeLeadEmail({ name: 'No Number', email: 'nonumber@example.com' }));
    expect(await noTracking.json()).toMatchObject({ success: true, status: 'failed', error: 'No tracking number found' });
    const next = await postEmail(makeLeadEmail({ tracking: 'Q2G-500500', name: 'After Failure', email: 'after@example.com' }));
    expect(await next.json()).toMatchObject({ status: 'parsed', created: true });
    const failed: { status: string; error: string }[] = await db.query(`SELECT status, error FROM lead_messages WHERE status <> 'parsed'`);
    expect(failed).toEqual(expect.arrayContaining([{ status: 'failed', error: 'No tracking number found' }]));
  });

  it('should reject bad requests with 401, 400 and 413 envelopes', async () => {
    expect((await postEmail('x', {})).status).toBe(401);
    const empty = await fetch(`${t.url}/api/leads/inbound-email`, { method: 'POST', headers: bearer });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error_code: string }).error_code).toBe('LEAD_EMAIL_INVALID');
    const huge = await postEmail(Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false, error_code: 'PAYLOAD_TOO_LARGE' });
    const browser = new HttpBrowser(t.url);
    await signIn(browser, 'sam.staff@movingco.example');
    const csrf = (await browser.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
    const viaSession = await browser.json<{ error_code: string }>('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ tracking_number: 'WF-1' }),
    });
    expect(viaSession.status).toBe(401);
    expect(viaSession.body.error_code).toBe('API_TOKEN_REQUIRED');
  });

  it('should take web-form leads as JSON with field errors, idempotent on the tracking number', async () => {
    const post = (body: unknown) =>
      fetch(`${t.url}/api/leads`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const bad = await post({ tracking_number: 'no spaces allowed', customer_email: 'not-an-email', move_date: '31/31/2027' });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error_code: string; errors: Record<string, string> };
    expect(badBody.error_code).toBe('VALIDATION_FAILED');
    // A junk email does not refuse a lead (it is kept and marked); an unreadable tracking number or date does.
    expect(Object.keys(badBody.errors)).toEqual(['tracking_number']);
    const badDate = await post({ tracking_number: 'WF-77', move_date: '31/31/2027' });
    expect(badDate.status).toBe(400);
    expect(((await badDate.json()) as { errors: Record<string, string> }).errors).toHaveProperty('move_date');

    const lead = { tracking_number: 'WF-1001', customer_name: 'Kevin Patel', customer_email: 'kevin@example.com', customer_phone: '6025550123', move_date: '2027-06-01', origin_address: 'Phoenix, AZ 85004', destination_address: 'Las Vegas, NV 89101', estimated_revenue: 2100 };
    const created = await post(lead);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ success: true, created: true });
    expect(await (await post(lead)).json()).toMatchObject({ success: true, created: false });
    expect(await opportunity('WF-1001')).toMatchObject({ lead_source: 'web_form', customer_phone: '+16025550123', origin_state: 'AZ', enriched: true });
  });

  it('should accept a lead whose phone and email are placeholders, keeping them as given and marked, never as its contact data', async () => {
    const post = (body: unknown) =>
      fetch(`${t.url}/api/leads`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // Two families whose lead site filled in the same stand-ins: two leads, neither linked to the other's contact.
    const first = await post({ tracking_number: 'JUNK-1', customer_name: 'Dana Whitfield', customer_phone: '000-000-0000', customer_email: 'none@none.com', move_date: '2027-06-01' });
    expect(first.status).toBe(201);
    const second = await post({ tracking_number: 'JUNK-2', customer_name: 'Sam Ortiz', customer_phone: 'N/A', customer_email: 'n/a', move_date: '2027-06-03' });
    expect(second.status).toBe(201);
    const rows = (await db.query(
      `SELECT tracking_number, customer_phone, customer_email, customer_phone_given, phone_quality, customer_email_given, email_quality, contact_id FROM opportunities
        WHERE tracking_number IN ('JUNK-1', 'JUNK-2') ORDER BY tracking_number`,
    )) as Record<string, string | null>[];
    expect(rows.map(({ contact_id: _contact, ...row }) => row)).toEqual([
      { tracking_number: 'JUNK-1', customer_phone: null, customer_email: null, customer_phone_given: '000-000-0000', phone_quality: 'placeholder', customer_email_given: 'none@none.com', email_quality: 'placeholder' },
      { tracking_number: 'JUNK-2', customer_phone: null, customer_email: null, customer_phone_given: 'N/A', phone_quality: 'invalid', customer_email_given: 'n/a', email_quality: 'invalid' },
    ]);
    expect(rows[0].contact_id).not.toBeNull();
    expect(rows[0].contact_id).not.toBe(rows[1].contact_id);
    const contacts = (await db.query(`SELECT email, phone FROM contacts WHERE id = ANY($1::uuid[])`, [rows.map((row) => row.contact_id)])) as { email: string | null; phone: string | null }[];
    expect(contacts).toEqual([{ email: null, phone: null }, { email: null, phone: null }]);
    const detail = await fetch(`${t.url}/api/opportunities/by-tracking/JUNK-1`, { headers: bearer });
    expect(((await detail.json()) as { opportunity: Record<string, unknown> }).opportunity).toMatchObject({
      customer_phone: null, customer_phone_given: '000-000-0000', phone_quality: 'placeholder', customer_email: null, customer_email_given: 'none@none.com', email_quality: 'placeholder',
    });
    // A lead email with the provider's placeholder number is kept the same way.
    const email = makeLeadEmail({ tracking: 'Q2G-JUNK-3', name: 'Lee Park', email: 'lee.park@movers-mail.com', phone: '(000) 000-0000', moveDate: '2027-07-01' }, '<junk-phone@q2g.example>');
    expect((await postEmail(email)).status).toBe(200);
    expect(await opportunity('Q2G-JUNK-3')).toMatchObject({ customer_phone: null, customer_phone_given: '(000) 000-0000', phone_quality: 'placeholder' });
  });

  it('should let signed-in staff enter an opportunity by hand, with a generated reference', async () => {
    const browser = new HttpBrowser(t.url);
    await signIn(browser, 'sam.staff@movingco.example');
    const csrf = (await browser.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
    const response = await browser.json<{ success: boolean; opportunity_id: string }>('/api/opportunities', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ lead_source: 'inbound_call', customer_name: 'Walk In', customer_phone: '(404) 555-0177' }),
    });
    expect(response.status).toBe(201);
    const rows: OpportunityRow[] = await db.query(`SELECT * FROM opportunities WHERE id = $1`, [response.body.opportunity_id]);
    expect(rows[0]).toMatchObject({ lead_source: 'inbound_call', owner: 'Sam Rivera', customer_phone: '+14045550177' });
    expect(rows[0].tracking_number).toMatch(/^MAN-\d{6}-[0-9A-F]{6}$/);
    const noCsrf = await browser.json<{ error_code: string }>('/api/opportunities', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lead_source: 'manual', customer_name: 'Forged' }),
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error_code).toBe('CSRF_TOKEN_INVALID');
    const invalid = await browser.json<{ errors: Record<string, string> }>('/api/opportunities', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ lead_source: 'email' }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toHaveProperty('lead_source');
  });
});
