import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { EnrichmentService } from 'src/modules/leads/intake/enrichment.service';
import { makeLeadEmail } from '../factories/lead-email.factory';
import { sampleLead, startFakeLeadProvider, type FakeLeadProvider } from '../fakes/lead-provider-fake';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Stored {
  id: string;
  customer_name: string;
  origin_street: string | null;
  origin_city: string | null;
  destination_city: string | null;
  move_size: string;
  estimated_revenue: string | null;
  first_name: string;
  last_name: string;
  raw: { customerName?: string; estimatedRevenue?: number };
}

interface Activity {
  kind: string;
  title: string;
  detail: string | null;
}

describe('lead values too long for their columns', () => {
  let t: TestApp;
  let db: DataSource;
  let provider: FakeLeadProvider;
  let token: string;

  const postEmail = async (raw: string): Promise<{ status: number; body: { status: string; error: string | null; duplicate: boolean; opportunity_id: string | null } }> => {
    const response = await fetch(`${t.url}/api/leads/inbound-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' },
      body: raw,
    });
    return { status: response.status, body: (await response.json()) as never };
  };
  const postJson = async (path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stored = async (tracking: string): Promise<Stored> => {
    const rows: Stored[] = await db.query(
      `SELECT o.id, o.customer_name, o.origin_street, o.origin_city, o.destination_city, o.move_size, o.estimated_revenue, o.raw,
              c.first_name, c.last_name
         FROM opportunities o LEFT JOIN contacts c ON c.id = o.contact_id WHERE o.tracking_number = $1`,
      [tracking],
    );
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  const activity = (opportunityId: string): Promise<Activity[]> =>
    db.query(`SELECT kind, title, detail FROM opportunity_activity WHERE opportunity_id = $1 ORDER BY id`, [opportunityId]);

  beforeAll(async () => {
    provider = await startFakeLeadProvider();
    // No worker: the enrichment runs below are the only ones.
    t = await startTestApp({ APP_ROLES: 'api', LEAD_PROVIDER_API_URL: provider.url, LEAD_PROVIDER_API_KEY: provider.apiKey });
    db = t.app.get(DataSource);
    token = (await t.app.get(ApiTokenService).create({ email: 'fit.bot@movingco.example', days: 1 })).token;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('should keep a lead email whose values overflow their columns: text cut, an amount numeric(12,2) cannot hold dropped, both noted', async () => {
    const raw = makeLeadEmail({
      tracking: 'FIT-1001',
      name: `Maria ${'Longname'.repeat(625)}`, // 5,006 characters
      email: 'fit.customer@example.com',
      phone: '(512) 555-0143',
      from: `12 ${'Elm'.repeat(100)} St, ${'Springfield'.repeat(28)}, TX 78701`, // 306-character street, 308-character city
      to: `${'Aurora'.repeat(50)}, CO 80202`, // 300-character city
      size: `4 bedroom ${'house '.repeat(65)}`, // 400 characters
      revenue: '$1,000,000,000,000,000', // 10^15
    });
    const answer = await postEmail(raw);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'parsed', error: null });

    const row = await stored('FIT-1001');
    expect(row.customer_name.startsWith('Maria Longname')).toBe(true);
    expect(row.customer_name.length).toBeLessThanOrEqual(200);
    expect(row.first_name).toBe('Maria');
    expect(row.last_name.startsWith('Longname')).toBe(true);
    expect(row.last_name.length).toBeLessThanOrEqual(120);
    expect(row.origin_street?.startsWith('12 ElmElm')).toBe(true);
    expect(row.origin_street?.length).toBeLessThanOrEqual(200);
    expect(row.origin_city?.startsWith('Springfield')).toBe(true);
    expect(row.origin_city?.length).toBeLessThanOrEqual(120);
    expect(row.destination_city?.startsWith('Aurora')).toBe(true);
    expect(row.destination_city?.length).toBeLessThanOrEqual(120);
    expect(row.move_size.startsWith('4 bedroom house')).toBe(true);
    expect(row.move_size.length).toBeLessThanOrEqual(60);
    expect(row.estimated_revenue).toBeNull();
    // The lead's raw record keeps what was read.
    expect(row.raw.estimatedRevenue).toBe(1e15);

    const notes = await activity(row.id);
    expect(notes).toEqual([{ kind: 'values_fitted', title: 'Values that did not fit were cut or left out', detail: expect.any(String) }]);
    // The email parser already reads at most 200 characters of a name, so the name needs no note of its own.
    expect(notes[0].detail).not.toContain('customer name');
    expect(notes[0].detail).toContain('origin street cut to 200 characters');
    expect(notes[0].detail).toContain('destination city cut to 120 characters');
    expect(notes[0].detail).toContain('move size cut to 60 characters');
    expect(notes[0].detail).toContain('estimated revenue 1000000000000000 left out (0 to 9,999,999,999.99)');
  });

  it('should never let an amount numeric(12,2) cannot hold replace a stored one', async () => {
    expect((await postEmail(makeLeadEmail({ tracking: 'FIT-1002', name: 'Ada Stored', email: 'ada.stored@example.com', revenue: '$4,250.00' }))).body).toMatchObject({
      status: 'parsed',
    });
    const later = await postEmail(makeLeadEmail({ tracking: 'FIT-1002', name: 'Ada Stored', email: 'ada.stored@example.com', revenue: '$99,999,999,999' }));
    expect(later.body).toMatchObject({ status: 'parsed', error: null, duplicate: false });

    const row = await stored('FIT-1002');
    expect(row.estimated_revenue).toBe('4250.00');
    const notes = await activity(row.id);
    expect(notes.map((note) => note.kind)).toEqual(['values_fitted']);
    expect(notes[0].detail).toContain('estimated revenue 99999999999 left out');
  });

  it('should treat the same over-long lead arriving again as no change', async () => {
    const fields = { tracking: 'FIT-1003', name: `Bo ${'Repeat'.repeat(60)}`, email: 'bo.repeat@example.com', size: `studio ${'x'.repeat(100)}` };
    expect((await postEmail(makeLeadEmail(fields))).body).toMatchObject({ status: 'parsed' });
    expect((await postEmail(makeLeadEmail(fields))).body).toMatchObject({ status: 'parsed', duplicate: false });

    const row = await stored('FIT-1003');
    // One note from the first copy; the second copy changed nothing (no 'updated_by_email', no second note).
    expect((await activity(row.id)).map((note) => note.kind)).toEqual(['values_fitted']);
  });

  it('should store a lead email whose Message-ID is longer than its column, once', async () => {
    const messageId = `<${'m'.repeat(700)}@mail.q2g.example>`;
    const first = await postEmail(makeLeadEmail({ tracking: 'FIT-1004', name: 'Long Id', email: 'long.id@example.com' }, messageId));
    expect(first.body).toMatchObject({ status: 'parsed', error: null, duplicate: false });
    const again = await postEmail(makeLeadEmail({ tracking: 'FIT-1004', name: 'Long Id', email: 'long.id@example.com' }, messageId));
    expect(again.body).toMatchObject({ status: 'parsed', duplicate: true, opportunity_id: first.body.opportunity_id });
    // Another ID sharing the first 500 characters is another message.
    const other = await postEmail(makeLeadEmail({ tracking: 'FIT-1005', name: 'Long Id Two', email: 'long.id2@example.com' }, `<${'m'.repeat(700)}@mail.q2g.example2>`));
    expect(other.body).toMatchObject({ status: 'parsed', duplicate: false });
    const rows: { n: number; longest: number }[] = await db.query(
      `SELECT count(*)::int AS n, max(length(message_id))::int AS longest FROM lead_messages WHERE message_id LIKE 'mmmm%'`,
    );
    expect(rows[0]).toEqual({ n: 2, longest: 512 });
  });

  it('should fill a lead from a lead-provider answer with NULs, lone surrogates, wrong types and oversize values, noting what did not fit', async () => {
    const created = await postJson('/api/leads', { tracking_number: 'FIT-2001', customer_email: 'provider.fit@example.com' });
    expect(created.status).toBe(201);
    provider.addLead(
      sampleLead('FIT-2001', {
        customer: { name: 'Nul\u0000 Name', email: 'provider.fit@example.com', phone: '+15555550123' },
        move: {
          date: '2027-07-01',
          size: `3 bedroom\u0000 ${'big '.repeat(100)}`,
          origin: { street: `1 ${'Main'.repeat(60)} St`, city: 'Aus\ud800tin', state: 'TX', zip: '78701' },
          destination: { street: '9 Elm St', city: 42 as unknown as string, state: 'CO', zip: '80202' },
        },
        estimated_revenue: 1e15,
      }),
    );
    const enrichment = t.app.get(EnrichmentService);
    await expect(enrichment.enrich(String(created.body.opportunity_id))).resolves.toBe('enriched');

    const rows: Record<string, string | null>[] = await db.query(
      `SELECT customer_name, customer_phone, move_date::text, move_size, origin_street, origin_city, destination_city, destination_state, estimated_revenue
         FROM opportunities WHERE tracking_number = 'FIT-2001'`,
    );
    expect(rows[0]).toMatchObject({
      customer_name: 'Nul Name',
      customer_phone: '+15555550123',
      move_date: '2027-07-01',
      origin_city: 'Aus\ufffdtin',
      destination_state: 'CO',
      estimated_revenue: null,
    });
    expect(rows[0].move_size?.startsWith('3 bedroom big')).toBe(true);
    expect(rows[0].move_size?.length).toBeLessThanOrEqual(60);
    expect(rows[0].origin_street?.length).toBeLessThanOrEqual(200);
    const notes = await activity(String(created.body.opportunity_id));
    expect(notes).toEqual([{ kind: 'values_fitted', title: 'Values that did not fit were cut or left out', detail: expect.any(String) }]);
    expect(notes[0].detail).toContain('move size cut to 60 characters');
    expect(notes[0].detail).toContain('estimated revenue 1000000000000000 left out');
  });

  it('should keep refusing over-long values on the JSON routes, which can say what is wrong', async () => {
    const answer = await postJson('/api/leads', { tracking_number: 'FIT-3001', customer_name: 'x'.repeat(121), estimated_revenue: 1e15 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED' });
    expect(await db.query(`SELECT id FROM opportunities WHERE tracking_number = 'FIT-3001'`)).toEqual([]);
  });
});
