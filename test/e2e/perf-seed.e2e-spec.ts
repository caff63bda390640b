import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { CrmSyncQueueService } from 'src/modules/crm-sync/crm-sync-queue.service';
import { startTestApp, type TestApp } from '../utils/test-app';

/**
 * `npm run perf:seed` (dist/src/cli/perf-seed.js; needs `npm run build`) on a small N, with the application's
 * statement timeout at its 100 ms minimum: the seeder's bulk and maintenance statements (inserts, folding the
 * counters, VACUUM ANALYZE) run without it and finish, and every generated row is in a state the product can
 * produce.
 */
describe('perf:seed', () => {
  const N = 30_000;
  let t: TestApp;
  let db: Client;
  let seed: ReturnType<typeof spawnSync>;

  const violations = async (what: string, where: string): Promise<string[]> => {
    const rows = (await db.query(`SELECT tracking_number FROM opportunities WHERE ${where} ORDER BY 1 LIMIT 3`)).rows as { tracking_number: string }[];
    return rows.map((row) => `${row.tracking_number}: ${what}`);
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    seed = spawnSync(process.execPath, [join(__dirname, '..', '..', 'dist', 'src', 'cli', 'perf-seed.js'), '--opportunities', String(N)], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, QUEUE_PREFIX: `${t.queuePrefix}_seed`, DB_STATEMENT_TIMEOUT_MS: '100', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 150_000,
    });
  }, 180_000);
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('should finish under a tiny statement timeout and leave the table analysed', async () => {
    expect({ status: seed.status, stderr: seed.stderr }).toEqual({ status: 0, stderr: '' });
    expect(seed.stdout).toContain(`Seeded ${N} opportunities`);
    expect((await db.query(`SELECT count(*)::int AS n FROM opportunities`)).rows[0]).toEqual({ n: N });
    const stats = (await db.query(`SELECT last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables WHERE relname = 'opportunities'`)).rows[0] as { analysed: boolean };
    expect(stats.analysed).toBe(true);
    // The counters were folded: nothing pending, and they agree with the table.
    expect((await db.query(`SELECT count(*)::int AS n FROM opp_count_deltas`)).rows[0]).toEqual({ n: 0 });
    expect((await db.query(`SELECT sum(n)::int AS n FROM opp_counts`)).rows[0]).toEqual({ n: N });
  });

  it('should generate only states and times the product can produce', async () => {
    const stuckAfter = 30;
    const wrong = [
      ...(await violations('a time in the future', `greatest(created_at, updated_at, sync_state_changed_at, synced_at, enriched_at) > now()`)),
      ...(await violations('a time before its creation', `least(updated_at, sync_state_changed_at, synced_at, enriched_at) < created_at`)),
      ...(await violations('never queued', `hubspot_sync_status IS NULL OR sync_state_changed_at IS NULL`)),
      ...(await violations('queued long ago or after attempts', `hubspot_sync_status = 'queued' AND (sync_attempts <> 0 OR sync_state_changed_at < now() - make_interval(mins => ${stuckAfter}))`)),
      ...(await violations('in progress long or unclaimed', `hubspot_sync_status = 'in_progress' AND (sync_attempts < 1 OR sync_state_changed_at < now() - make_interval(mins => ${stuckAfter}))`)),
      ...(await violations('failed without attempts or error', `hubspot_sync_status = 'failed' AND (sync_attempts < 1 OR sync_last_error IS NULL)`)),
      ...(await violations('succeeded without a sync', `hubspot_sync_status = 'succeeded' AND (sync_attempts < 1 OR synced_at IS NULL OR hubspot_deal_id IS NULL OR process_status <> 'synced' OR sync_last_error IS NOT NULL)`)),
      ...(await violations('process status synced but never synced', `process_status = 'synced' AND (synced_at IS NULL OR hubspot_deal_id IS NULL)`)),
      ...(await violations('enriched without phone and move date', `enriched AND (customer_phone IS NULL OR move_date IS NULL)`)),
    ];
    expect(wrong).toEqual([]);
    const states = (await db.query(`SELECT hubspot_sync_status AS s, count(*)::int AS n FROM opportunities GROUP BY 1 ORDER BY 1`)).rows as { s: string; n: number }[];
    expect(states.map((row) => row.s)).toEqual(['failed', 'succeeded']);
    expect(states.find((row) => row.s === 'succeeded')!.n).toBeGreaterThan(N * 0.6);

    // The dashboard's "Stuck or Failing Jobs" holds failures with their attempts and HubSpot's message, nothing else.
    const stuck = await t.app.get(CrmSyncQueueService).stuck(stuckAfter);
    expect(stuck.length).toBeGreaterThan(0);
    expect(stuck.filter((row) => row.status !== 'failed' || row.attempts < 1 || !row.last_error)).toEqual([]);
  });

  it('should spread the leads over the four lead sources, and link them to contacts once contacts are seeded', async () => {
    const sources = (await db.query(`SELECT lead_source AS s, count(*)::int AS n FROM opportunities GROUP BY 1 ORDER BY 1`)).rows as { s: string; n: number }[];
    expect(sources.map((row) => row.s)).toEqual(['email', 'inbound_call', 'manual', 'web_form']);
    expect(sources.find((row) => row.s === 'web_form')!.n).toBeGreaterThan(N * 0.2);
    expect((await db.query(`SELECT count(*)::int AS n FROM opportunities WHERE contact_id IS NOT NULL`)).rows[0]).toEqual({ n: 0 });

    const contacts = spawnSync(process.execPath, [join(__dirname, '..', '..', 'dist', 'src', 'cli', 'perf-seed.js'), '--contacts', '3000'], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, QUEUE_PREFIX: `${t.queuePrefix}_seed`, DB_STATEMENT_TIMEOUT_MS: '100', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect({ status: contacts.status, stderr: contacts.stderr }).toEqual({ status: 0, stderr: '' });
    expect(contacts.stdout).toContain(`Linked ${N} opportunities to 3000 contacts`);
    const spread = (await db.query(
      `SELECT count(*)::int AS linked, count(DISTINCT contact_id)::int AS contacts FROM opportunities WHERE contact_id IS NOT NULL`,
    )).rows[0] as { linked: number; contacts: number };
    expect(spread).toEqual({ linked: N, contacts: 3000 });
    // Linking ends folded and analysed like the seed itself: the counters still add up to every lead.
    expect((await db.query(`SELECT count(*)::int AS n FROM opp_count_deltas`)).rows[0]).toEqual({ n: 0 });
    expect((await db.query(`SELECT sum(n)::int AS n FROM opp_counts`)).rows[0]).toEqual({ n: N });
  }, 180_000);
});
