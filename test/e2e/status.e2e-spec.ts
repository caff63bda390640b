import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
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
});
