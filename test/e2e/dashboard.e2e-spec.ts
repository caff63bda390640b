import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertOpportunities, type OpportunityRow, sql } from './support/factories';

interface Summary {
  success: boolean;
  error: null;
  data: {
    health: { worker_ok: boolean; api_ms: number; queue_depth: number; failed_jobs: number };
    totals: { total: number; enriched: number; with_phone: number; with_move_date: number; synced: number };
    last24h: { new: number };
    trend: { date: string; new: number; synced: number }[];
    stuck: { id: string; tracking: string; status: string; last_error: string | null; attempts: number; age_minutes: number }[];
    stuck_count: number;
    stuck_count_exact: boolean;
    recent: { display_name: string; customer: string | null; tracking: string; enriched: boolean; synced: boolean; occurred_at: string }[];
  };
}

describe('Dashboard API', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ CRM_STUCK_AFTER_MINUTES: '30' });
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'dash.bot@movingco.example', days: 1 })).token}` };
    const ago = (interval: string) => sql(`now() - interval '${interval}'`);
    await insertOpportunities(t.app.get(DataSource), [
      { tracking_number: 'D-1', customer_name: 'Ana Ruiz', customer_phone: '+15125550001', move_date: '2027-01-01', enriched: true, hubspot_sync_status: 'succeeded',
        synced_at: ago('1 hour'), sync_state_changed_at: ago('1 hour'), sync_last_error: null, sync_attempts: 1, created_at: ago('2 hours') },
      { tracking_number: 'D-2', customer_name: null, customer_phone: '+15125550002', move_date: null, enriched: false, hubspot_sync_status: 'failed',
        synced_at: null, sync_state_changed_at: ago('3 hours'), sync_last_error: 'Contact rejected by HubSpot: bad email', sync_attempts: 5, created_at: ago('3 hours') },
      { tracking_number: 'D-3', customer_name: 'Bo Chen', customer_phone: null, move_date: '2027-02-02', enriched: false, hubspot_sync_status: 'in_progress',
        synced_at: null, sync_state_changed_at: ago('2 days'), sync_last_error: null, sync_attempts: 1, created_at: ago('2 days') },
      { tracking_number: 'D-4', customer_name: 'Cy Diaz', customer_phone: '+15125550004', move_date: '2027-03-03', enriched: true, hubspot_sync_status: 'succeeded',
        synced_at: ago('5 days'), sync_state_changed_at: ago('5 days'), sync_last_error: null, sync_attempts: 1, created_at: ago('6 days') },
      { tracking_number: 'D-5', customer_name: 'Old Lead', customer_phone: '+15125550005', move_date: '2027-04-04', enriched: true, hubspot_sync_status: 'succeeded',
        synced_at: ago('20 days'), sync_state_changed_at: ago('20 days'), sync_last_error: null, sync_attempts: 1, created_at: ago('20 days') },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('should report measured health, range totals, trend, stuck syncs and recent activity', async () => {
    const response = await fetch(`${t.url}/api/dashboard/summary?range=7d`, { headers });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Summary;
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.data.health.worker_ok).toBe(true);
    expect(body.data.health.queue_depth).toBeGreaterThanOrEqual(0);
    expect(body.data.health.failed_jobs).toBeGreaterThanOrEqual(0);
    expect(body.data.health.api_ms).toBeGreaterThanOrEqual(0);
    expect(body.data.totals).toEqual({ total: 4, enriched: 2, with_phone: 3, with_move_date: 3, synced: 2 });
    expect(body.data.last24h).toEqual({ new: 2, duplicates: 0 });
    expect(body.data).toMatchObject({ duplicates_open: 0, duplicates_open_exact: true });
    expect(body.data.trend).toHaveLength(8);
    expect(body.data.trend.reduce((sum, day) => sum + day.new, 0)).toBe(4);
    expect(body.data.trend.reduce((sum, day) => sum + day.synced, 0)).toBe(2);
    expect(body.data.stuck.map((s) => s.tracking).sort()).toEqual(['D-2', 'D-3']);
    expect(body.data).toMatchObject({ stuck_count: 2, stuck_count_exact: true });
    expect(body.data.stuck.find((s) => s.tracking === 'D-2')).toMatchObject({ status: 'failed', attempts: 5, last_error: 'Contact rejected by HubSpot: bad email' });
    expect(body.data.stuck.find((s) => s.tracking === 'D-3')?.age_minutes).toBeGreaterThanOrEqual(2 * 24 * 60 - 1);
    expect(body.data.recent.map((r) => r.tracking)).toEqual(['D-1', 'D-2']);
    expect(body.data.recent[1]).toMatchObject({ display_name: 'Tracking D-2', customer: null, enriched: false, synced: false });

    const month = (await (await fetch(`${t.url}/api/dashboard/summary?range=30d`, { headers })).json()) as Summary;
    expect(month.data.totals.total).toBe(5);
    expect(month.data.trend).toHaveLength(31);
  });

  it('should list recent activity and reject bad parameters with 400', async () => {
    const recent = (await (await fetch(`${t.url}/api/dashboard/recent?hours=72&limit=2`, { headers })).json()) as { success: boolean; data: { tracking: string }[] };
    expect(recent).toMatchObject({ success: true });
    expect(recent.data.map((r) => r.tracking)).toEqual(['D-1', 'D-2']);
    const badRange = await fetch(`${t.url}/api/dashboard/summary?range=1y`, { headers });
    expect(badRange.status).toBe(400);
    expect(((await badRange.json()) as { message: string }).message).toContain('range must be one of 24h, 7d, 30d');
    expect((await fetch(`${t.url}/api/dashboard/recent?limit=0`, { headers })).status).toBe(400);
  });

  // Last: it adds many stuck rows.
  it('should count stuck syncs beyond the 100 listed, exactly up to 1,000 and as capped above', async () => {
    const db = t.app.get(DataSource);
    const addStuck = (prefix: string, n: number, status: OpportunityRow['hubspot_sync_status'], minutesAgo: number) =>
      insertOpportunities(db, Array.from({ length: n }, (_, i) => ({
        tracking_number: `${prefix}${i + 1}`, hubspot_sync_status: status, sync_state_changed_at: sql(`now() - make_interval(mins => ${minutesAgo}, secs => ${i + 1})`), sync_attempts: 1,
      })));
    const summary = async () => ((await (await fetch(`${t.url}/api/dashboard/summary?range=24h`, { headers })).json()) as Summary).data;

    await addStuck('F-', 120, 'failed', 5);
    await addStuck('Q-', 30, 'queued', 60);
    await addStuck('P-', 20, 'in_progress', 90);
    // Queued or in progress for less than CRM_STUCK_AFTER_MINUTES: not stuck, not counted.
    await addStuck('FQ-', 40, 'queued', 0);
    await addStuck('FP-', 40, 'in_progress', 0);
    let data = await summary();
    expect(data.stuck).toHaveLength(100);
    expect(data).toMatchObject({ stuck_count: 2 + 120 + 30 + 20, stuck_count_exact: true });

    await addStuck('G-', 828, 'failed', 5);
    data = await summary();
    expect(data).toMatchObject({ stuck_count: 1000, stuck_count_exact: true });

    await addStuck('H-', 1, 'failed', 5);
    data = await summary();
    expect(data.stuck).toHaveLength(100);
    expect(data).toMatchObject({ stuck_count: 1000, stuck_count_exact: false });
  });
});
