import type { ChildProcess } from 'node:child_process';
import { freeTestPort } from '../utils/test-port';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startRedisServer } from '../utils/redis-server';
import { startTestApp, type TestApp } from '../utils/test-app';

/**
 * Redis that stops answering without closing its connections (a hung server or a silent network partition): every
 * command waits instead of failing. Requests must still answer within a few seconds, never hang.
 */
describe('Redis frozen (connections open, no answers)', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let headers: Record<string, string>;

  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: { success?: boolean; error_code?: string }; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${t.url}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) }, signal: AbortSignal.timeout(15_000) });
    const body = (await response.json()) as { success?: boolean; error_code?: string };
    return { status: response.status, body, ms: performance.now() - started };
  }
  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    const port = await freeTestPort();
    redis = await startRedisServer(port);
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, HEALTH_PROBE_TIMEOUT_MS: '1000' });
    const token = await t.app.get(ApiTokenService).create({ email: 'frozen.admin@movingco.example', role: UserRole.Admin, days: 1 });
    headers = { authorization: `Bearer ${token.token}` };
  });
  afterAll(async () => {
    redis.kill('SIGCONT');
    await t.close();
    redis.kill('SIGKILL');
  });

  it('should keep answering within seconds while Redis is frozen', async () => {
    expect((await call('/api/leads', json({ tracking_number: 'FZ-100', customer_name: 'Before', customer_email: 'before@example.com' }))).status).toBe(201);
    redis.kill('SIGSTOP');

    const list = await call('/api/opportunities');
    expect(list.status).toBe(200);
    expect(list.ms).toBeLessThan(5_000);

    const lead = await call('/api/leads', json({ tracking_number: 'FZ-101', customer_name: 'During', customer_email: 'during@example.com' }));
    expect(lead.status).toBe(201);
    expect(lead.ms).toBeLessThan(5_000);

    // The connection still looks up, so the re-queue is recorded in PostgreSQL (the dispatcher's wake-up waits for
    // Redis; its 30 s schedule picks the row up once Redis answers again).
    const requeue = await call('/api/hubspot/requeue', json({ tracking: 'FZ-100' }));
    expect(requeue.status).toBe(200);
    expect(requeue.body.success).toBe(true);
    expect(requeue.ms).toBeLessThan(5_000);

    const health = await call('/api-health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(5_000);

    const dashboard = await call('/api/dashboard/summary?range=7d');
    expect(dashboard.status).toBe(200);
    expect(dashboard.ms).toBeLessThan(5_000);
  }, 90_000);
});
