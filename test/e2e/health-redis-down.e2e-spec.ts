import type { ChildProcess } from 'node:child_process';
import { freeTestPort } from '../utils/test-port';
import { startRedisServer } from '../utils/redis-server';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Report {
  success: boolean;
  data: { summary: { healthy: number; errors: number; timeouts: number }; endpoints: { name: string; status: string; error: string | null }[] };
}


describe('/api-health when Redis stops: 503 within a second', () => {
  let t: TestApp;
  let redis: ChildProcess;

  beforeAll(async () => {
    const port = await freeTestPort();
    redis = await startRedisServer(port);
    // The product's default probe timeout (the harness gives the others more on a busy machine).
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, HEALTH_PROBE_TIMEOUT_MS: '900' });
  });
  afterAll(async () => {
    redis.kill('SIGKILL');
    await t.close();
  });

  it('should be 200 while Redis runs and 503 naming Redis once it stops, while the API keeps answering', async () => {
    const before = await fetch(`${t.url}/api-health`);
    expect(before.status).toBe(200);

    await new Promise<void>((resolve) => {
      redis.once('exit', () => resolve());
      redis.kill('SIGTERM');
    });
    const began = performance.now();
    const after = await fetch(`${t.url}/api-health`);
    expect(after.status).toBe(503);
    // Within a second: the queue probe knows Redis is down instead of waiting for BullMQ's connection.
    expect(performance.now() - began).toBeLessThan(1000);
    const body = (await after.json()) as Report;
    expect(body.success).toBe(false);
    const redisProbe = body.data.endpoints.find((e) => e.name === 'Redis');
    expect(['connection_error', 'timeout', 'error']).toContain(redisProbe?.status);
    expect(body.data.endpoints.find((e) => e.name === 'Database')?.status).toBe('healthy');
    expect(body.data.summary.healthy).toBeLessThan(body.data.endpoints.length);
    // Sign-in state still works: sessions live in Postgres and the rate limiter fails open.
    const status = await fetch(`${t.url}/auth/status`);
    expect(status.status).toBe(200);
  });
});
