import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { makeLeadEmail } from '../factories/lead-email.factory';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Row {
  id: string;
  customer_name: string | null;
  customer_phone: string | null;
  customer_email: string | null;
  move_date: string | null;
  status: string;
  origin_city: string | null;
  staff_edited_fields: string[];
  hubspot_sync_status: string | null;
}

describe('Staff edits: PUT /api/opportunities/{id} and the lookup by tracking number', () => {
  let t: TestApp;
  let db: DataSource;
  let staff: HttpBrowser;
  let csrf: string;
  let bearer: Record<string, string>;

  const row = async (tracking: string): Promise<Row> =>
    ((await db.query(`SELECT *, move_date::text AS move_date FROM opportunities WHERE tracking_number = $1`, [tracking])) as Row[])[0];
  const put = (id: string, body: unknown) =>
    staff.json<{ success: boolean; error: string | null; error_code?: string; errors?: Record<string, string> }>(`/api/opportunities/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    });
  const email = (raw: string) => fetch(`${t.url}/api/leads/inbound-email`, { method: 'POST', headers: bearer, body: raw });

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    staff = new HttpBrowser(t.url);
    await signIn(staff, 'sam.staff@movingco.example');
    csrf = (await staff.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'edit.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(async () => {
    await t.close();
  });

  it('should save the edit payload, make the fields staff-owned and queue a CRM re-sync', async () => {
    await email(makeLeadEmail({ tracking: 'Q2G-610001', name: 'Jon Smtih', email: 'jon@example.com', phone: '303-555-0100' }));
    const before = await row('Q2G-610001');
    const response = await put(before.id, {
      customer: 'Jon Smith',
      phone: '(720) 555-0199',
      move_date: '2027-08-14',
      origin_address: '12 Pearl St, Boulder, CO 80302',
      status: 'pending',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, error: null });
    const after = await row('Q2G-610001');
    expect(after).toMatchObject({
      customer_name: 'Jon Smith',
      customer_phone: '+17205550199',
      move_date: '2027-08-14',
      origin_city: 'Boulder',
      status: 'pending',
      hubspot_sync_status: 'queued',
    });
    expect([...after.staff_edited_fields].sort()).toEqual(['customerName', 'customerPhone', 'moveDate', 'originAddress']);

    // A later copy of the lead email does not undo what staff wrote.
    await email(makeLeadEmail({ tracking: 'Q2G-610001', name: 'Jon Smtih', email: 'jon@example.com', phone: '303-555-0100', moveDate: '2027-01-01' }));
    expect(await row('Q2G-610001')).toMatchObject({ customer_name: 'Jon Smith', customer_phone: '+17205550199', move_date: '2027-08-14' });
  });

  it('should save a status change alone (the Update Status menu)', async () => {
    await email(makeLeadEmail({ tracking: 'Q2G-610002', name: 'Status Only', email: 'status@example.com' }));
    const target = await row('Q2G-610002');
    expect((await put(target.id, { status: 'booked' })).body.success).toBe(true);
    expect(await row('Q2G-610002')).toMatchObject({ status: 'booked', staff_edited_fields: [] });
  });

  it('should reject bad input with field errors and store nothing', async () => {
    await email(makeLeadEmail({ tracking: 'Q2G-610003', name: 'Keep Me', email: 'keep@example.com' }));
    const target = await row('Q2G-610003');
    const badPhone = await put(target.id, { customer: 'Changed', phone: '12' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toHaveProperty('phone');
    // The edit form checks a phone with the same rule as lead intake (customer_phone on POST /api/leads).
    const lettersPhone = await put(target.id, { phone: 'call me maybe' });
    expect(lettersPhone.status).toBe(400);
    expect(lettersPhone.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', errors: { phone: 'phone must be a phone number' } });
    const badEmail = await put(target.id, { email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toHaveProperty('email');
    const badDate = await put(target.id, { move_date: '2027-02-30' });
    expect(badDate.status).toBe(400);
    expect((await put(target.id, { status: '' })).status).toBe(400);
    expect(await row('Q2G-610003')).toMatchObject({ customer_name: 'Keep Me', customer_email: 'keep@example.com', staff_edited_fields: [] });
    const unknown = await put('00000000-0000-4000-8000-000000000000', { status: 'new' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error_code: 'OPPORTUNITY_NOT_FOUND' });
    expect((await put('not-a-uuid', { status: 'new' })).status).toBe(400);
  });

  it('should look one opportunity up by tracking number', async () => {
    await email(makeLeadEmail({ tracking: 'Q2G-610004', name: 'Look Up', email: 'lookup@example.com', phone: '512-555-0144' }));
    const found = await staff.json<{ success: boolean; opportunity: Record<string, unknown> }>('/api/opportunities/by-tracking/Q2G-610004');
    expect(found.status).toBe(200);
    expect(found.body.opportunity).toMatchObject({ tracking_number: 'Q2G-610004', customer_name: 'Look Up', customer_phone: '+15125550144', status: 'new' });
    const missing = await staff.json<{ error: string }>('/api/opportunities/by-tracking/Q2G-000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Opportunity with tracking number Q2G-000000 not found');
  });
});
