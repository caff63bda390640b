import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxRelay } from 'src/modules/outbox/outbox-relay.service';
import { OutboxRepository } from 'src/modules/outbox/outbox.repository';
import { JobQueue } from 'src/queue/job-queue.service';
import { QueueName } from 'src/queue/queue.constants';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';

interface Item {
  id: string;
  event_type: string;
  idempotency_key: string;
  attempts: number;
  next_run_at: string;
  created_at: string;
  processed_at: string | null;
  last_error: string | null;
  payload: Record<string, unknown>;
  status: string;
}
interface Answer {
  success: boolean;
  error: string | null;
  error_code?: string;
  outbox_items: Item[];
  outbox_item: Item;
}

const ROOT = join(__dirname, '..', '..');

/**
 * A relay in its own process, slowed to ~10 ms per job so the test can kill it (SIGKILL) in the middle of a batch:
 * it boots the api role (no background relay, no job consumers) and relays batch after batch until the outbox is empty.
 */
const RELAY_CHILD = `
require('reflect-metadata');
const { join } = require('node:path');
const src = (path) => require(join(process.env.ROOT, 'src', path));
const { NestFactory } = require('@nestjs/core');
const { AppModule } = src('app.module.ts');
const { OutboxRelay } = src('modules/outbox/outbox-relay.service.ts');
const { OutboxRepository } = src('modules/outbox/outbox.repository.ts');
const { JobQueue } = src('queue/job-queue.service.ts');
(async () => {
  const context = await NestFactory.createApplicationContext(AppModule.forRoles(['api']), { logger: ['error'] });
  const jobs = context.get(JobQueue);
  const slow = { enqueue: async (...args) => { await new Promise((r) => setTimeout(r, 10)); return jobs.enqueue(...args); } };
  const relay = new OutboxRelay(context.get(OutboxRepository, { strict: false }), slow);
  process.stdout.write('ready\\n');
  while ((await relay.relayOnce()) > 0);
  process.stdout.write('done\\n');
  process.exit(0);
})();
`;

describe('Outbox API and the relay killed mid-batch', () => {
  let t: TestApp;
  let db: DataSource;
  const bearer: Record<'staff' | 'admin', Record<string, string>> = { staff: {}, admin: {} };
  const children: ChildProcess[] = [];

  const call = async (method: string, path: string, who: 'staff' | 'admin' = 'admin'): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: bearer[who] });
    return { status: response.status, body: (await response.json()) as Answer };
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    for (const who of ['staff', 'admin'] as const) {
      const token = await t.app.get(ApiTokenService).create({ email: `${who}.outbox@movingco.example`, days: 1, ...(who === 'admin' ? { role: UserRole.Admin } : {}) });
      bearer[who] = { authorization: `Bearer ${token.token}` };
    }
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await t.close();
  });

  it('should list items by displayed status with their fields, and retry only unprocessed ones', async () => {
    await db.query(`DELETE FROM outbox_events`);
    const [pending, failed, processed] = (await db.query(
      `INSERT INTO outbox_events (event_type, idempotency_key, payload, attempts, last_error, processed_at, next_run_at) VALUES
         ('opportunity.crm_sync_requested', 'k:pending', '{"opportunityId": "o-1"}', 0, NULL, NULL, now() + interval '1 hour'),
         ('opportunity.crm_sync_requested', 'k:failed', '{"opportunityId": "o-2"}', 3, 'Redis down', NULL, now() + interval '1 hour'),
         ('opportunity.crm_sync_requested', 'k:processed', '{"opportunityId": "o-3"}', 1, NULL, now(), now())
       RETURNING id`,
    )) as { id: string }[];

    const list = await call('GET', '/api/outbox?status=pending');
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.outbox_items).toHaveLength(1);
    expect(list.body.outbox_items[0]).toMatchObject({
      id: pending.id, event_type: 'opportunity.crm_sync_requested', idempotency_key: 'k:pending', attempts: 0, processed_at: null,
      last_error: null, payload: { opportunityId: 'o-1' }, status: 'pending',
    });
    expect(Object.keys(list.body.outbox_items[0]).sort()).toEqual(
      ['attempts', 'created_at', 'event_type', 'id', 'idempotency_key', 'last_error', 'next_run_at', 'payload', 'processed_at', 'status'],
    );
    expect((await call('GET', '/api/outbox')).body.outbox_items.map((i) => i.id)).toEqual([pending.id]);
    expect((await call('GET', '/api/outbox?status=failed')).body.outbox_items.map((i) => [i.id, i.status, i.attempts, i.last_error])).toEqual([[failed.id, 'failed', 3, 'Redis down']]);
    const done = (await call('GET', '/api/outbox?status=processed')).body.outbox_items;
    expect(done.map((i) => [i.id, i.status])).toEqual([[processed.id, 'processed']]);
    expect(done[0].processed_at).not.toBeNull();
    expect((await call('GET', '/api/outbox?status=bogus')).status).toBe(400);

    // Retry Now: due at once, the record of tries kept; a processed one is refused; staff may not (OPS_FOR_ALL off).
    const retried = await call('POST', `/api/outbox/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ success: true, error: null, outbox_item: { id: failed.id, attempts: 3, last_error: 'Redis down', status: 'failed' } });
    expect(Math.abs(Date.parse(retried.body.outbox_item.next_run_at) - Date.now())).toBeLessThan(60_000);
    const refused = await call('POST', `/api/outbox/${processed.id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: 'Only unprocessed outbox items can be retried', error_code: 'OUTBOX_ITEM_PROCESSED' });
    expect((await call('POST', `/api/outbox/${pending.id}/retry`, 'staff')).status).toBe(403);
    expect((await call('POST', `/api/outbox/${randomUUID()}/retry`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/outbox`)).status).toBe(401);
  });

  it('should deliver every event once when the relay process is killed (SIGKILL) mid-batch', async () => {
    await db.query(`DELETE FROM outbox_events`);
    const total = 600;
    await db.query(
      `INSERT INTO outbox_events (event_type, idempotency_key, payload)
       SELECT $1, 'kill:' || g, jsonb_build_object('opportunityId', gen_random_uuid()) FROM generate_series(1, $2::int) g`,
      [OutboxEvent.MoveDateChanged, total],
    );
    const queue = t.app.get(JobQueue).queue(QueueName.Enrollment);
    const queued = async (): Promise<number> => queue.getJobCountByTypes('waiting', 'delayed', 'prioritized');
    const processed = async (): Promise<number> => (await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE processed_at IS NOT NULL`))[0].n;

    const child = spawn(process.execPath, ['--import', join(ROOT, 'test', 'utils', 'swc-register.mjs'), '-e', RELAY_CHILD], {
      cwd: ROOT,
      env: { ...process.env, ROOT, APP_ROLES: 'api', DATABASE_URL: t.databaseUrl, QUEUE_PREFIX: t.queuePrefix, LOG_LEVEL: 'silent', AUTH_DEV_IDP: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    // Killed inside its third batch: two batches committed, part of the third added to the queue but not committed.
    await waitFor('the relay to be inside its third batch', async () => (await queued()) >= 240, 60_000);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const jobsAtKill = await queued();
    await waitFor('the killed batch to roll back', async () =>
      (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`))[0].n === 0);
    const processedAtKill = await processed();
    expect(processedAtKill).toBe(200);
    expect(jobsAtKill).toBeGreaterThan(processedAtKill);

    // The restarted relay claims the rolled-back batch again; its re-added jobs collapse into the ones already there.
    const relay = new OutboxRelay(t.app.get(OutboxRepository, { strict: false }), t.app.get(JobQueue));
    while ((await relay.relayOnce()) > 0);
    expect(await processed()).toBe(total);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized'], 0, -1);
    expect(jobs).toHaveLength(total);
    const events: { id: string; payload: { opportunityId: string } }[] = await db.query(`SELECT id, payload FROM outbox_events`);
    const byId = new Map(jobs.map((job) => [job.id, job.data as { opportunityId: string }]));
    expect(byId.size).toBe(total);
    for (const event of events) expect(byId.get(event.id)).toEqual({ opportunityId: event.payload.opportunityId });
  }, 120_000);
});
