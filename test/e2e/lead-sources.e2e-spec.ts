import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { MailboxSyncService } from 'src/modules/leads/intake/mailbox/mailbox-sync.service';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { makeLeadEmail } from '../factories/lead-email.factory';
import { startFakeGraph, type FakeGraph } from '../fakes/graph-fake';
import { sampleLead, startFakeLeadProvider, type FakeLeadProvider } from '../fakes/lead-provider-fake';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';

const FIXTURES = join(__dirname, '..', 'fixtures', 'lead-emails');
const MAILBOX = 'leads@movingco.example';

describe('Lead sources: Graph mailbox, lead-provider enrichment, CLI import', () => {
  let graph: FakeGraph;
  let provider: FakeLeadProvider;
  let t: TestApp;
  let db: DataSource;

  const count = async (sql: string, params: unknown[] = []): Promise<number> => ((await db.query(sql, params)) as { n: number }[])[0].n;

  beforeAll(async () => {
    graph = await startFakeGraph({ mailboxes: [MAILBOX] });
    provider = await startFakeLeadProvider();
    t = await startTestApp({
      GRAPH_TENANT_ID: graph.tenantId,
      GRAPH_CLIENT_ID: graph.clientId,
      GRAPH_CLIENT_SECRET: graph.clientSecret,
      GRAPH_LEAD_MAILBOX: MAILBOX,
      GRAPH_BASE_URL: graph.url,
      GRAPH_LOGIN_URL: graph.url,
      GRAPH_PAGE_SIZE: '4',
      LEAD_PROVIDER_API_URL: provider.url,
      LEAD_PROVIDER_API_KEY: provider.apiKey,
    });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
    await provider.close();
  });

  it('should read the lead mailbox with a paged delta query when asked to sync, then only new mail', async () => {
    const fixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.eml'));
    for (const file of fixtures) graph.addMessage(MAILBOX, 'inbox', readFileSync(join(FIXTURES, file)));
    for (let i = 0; i < 5; i++) graph.addMessage(MAILBOX, 'inbox', makeLeadEmail({ tracking: `Q2G-80000${i}`, name: `Graph Lead ${i}`, email: `graph${i}@example.com` }));
    const total = fixtures.length + 5;
    const token = await t.app.get(ApiTokenService).create({ email: 'graph.bot@movingco.example', days: 1 });
    const sync = await fetch(`${t.url}/api/sync-opportunities`, { method: 'POST', headers: { authorization: `Bearer ${token.token}` } });
    expect(await sync.json()).toMatchObject({ success: true, error: null });
    await waitFor('every mailbox message recorded', async () => (await count(`SELECT count(*)::int AS n FROM lead_messages WHERE source = 'graph'`)) === total);
    const statuses: { status: string; n: number }[] = await db.query(`SELECT status, count(*)::int AS n FROM lead_messages GROUP BY status ORDER BY status`);
    expect(statuses.find((s) => s.status === 'parsed')?.n).toBeGreaterThanOrEqual(12);
    expect(statuses.find((s) => s.status === 'ignored')?.n).toBeGreaterThanOrEqual(1);
    expect(await count(`SELECT count(*)::int AS n FROM opportunities WHERE tracking_number LIKE 'Q2G-80000%'`)).toBe(5);

    // The scheduled read and the one the sync request queued may still be running; this direct read must be alone.
    const leads = t.app.get<Queue>(getQueueToken(QueueName.Leads), { strict: false });
    await waitFor('no mailbox read in flight', async () =>
      (await leads.getJobs(['active', 'waiting', 'prioritized'])).every((job) => job.name !== JobName.MailboxSync),
    );
    const fetchedBefore = graph.state.requests.filter((r) => r.path.endsWith('/$value')).length;
    graph.addMessage(MAILBOX, 'inbox', makeLeadEmail({ tracking: 'Q2G-800099', name: 'Late Arrival', email: 'late@example.com' }));
    graph.throttleNext(1, 1);
    const result = await t.app.get(MailboxSyncService).syncNow();
    expect(result).toMatchObject({ seen: 1, ingested: 1, failed: 0 });
    expect(graph.state.requests.filter((r) => r.path.endsWith('/$value')).length).toBe(fetchedBefore + 1);
    expect(graph.state.stats.throttled).toBe(1);
  });

  it('should start a new round, not fail every minute, when the saved delta link names the Graph address of an earlier run', async () => {
    // `npm start` runs its local Graph on a new port after a restart: the link saved by the last run points elsewhere.
    const saved: { delta_link: string }[] = await db.query(`SELECT delta_link FROM mailbox_sync_state WHERE delta_link IS NOT NULL`);
    expect(saved.length).toBeGreaterThan(0);
    const current = new URL(saved[0].delta_link);
    const earlier = new URL(saved[0].delta_link);
    earlier.port = String(Number(current.port || '80') + 1);
    await db.query(`UPDATE mailbox_sync_state SET delta_link = replace(delta_link, $1, $2)`, [current.origin, earlier.origin]);
    graph.addMessage(MAILBOX, 'inbox', makeLeadEmail({ tracking: 'Q2G-800098', name: 'After Restart', email: 'after.restart@example.com' }));

    const result = await t.app.get(MailboxSyncService).syncNow();

    expect(result).toMatchObject({ ingested: 1, failed: 0 });
    expect(result.skipped).toBe(result.seen - 1);
    const now: { delta_link: string }[] = await db.query(`SELECT delta_link FROM mailbox_sync_state WHERE delta_link IS NOT NULL`);
    expect(now.every((row) => row.delta_link.startsWith(current.origin))).toBe(true);
  });

  it('should enrich a lead that lacks phone and move date from the lead-provider API, and leave a 404 as is', async () => {
    provider.addLead(sampleLead('Q2G-900001', { customer: { name: 'Enrich Me', email: 'enrich@example.com', phone: '(720) 555-0188' } }));
    const token = await t.app.get(ApiTokenService).create({ email: 'enrich.bot@movingco.example', days: 1 });
    for (const tracking of ['Q2G-900001', 'Q2G-900404']) {
      const raw = makeLeadEmail({ tracking, name: 'Enrich Me', email: tracking === 'Q2G-900001' ? 'enrich@example.com' : 'missing@example.com' });
      await fetch(`${t.url}/api/leads/inbound-email`, { method: 'POST', headers: { authorization: `Bearer ${token.token}` }, body: raw });
    }
    const enriched = await waitFor('enrichment', async () => {
      const rows: { customer_phone: string; move_date: string; enriched: boolean; process_status: string; destination_state: string }[] = await db.query(
        `SELECT customer_phone, move_date::text, enriched, process_status, destination_state FROM opportunities WHERE tracking_number = 'Q2G-900001'`,
      );
      return rows[0]?.enriched ? rows[0] : undefined;
    });
    expect(enriched).toMatchObject({ customer_phone: '+17205550188', move_date: '2025-07-01', destination_state: 'CO' });
    await waitFor('the 404 lookup', async () => provider.state.stats.notFound >= 1);
    const missing: { enriched: boolean; customer_phone: string | null }[] = await db.query(
      `SELECT enriched, customer_phone FROM opportunities WHERE tracking_number = 'Q2G-900404'`,
    );
    expect(missing[0]).toEqual({ enriched: false, customer_phone: null });
  });

  it('should import a folder of .eml files from the CLI with a summary, idempotently', () => {
    const env = { ...process.env, DATABASE_URL: t.databaseUrl, REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: t.queuePrefix, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    const run = () =>
      spawnSync(process.execPath, [join(__dirname, '..', '..', 'dist', 'src', 'cli', 'leads-import.js'), FIXTURES], { env, encoding: 'utf8', timeout: 60_000 });
    // The exit code with what the CLI said, so a failure shows why.
    const outcome = (result: ReturnType<typeof run>) => ({ status: result.status, said: `${result.stdout}\n${result.stderr}`.trim().slice(-2000) });
    const first = run();
    expect(outcome(first)).toMatchObject({ status: 0 });
    expect(first.stdout).toMatch(/Imported 10 files in [\d.]+ s/);
    const second = run();
    expect(outcome(second)).toMatchObject({ status: 0 });
    expect(second.stdout).toContain('already imported 10');
  });
});
