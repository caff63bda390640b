import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { OpportunityCountersRepository } from 'src/modules/leads/reporting/opportunity-counters.repository';
import { startTestApp, type TestApp } from '../utils/test-app';

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
    await db.query(`
      INSERT INTO opportunities (tracking_number, lead_source, process_status, hubspot_sync_status, synced_at, estimated_revenue) VALUES
        ('S-1', 'email', 'synced', 'succeeded', now(), 1000),
        ('S-2', 'email', 'synced', 'succeeded', now() - interval '3 days', 2500.50),
        ('S-3', 'email', 'scraped', NULL, NULL, 300),
        ('S-4', 'email', 'processing', 'failed', NULL, NULL),
        ('S-5', 'web_form', 'synced', 'succeeded', now(), 199.5),
        ('S-6', 'manual', 'scraped', 'queued', NULL, 0)`);
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
