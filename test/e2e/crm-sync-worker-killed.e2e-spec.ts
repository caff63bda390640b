import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startFakeHubSpot, type FakeHubSpot } from '../fakes/hubspot-fake';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';

const MAIN = join(__dirname, '..', '..', 'dist', 'src', 'main.js');

/** A worker killed (SIGKILL) in the middle of a HubSpot batch: re-running it never duplicates a contact or deal. */
describe('HubSpot sync when a worker dies mid-batch', () => {
  let hubspot: FakeHubSpot;
  let t: TestApp;
  const workers: ChildProcess[] = [];

  const startWorker = (): ChildProcess => {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        APP_ROLES: 'worker',
        DATABASE_URL: t.databaseUrl,
        REDIS_URL: 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: t.queuePrefix,
        LOG_LEVEL: 'silent',
        AUTH_DEV_IDP: 'false',
        HUBSPOT_ACCESS_TOKEN: hubspot.accessToken,
        HUBSPOT_BASE_URL: hubspot.url,
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    t = await startTestApp({ APP_ROLES: 'api', HUBSPOT_ACCESS_TOKEN: hubspot.accessToken, HUBSPOT_BASE_URL: hubspot.url });
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await t.close();
    await hubspot.close();
  });

  it('should leave exactly one contact and one deal per opportunity after the batch is re-run', async () => {
    const token = await t.app.get(ApiTokenService).create({ email: 'kill.bot@movingco.example', days: 1 });
    const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' };
    const trackings = ['KILL-1', 'KILL-2', 'KILL-3'];
    hubspot.setLatency(1500);
    for (const tracking of trackings) {
      const response = await fetch(`${t.url}/api/leads`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ tracking_number: tracking, customer_name: `Killed ${tracking}`, customer_email: `${tracking.toLowerCase()}@example.com` }),
      });
      expect(response.status).toBe(201);
    }
    const first = startWorker();
    // Contacts are in HubSpot, the deal upsert is in flight: kill the worker now.
    await waitFor('the contacts upsert', async () => hubspot.state.contacts.size >= 3, 30_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const db = t.app.get(DataSource);
    const stranded: { hubspot_sync_status: string }[] = await db.query(`SELECT hubspot_sync_status FROM opportunities WHERE tracking_number = ANY($1)`, [trackings]);
    expect(stranded.every((row) => row.hubspot_sync_status === 'in_progress')).toBe(true);

    hubspot.setLatency(0);
    startWorker();
    for (const tracking of trackings) {
      const requeue = await fetch(`${t.url}/api/hubspot/requeue`, { method: 'POST', headers, body: JSON.stringify({ tracking }) });
      expect(await requeue.json()).toEqual({ success: true, error: null });
    }
    await waitFor(
      'the re-run batch',
      async () => {
        const rows: { hubspot_sync_status: string }[] = await db.query(`SELECT hubspot_sync_status FROM opportunities WHERE tracking_number = ANY($1)`, [trackings]);
        return rows.every((row) => row.hubspot_sync_status === 'succeeded');
      },
      40_000,
    );
    for (const tracking of trackings) expect(hubspot.countDealsWith('q2g_tracking_number', tracking)).toBe(1);
    expect(hubspot.state.contacts.size).toBe(3);
    expect(hubspot.state.duplicateCreates).toBe(0);
  }, 90_000);
});
