import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { OpportunityCountersRepository } from 'src/modules/leads/reporting/opportunity-counters.repository';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertOpportunities, sql } from './support/factories';

describe('GET /status', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', COMPANY_TIMEZONE: 'America/New_York' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('should compute the figures from a known data set', async () => {
    const db = t.app.get(DataSource);
    await insertOpportunities(db, [
      { tracking_number: 'S-1', lead_source: 'email', process_status: 'synced', hubspot_sync_status: 'succeeded', synced_at: sql('now()'), estimated_revenue: 1000 },
      { tracking_number: 'S-2', lead_source: 'email', process_status: 'synced', hubspot_sync_status: 'succeeded', synced_at: sql("now() - interval '3 days'"), estimated_revenue: 2500.5 },
      { tracking_number: 'S-3', lead_source: 'email', process_status: 'scraped', hubspot_sync_status: null, synced_at: null, estimated_revenue: 300 },
      { tracking_number: 'S-4', lead_source: 'email', process_status: 'processing', hubspot_sync_status: 'failed', synced_at: null, estimated_revenue: null },
      { tracking_number: 'S-5', lead_source: 'web_form', process_status: 'synced', hubspot_sync_status: 'succeeded', synced_at: sql('now()'), estimated_revenue: 199.5 },
      { tracking_number: 'S-6', lead_source: 'manual', process_status: 'scraped', hubspot_sync_status: 'queued', synced_at: null, estimated_revenue: 0 },
    ]);
    const token = await t.app.get(ApiTokenService).create({ email: 'stats@movingco.example', days: 1 });
    const response = await fetch(`${t.url}/status`, { headers: { authorization: `Bearer ${token.token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: {
        total_synced: 3,
        total_estimated_revenue: 4000,
        today_synced: 2,
        total_email_opportunities: 4,
        unprocessed_email_opportunities: 2,
      },
    });
    expect((await fetch(`${t.url}/status`)).status).toBe(401);
  });

  it('should follow source, revenue, process and sync changes and deletes, before and after the counters are folded', async () => {
    const db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'stats2@movingco.example', days: 1 });
    const statistics = async () =>
      ((await (await fetch(`${t.url}/status`, { headers: { authorization: `Bearer ${token.token}` } })).json()) as { data: Record<string, number> }).data;
    await db.query(`UPDATE opportunities SET lead_source = 'web_form' WHERE tracking_number = 'S-3'`);
    await db.query(`UPDATE opportunities SET estimated_revenue = 50.25 WHERE tracking_number = 'S-4'`);
    await db.query(
      `UPDATE opportunities SET lead_source = 'email', process_status = 'synced', hubspot_sync_status = 'succeeded', synced_at = now() WHERE tracking_number = 'S-6'`,
    );
    await db.query(`DELETE FROM opportunities WHERE tracking_number = 'S-2'`);
    const expected = { total_synced: 3, total_estimated_revenue: 1549.75, today_synced: 3, total_email_opportunities: 3, unprocessed_email_opportunities: 1 };
    expect(await statistics()).toEqual(expected);
    expect(await t.app.get(OpportunityCountersRepository).fold()).toBeGreaterThan(0);
    expect(await statistics()).toEqual(expected);
    await db.query(`UPDATE opportunities SET hubspot_sync_status = 'failed' WHERE tracking_number = 'S-1'`);
    expect(await statistics()).toEqual({ ...expected, total_synced: 2, today_synced: 2 });
  });
});
