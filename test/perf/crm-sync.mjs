// CRM sync benchmark: a backfill of N queued opportunities (default 50,000) synced by the worker against the local
// HubSpot fake enforcing 190 requests / 10 s. Reports duration, request rate vs the ceiling, 429s, failures and
// duplicates. Usage: npm run build && node test/perf/crm-sync.mjs [count]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const count = Number(process.argv[2] ?? 50_000);
const admin = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `la_perf_sync_${Date.now().toString(36)}`;
const { startFakeHubSpot } = require(join(root, 'dist', 'test', 'fakes', 'hubspot-fake.js'));
const { overrideEnv } = require(join(root, 'dist', 'src', 'config', 'process-env.js'));

const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE "${database}"`);
const url = new URL(admin);
url.pathname = `/${database}`;
const hubspot = await startFakeHubSpot({ limitPer10s: 190 });
overrideEnv({
  NODE_ENV: 'test', APP_ROLES: 'worker', DATABASE_URL: url.toString(), REDIS_URL: 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: `laperfsync${Date.now().toString(36)}`, LOG_LEVEL: 'warn', HUBSPOT_ACCESS_TOKEN: hubspot.accessToken, HUBSPOT_BASE_URL: hubspot.url,
});
const { createApp } = require(join(root, 'dist', 'src', 'bootstrap.js'));
const app = await createApp();
await app.init();
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
try {
  await db.query(
    `INSERT INTO opportunities (tracking_number, customer_name, customer_email, customer_phone, move_date, origin_city, origin_state,
       destination_city, destination_state, estimated_revenue, hubspot_sync_status, sync_state_changed_at)
     SELECT 'BF-' || g, 'Backfill Customer ' || g, 'backfill' || g || '@example.com', '+1512555' || lpad((g % 10000)::text, 4, '0'),
            current_date + 30, 'Austin', 'TX', 'Denver', 'CO', 2000 + g % 3000, 'queued', now()
     FROM generate_series(1, $1) g`,
    [count],
  );
  const started = Date.now();
  const { CrmSyncQueueService } = require(join(root, 'dist', 'src', 'modules', 'crm-sync', 'crm-sync-queue.service.js'));
  await app.get(CrmSyncQueueService).wakeDispatcher();
  let done = 0;
  let failed = 0;
  while (done + failed < count) {
    await new Promise((r) => setTimeout(r, 2000));
    const { rows } = await db.query(`SELECT count(*) FILTER (WHERE hubspot_sync_status = 'succeeded')::int AS ok, count(*) FILTER (WHERE hubspot_sync_status = 'failed')::int AS failed FROM opportunities`);
    done = rows[0].ok;
    failed = rows[0].failed;
    process.stdout.write(`\r${done} synced, ${failed} failed, ${hubspot.state.stats.requests} requests, ${hubspot.state.stats.rateLimited} × 429   `);
  }
  const seconds = (Date.now() - started) / 1000;
  const accepted = hubspot.state.stats.requests - hubspot.state.stats.rateLimited;
  const rate = accepted / seconds;
  const dealDuplicates = hubspot.state.deals.size - count;
  console.log(
    `\nSynced ${done} opportunities (${failed} failed) in ${seconds.toFixed(1)} s: ${accepted} accepted requests, ` +
      `${rate.toFixed(1)} req/s = ${((rate / 19) * 100).toFixed(0)}% of the 19 req/s ceiling; 429s ${hubspot.state.stats.rateLimited}; ` +
      `deals ${hubspot.state.deals.size} (duplicates ${dealDuplicates}, duplicateCreates ${hubspot.state.duplicateCreates}); contacts ${hubspot.state.contacts.size}`,
  );
} finally {
  await db.end();
  await app.close();
  await hubspot.close();
  await adminClient.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await adminClient.end();
  process.exit(0);
}
