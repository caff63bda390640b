import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertOpportunities } from './support/factories';

interface ListBody {
  success: boolean;
  opportunities: { id: string; customer: string | null; email: string | null; phone: string | null; q2g_tracking_number: string; status: string; move_date: string | null; synced: boolean; last_updated: string; raw: Record<string, unknown> }[];
  items: unknown[];
  page: number;
  pageSize: number;
  total: number;
  total_exact: boolean;
  execution_time_ms: number;
  opportunities_per_second: number;
  error_code?: string;
  message?: string;
}

describe('GET /api/opportunities', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  const list = async (query = ''): Promise<{ status: number; body: ListBody }> => {
    const response = await fetch(`${t.url}/api/opportunities${query ? `?${query}` : ''}`, { headers });
    return { status: response.status, body: (await response.json()) as ListBody };
  };
  const trackings = async (query: string): Promise<string[]> => (await list(query)).body.opportunities.map((o) => o.q2g_tracking_number);

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', COMPANY_TIMEZONE: 'America/New_York' });
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'list.bot@movingco.example', days: 1 })).token}` };
    await insertOpportunities(t.app.get(DataSource), [
      { tracking_number: 'L-001', customer_name: 'Maria Gonzalez', customer_email: 'maria@example.com', customer_phone: '+15125550143', is_noreply: false, move_date: '2027-03-05',
        origin_address: '120 Congress Ave, Austin, TX 78701', destination_address: '45 Pine St, Denver, CO 80202', status: 'new', process_status: 'synced', enriched: true,
        hubspot_sync_status: 'succeeded', hubspot_deal_id: '9001', created_at: '2026-11-20T15:00:00Z', updated_at: '2026-11-21T10:00:00Z' },
      { tracking_number: 'L-002', customer_name: 'Wei Chen', customer_email: 'wei@example.com', customer_phone: '+14155550101', is_noreply: false, move_date: null,
        origin_address: '9 Market St, San Francisco, CA 94103', destination_address: '1 Lake Dr, Seattle, WA 98101', status: 'booked', process_status: 'processing', enriched: false,
        hubspot_sync_status: 'failed', hubspot_deal_id: null, created_at: '2026-11-19T12:00:00Z', updated_at: '2026-11-22T09:00:00Z' },
      { tracking_number: 'L-003', customer_name: 'Ann Lee', customer_email: 'noreply+3@leads-partner.com', customer_phone: null, is_noreply: true, move_date: '2027-01-10',
        origin_address: 'Miami, FL 33130', destination_address: 'Atlanta, GA 30303', status: 'opened', process_status: 'scraped', enriched: false,
        hubspot_sync_status: null, hubspot_deal_id: null, created_at: '2026-11-18T04:30:00Z', updated_at: '2026-11-18T04:30:00Z' },
      { tracking_number: 'L-004', customer_name: 'Bo Adams', customer_email: 'bo@example.com', customer_phone: '+13035550177', is_noreply: false, move_date: '2027-06-01',
        origin_address: 'Boulder, CO 80302', destination_address: 'Austin, TX 78701', status: 'new', process_status: 'synced', enriched: true,
        hubspot_sync_status: 'succeeded', hubspot_deal_id: '9004', created_at: '2026-10-02T12:00:00Z', updated_at: '2026-10-03T12:00:00Z' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('should answer the documented shape, newest first, with an exact total and timing', async () => {
    const { status, body } = await list('page=1&per_page=25&ui_rev=q2g-ui-v7');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, page: 1, pageSize: 25, total: 4, total_exact: true });
    expect(body.items).toEqual(body.opportunities);
    expect(body.execution_time_ms).toBeGreaterThanOrEqual(0);
    expect(body.opportunities.map((o) => o.q2g_tracking_number)).toEqual(['L-001', 'L-002', 'L-003', 'L-004']);
    expect(body.opportunities[0]).toEqual({
      id: expect.any(String), customer: 'Maria Gonzalez', email: 'maria@example.com', phone: '+15125550143', q2g_tracking_number: 'L-001',
      status: 'new', move_date: '2027-03-05', synced: true, last_updated: '2026-11-21T10:00:00.000Z',
      raw: expect.objectContaining({ hubspot_sync_status: 'succeeded', hubspot_deal_id: '9001', lead_source: 'email', tracking_number: 'L-001', enriched: true, created_at: '2026-11-20T15:00:00.000Z' }),
    });
    const paged = await list('page=2&per_page=3');
    expect(paged.body.opportunities.map((o) => o.q2g_tracking_number)).toEqual(['L-004']);
    expect(paged.body.total).toBe(4);
  });

  it('should search name, tracking, email, phone digits and address words, trimming the term', async () => {
    expect(await trackings('q=%20gonz%20')).toEqual(['L-001']);
    expect(await trackings('q=L-002')).toEqual(['L-002']);
    expect(await trackings('q=bo%40example')).toEqual(['L-004']);
    expect(await trackings(`q=${encodeURIComponent('(415) 555')}`)).toEqual(['L-002']);
    expect(await trackings('q=5550177')).toEqual(['L-004']);
    expect(await trackings('q=austin')).toEqual(['L-001', 'L-004']);
    expect(await trackings('q=100%25')).toEqual([]);
  });

  it('should hide no-reply leads with include_noreply=false', async () => {
    expect(await trackings('include_noreply=false')).toEqual(['L-001', 'L-002', 'L-004']);
    expect((await list('include_noreply=false')).body.total).toBe(3);
  });

  it('should filter by status, process status and dates in the company timezone (date_to inclusive)', async () => {
    expect(await trackings('status=new')).toEqual(['L-001', 'L-004']);
    expect(await trackings('process_status=scraped')).toEqual(['L-003']);
    // 2026-11-18T04:30Z is still Nov 17 in New York.
    expect(await trackings('date_from=2026-11-18&date_to=2026-11-20&date_field=created_at')).toEqual(['L-001', 'L-002']);
    expect(await trackings('date_from=2026-11-17&date_to=2026-11-17')).toEqual(['L-003']);
    expect(await trackings('date_from=2026-11-22&date_field=last_updated')).toEqual(['L-002']);
    expect(await trackings('date_from=2027-01-01&date_to=2027-03-31&date_field=move_date')).toEqual(['L-001', 'L-003']);
  });

  it('should put leads on the right side of quarter boundaries (the This/Last Quarter presets) in the company timezone', async () => {
    await insertOpportunities(t.app.get(DataSource), ([
      ['QB-Q2-LAST', '2026-06-30T23:59:00-04:00'],
      ['QB-Q3-FIRST', '2026-07-01T00:00:00-04:00'],
      ['QB-Q3-LAST', '2026-09-30T23:59:59-04:00'],
      ['QB-Q4-FIRST', '2026-10-01T00:00:30-04:00'],
      ['QB-Q4-YEAR-END', '2026-12-31T23:59:00-05:00'],
      ['QB-Q1-NEXT', '2027-01-01T00:01:00-05:00'],
    ] as const).map(([tracking, at]) => ({ tracking_number: tracking, status: 'ASSIGNED_TO_AGENCY', created_at: at, updated_at: at })));
    const quarter = (from: string, to: string, field: string) => trackings(`status=ASSIGNED_TO_AGENCY&date_field=${field}&date_from=${from}&date_to=${to}&order_by=created_at&order_dir=asc`);
    for (const field of ['created_at', 'last_updated']) {
      expect(await quarter('2026-07-01', '2026-09-30', field)).toEqual(['QB-Q3-FIRST', 'QB-Q3-LAST']);
      expect(await quarter('2026-10-01', '2026-12-31', field)).toEqual(['QB-Q4-FIRST', 'QB-Q4-YEAR-END']);
      expect(await quarter('2026-04-01', '2026-06-30', field)).toEqual(['QB-Q2-LAST']);
      expect(await quarter('2027-01-01', '2027-03-31', field)).toEqual(['QB-Q1-NEXT']);
    }
    await t.app.get(DataSource).query(`DELETE FROM opportunities WHERE status = 'ASSIGNED_TO_AGENCY'`); // the other cases count every row
  });

  it('should sort by every sortable column and the presets', async () => {
    expect(await trackings('order_by=customer&order_dir=asc')).toEqual(['L-003', 'L-004', 'L-001', 'L-002']);
    expect(await trackings('order_by=customer&order_dir=desc')).toEqual(['L-002', 'L-001', 'L-004', 'L-003']);
    expect(await trackings('order_by=last_updated&order_dir=desc')).toEqual(['L-002', 'L-001', 'L-003', 'L-004']);
    expect(await trackings('order_by=move_date&order_dir=desc')).toEqual(['L-004', 'L-001', 'L-003', 'L-002']);
    expect((await trackings('order_by=enriched&order_dir=desc')).slice(0, 2).sort()).toEqual(['L-001', 'L-004']);
    expect(await trackings('order_by=tracking&order_dir=desc')).toEqual(['L-004', 'L-003', 'L-002', 'L-001']);
    expect(await trackings('order_by=email&order_dir=asc')).toEqual(['L-004', 'L-001', 'L-003', 'L-002']);
    expect((await list('order_by=status&order_dir=asc')).body.opportunities.map((o) => o.status)).toEqual(['booked', 'new', 'new', 'opened']);
  });

  it('should answer bad parameters with 400 and a clear message, never a 500', async () => {
    const unknownSort = await list('order_by=revenue');
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.body.message).toContain('order_by must be one of');
    const badDate = await list('date_from=2026-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('date_from is not a real date');
    expect((await list('date_from=yesterday')).status).toBe(400);
    expect((await list('date_from=2026-11-20&date_to=2026-11-01')).status).toBe(400);
    expect((await list('per_page=1000')).status).toBe(400);
    expect((await list('order_dir=sideways')).status).toBe(400);
    expect((await list('date_field=birthday')).status).toBe(400);
  });
});
