import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { insertContact, insertRuns, insertSequence, sql } from './support/factories';

const SCRAPE_TOKEN = 'scrape-0123456789abcdef';

/** Prometheus text → samples (name with labels → value); throws on any line that is not a comment or a sample. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (-?[0-9.e+-]+|NaN|[+-]Inf)$/.exec(line);
    if (!match) throw new Error(`Not Prometheus text: ${line}`);
    samples.set(match[1], Number(match[2]));
  }
  return samples;
}

describe('Metrics: /metrics, /metrics.json and /metrics/debug', () => {
  let t: TestApp;
  let db: DataSource;
  let redis: Redis;
  const bearer = { admin: '', staff: '' };

  const get = (path: string, token?: string): Promise<Response> =>
    fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', METRICS_TOKEN: SCRAPE_TOKEN });
    db = t.app.get(DataSource);
    redis = new Redis('redis://127.0.0.1:6379');
    for (const who of ['admin', 'staff'] as const) {
      bearer[who] = (await t.app.get(ApiTokenService).create({ email: `${who}.metrics@movingco.example`, days: 1, ...(who === 'admin' ? { role: UserRole.Admin } : {}) })).token;
    }
    const contact = await insertContact(db, { email: 'm@example.com', first_name: 'M' });
    const other = await insertContact(db, { email: 'n@example.com', first_name: 'N' });
    const sequence = await insertSequence(db, { name: 'Metrics' });
    await insertRuns(db, [
      { sequence_id: sequence.id, contact_id: contact.id, status: 'active', next_run_at: sql("now() - interval '5 minutes'") },
      { sequence_id: sequence.id, contact_id: other.id, status: 'active', next_run_at: sql("now() + interval '1 day'") },
    ]);
    await db.query(
      `INSERT INTO outbox_events (event_type, idempotency_key, payload, attempts, processed_at, next_run_at) VALUES
         ('call_outcome.recorded', 'm:1', '{}', 0, NULL, now() + interval '1 hour'), ('call_outcome.recorded', 'm:2', '{}', 2, NULL, now() + interval '1 hour'),
         ('call_outcome.recorded', 'm:3', '{}', 0, now(), now()), ('call_outcome.recorded', 'm:4', '{}', 1, now(), now())`,
    );
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it('should serve Prometheus text that parses, with the engine counters summed across processes', async () => {
    // This process counts through EngineCounters; "another process" (a worker) adds to the same Redis keys.
    t.app.get(EngineCounters).increment('deliveries_committed_total', 3);
    t.app.get(EngineCounters).increment('sequence_advancer_processed_total');
    await redis.incrby(`${t.queuePrefix}:metrics:deliveries_committed_total`, 2);
    await redis.incrby(`${t.queuePrefix}:metrics:sequence_errors_total`, 4);
    await waitFor('the counters to reach Redis', async () => Number(await redis.get(`${t.queuePrefix}:metrics:deliveries_committed_total`)) === 5);
    await get('/api/enrollments', bearer.admin);
    await get('/api/enrollments');

    const response = await get('/metrics', SCRAPE_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    const samples = parsePrometheus(text);
    expect(samples.get('deliveries_committed_total')).toBe(5);
    expect(samples.get('sequence_advancer_processed_total')).toBe(1);
    expect(samples.get('sequence_errors_total')).toBe(4);
    expect(samples.get('sequence_ready_enrollments')).toBe(1);
    expect(text).toContain('# TYPE deliveries_committed_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(samples.get('http_request_duration_seconds_count{method="GET",route="/api/enrollments",status_code="200"}')).toBeGreaterThanOrEqual(1);
    // Refusals are timed too (the guard answers before any handler).
    expect(samples.get('http_request_duration_seconds_count{method="GET",route="/api/enrollments",status_code="401"}')).toBeGreaterThanOrEqual(1);
    expect(samples.has('queue_jobs{queue="enrollment",state="waiting"}')).toBe(true);
    expect(samples.has('process_cpu_user_seconds_total')).toBe(true);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('should answer /metrics.json uncached and /metrics/debug with the outbox and run figures', async () => {
    const json = await get('/metrics.json', bearer.admin);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    expect(await json.json()).toMatchObject({
      success: true, deliveries_committed_total: 5, sequence_ready_enrollments: 1, sequence_advancer_processed_total: 1, sequence_errors_total: 4,
    });
    const debug = await get('/metrics/debug', bearer.admin);
    expect(debug.status).toBe(200);
    expect(await debug.json()).toMatchObject({ success: true, pending_outbox: 1, failed_outbox: 1, processed_outbox: 2, active_enrollments: 2 });
  });

  it('should let in only admins and the scrape token', async () => {
    for (const path of ['/metrics', '/metrics.json', '/metrics/debug']) {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, 'not-the-scrape-token')).status).toBe(401);
      expect((await get(path, bearer.staff)).status).toBe(403);
      expect((await get(path, SCRAPE_TOKEN)).status).toBe(200);
    }
  });
});
