import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { freeTestPort } from '../utils/test-port';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { EnrichmentService } from 'src/modules/leads/intake/enrichment.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { makeLeadEmail } from '../factories/lead-email.factory';
import { startRedisServer, stopRedisServer } from '../utils/redis-server';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';

interface Timed<T> {
  status: number;
  body: T;
  ms: number;
}

describe('Redis outages: producers answer fast and honestly, schedules come back', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  let headers: Record<string, string>;

  async function call<T = { success: boolean; error_code?: string }>(path: string, init: RequestInit = {}): Promise<Timed<T>> {
    const started = performance.now();
    const response = await fetch(`${t.url}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) }, signal: AbortSignal.timeout(20_000) });
    const body = (await response.json()) as T;
    return { status: response.status, body, ms: performance.now() - started };
  }

  // A producer that waited for Redis would hang until the 20 s abort above; the fail-fast path answers in tens of
  // milliseconds on a quiet machine. FAST_MS is far from both, so a CI machine at full load does not fail the test.
  const FAST_MS = 2500;

  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    port = await freeTestPort();
    redis = await startRedisServer(port);
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, HEALTH_PROBE_TIMEOUT_MS: '1000' });
    const token = await t.app.get(ApiTokenService).create({ email: 'outage.admin@movingco.example', role: UserRole.Admin, days: 1 });
    headers = { authorization: `Bearer ${token.token}` };
  });
  afterAll(async () => {
    // The app closes first, while its Redis still answers: the graceful close waits for the workers' connections.
    await t.close();
    redis.kill('SIGKILL');
  });

  it('should answer every producer at once (never waiting for Redis) while Redis is down, keeping stored leads', async () => {
    const before = await call<{ success: boolean; opportunity_id: string }>('/api/leads', json({ tracking_number: 'RD-100', customer_name: 'Before Outage', customer_email: 'before@example.com' }));
    expect(before.status).toBe(201);
    // One lead email before the outage too: the parser's worker threads start with the first email (seconds on a loaded
    // machine), which is not what the timing below is about.
    const warm = await call<{ success: boolean; status: string }>('/api/leads/inbound-email', {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822' },
      body: makeLeadEmail({ tracking: 'RD-099', name: 'Mailed Before Outage', email: 'mailed.before@example.com' }),
    });
    expect([warm.status, warm.body.status]).toEqual([200, 'parsed']);

    await stopRedisServer(redis);
    await waitFor('health to notice Redis is down', async () => (await fetch(`${t.url}/api-health`)).status === 503, 30_000);

    const lead = await call<{ success: boolean; opportunity_id: string }>('/api/leads', json({ tracking_number: 'RD-101', customer_name: 'During Outage', customer_email: 'during@example.com' }));
    expect(lead.status).toBe(201);
    expect(lead.ms).toBeLessThan(FAST_MS);
    const email = await call<{ success: boolean; status: string }>('/api/leads/inbound-email', {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822' },
      body: makeLeadEmail({ tracking: 'RD-102', name: 'Mailed During Outage', email: 'mailed@example.com' }),
    });
    expect(email.status).toBe(200);
    expect(email.body.status).toBe('parsed');
    expect(email.ms).toBeLessThan(2 * FAST_MS);
    const stored = await t.app.get(DataSource).query<{ tracking_number: string; hubspot_sync_status: string }[]>(
      `SELECT tracking_number, hubspot_sync_status FROM opportunities WHERE tracking_number IN ('RD-101', 'RD-102') ORDER BY 1`,
    );
    expect(stored).toEqual([
      { tracking_number: 'RD-101', hubspot_sync_status: 'queued' },
      { tracking_number: 'RD-102', hubspot_sync_status: 'queued' },
    ]);

    const requeue = await call('/api/hubspot/requeue', json({ opportunity_id: before.body.opportunity_id }));
    expect([requeue.status, requeue.body.error_code]).toEqual([503, 'QUEUE_UNAVAILABLE']);
    expect(requeue.ms).toBeLessThan(FAST_MS);
    const syncAll = await call('/api/sync-opportunities', { method: 'POST' });
    expect([syncAll.status, syncAll.body.error_code]).toEqual([503, 'QUEUE_UNAVAILABLE']);
    expect(syncAll.ms).toBeLessThan(FAST_MS);

    const dashboard = await call<{ success: boolean; data: { health: { worker_ok: boolean; queue_depth: number }; totals: { total: number } } }>('/api/dashboard/summary?range=7d');
    expect(dashboard.status).toBe(200);
    expect(dashboard.ms).toBeLessThan(FAST_MS);
    expect(dashboard.body.data.health.worker_ok).toBe(false);
    expect(dashboard.body.data.totals.total).toBeGreaterThanOrEqual(3);
    const board = await call('/admin/queues/api/queues');
    expect([board.status, board.body.error_code]).toEqual([503, 'QUEUE_UNAVAILABLE']);
    expect(board.ms).toBeLessThan(FAST_MS);
    const list = await call<{ success: boolean; total: number }>('/api/opportunities');
    expect(list.status).toBe(200);
  }, 120_000);

  it('should re-create the repeating jobs and the heartbeat when Redis comes back empty, without a restart', async () => {
    if (redis.exitCode === null) await stopRedisServer(redis);
    redis = await startRedisServer(port);
    await waitFor('a healthy report with a fresh heartbeat', async () => (await fetch(`${t.url}/api-health`)).status === 200, 45_000);

    // The lead stored during the outage recorded its enrichment request in the outbox with the lead; the relay kept
    // retrying it with backoff and hands it to the queue once Redis is back, so the enrichment runs by itself.
    const db = t.app.get(DataSource);
    const stage = async (): Promise<string> =>
      (await db.query<{ process_status: string }[]>(`SELECT process_status FROM opportunities WHERE tracking_number = 'RD-101'`))[0].process_status;
    await waitFor('the deferred enrichment to run', async () => (await stage()) === 'processing', 45_000);
    const undelivered: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE processed_at IS NULL`);
    expect(undelivered[0].n).toBe(0);
    const retried: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE attempts > 0`);
    expect(retried[0].n).toBeGreaterThan(0);

    // A flush of a running Redis (no reconnect at all) is noticed too.
    const client = new Redis(`redis://127.0.0.1:${port}`);
    try {
      await client.flushall();
      await waitFor('a healthy report with a fresh heartbeat', async () => (await fetch(`${t.url}/api-health`)).status === 200, 45_000);
      const queue = t.app.get(JobQueue).queue(QueueName.Maintenance);
      expect(await queue.getJobScheduler(JobName.WorkerHeartbeat)).toBeTruthy();
      expect(await queue.getJobScheduler(JobName.PurgeExpiredSessions)).toBeTruthy();
    } finally {
      client.disconnect();
    }

    // A job lost inside Redis (the flush above) has no outbox row left to replay: the enrichment sweep offers it again.
    await db.query(`UPDATE opportunities SET process_status = 'scraped' WHERE tracking_number = 'RD-101'`);
    expect(await t.app.get(EnrichmentService).sweepNeverEnriched(new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    await waitFor('the swept enrichment to run', async () => (await stage()) === 'processing', 20_000);
  }, 180_000);
});
