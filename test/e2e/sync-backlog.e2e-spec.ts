import { Client } from 'pg';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { insertOpportunities, sql } from './support/factories';

/**
 * `POST /api/sync-opportunities` with a backlog far bigger than one statement may touch: the app runs with a 300 ms
 * statement timeout, and 24,000 pending or failed opportunities take seconds to update in one statement (that
 * answered 500). The answer must come at once with the exact backlog, and every row must end up queued.
 */
describe('sync-opportunities with a large backlog', () => {
  const PENDING = 20_000;
  const FAILED = 4_000;
  let t: TestApp;
  let db: Client;
  let bearer: Record<string, string>;

  const count = async (where: string): Promise<number> =>
    ((await db.query(`SELECT count(*)::int AS n FROM opportunities WHERE ${where}`)).rows[0] as { n: number }).n;

  beforeAll(async () => {
    // No HubSpot configured: the dispatcher leaves queued rows alone, so the test sees exactly what was queued.
    t = await startTestApp({ DB_STATEMENT_TIMEOUT_MS: '300' });
    db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'sync.bot@movingco.example', days: 1 })).token}` };
    await db.query(
      `INSERT INTO opportunities (tracking_number, customer_name, customer_email, origin_address, destination_address, hubspot_sync_status,
         sync_attempts, sync_last_error, sync_state_changed_at, created_at)
       SELECT 'BACKLOG-' || n, 'Backlog Customer ' || n, 'backlog' || n || '@example.com', n || ' Main St, Austin, TX 78701', 'Denver, CO 80202',
              CASE WHEN n <= $2 THEN 'failed' END, CASE WHEN n <= $2 THEN 1 ELSE 0 END,
              CASE WHEN n <= $2 THEN 'HubSpot answered HTTP 502' END, CASE WHEN n <= $2 THEN now() - interval '1 hour' END,
              now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) n`,
      [PENDING + FAILED, FAILED],
    );
    // Rows the walk must leave alone.
    await insertOpportunities(db, [
      { tracking_number: 'DONE-1', customer_email: 'done1@example.com', hubspot_sync_status: 'succeeded', sync_attempts: 1, synced_at: sql('now()'), sync_state_changed_at: sql('now()'), process_status: 'synced' },
      { tracking_number: 'BUSY-1', customer_email: 'busy1@example.com', hubspot_sync_status: 'in_progress', sync_attempts: 1, synced_at: null, sync_state_changed_at: sql('now()'), process_status: 'scraped' },
    ]);
  }, 120_000);
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('should answer at once with the backlog, then queue every pending and failed row in bounded chunks', async () => {
    const backlog = await count(`hubspot_sync_status IS NULL OR hubspot_sync_status = 'failed'`);
    expect(backlog).toBe(PENDING + FAILED);

    const started = Date.now();
    const response = await fetch(`${t.url}/api/sync-opportunities`, { method: 'POST', headers: bearer });
    const answeredMs = Date.now() - started;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, error: null, queued: backlog });
    expect(answeredMs).toBeLessThan(5_000);

    await waitFor('every pending and failed row queued', async () => (await count(`hubspot_sync_status IS NULL OR hubspot_sync_status = 'failed'`)) === 0, 90_000);
    expect(await count(`tracking_number LIKE 'BACKLOG-%' AND hubspot_sync_status = 'queued' AND sync_last_error IS NULL AND sync_state_changed_at > now() - interval '10 minutes'`)).toBe(backlog);
    const untouched: { rows: { tracking_number: string; hubspot_sync_status: string }[] } = await db.query(
      `SELECT tracking_number, hubspot_sync_status FROM opportunities WHERE tracking_number IN ('DONE-1', 'BUSY-1') ORDER BY 1`,
    );
    expect(untouched.rows).toEqual([
      { tracking_number: 'BUSY-1', hubspot_sync_status: 'in_progress' },
      { tracking_number: 'DONE-1', hubspot_sync_status: 'succeeded' },
    ]);

    // Nothing left: the answer says so and no walk is started.
    const again = await fetch(`${t.url}/api/sync-opportunities`, { method: 'POST', headers: bearer });
    expect(await again.json()).toEqual({ success: true, error: null, queued: 0 });
  }, 150_000);
});
