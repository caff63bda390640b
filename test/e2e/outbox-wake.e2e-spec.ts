import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxRelay } from 'src/modules/outbox/outbox-relay.service';
import { OutboxWakeListener } from 'src/modules/outbox/outbox-wake.listener';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { withAdminClient } from '../utils/test-database';
import { waitFor } from '../utils/wait-for';

const LISTENER = 'lead-automation-outbox-listener';

/**
 * The worker's relay is woken by PostgreSQL when an append commits (LISTEN/NOTIFY), not only by its 1 s poll.
 * A call event is used: without HubSpot its job (SyncCrmActivity) does nothing, so nothing but the relay touches it.
 */
describe('Outbox relay wake-up on commit', () => {
  let t: TestApp;
  let db: DataSource;
  let outbox: OutboxService;
  let transactions: TransactionHost<TypeOrmTransactions>;
  let wake: jest.SpyInstance;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    outbox = t.app.get(OutboxService, { strict: false });
    transactions = t.app.get<TransactionHost<TypeOrmTransactions>>(TransactionHost, { strict: false });
    wake = jest.spyOn(t.app.get(OutboxRelay, { strict: false }), 'wake');
  });
  afterAll(() => t.close());

  const recordCall = (): Promise<void> =>
    outbox.append(OutboxEvent.CallOutcomeRecorded, { callOutcomeId: randomUUID(), opportunityId: randomUUID(), outcome: 'answered' });
  const processed = async (): Promise<number> => (await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE processed_at IS NOT NULL`))[0].n;

  it('should not wake the relay for an append that rolled back', async () => {
    await expect(
      transactions.withTransaction(async () => {
        await recordCall();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wake).not.toHaveBeenCalled();
  });

  it('should wake the relay as soon as an append commits, and relay the event', async () => {
    await transactions.withTransaction(async () => {
      await recordCall();
      await recordCall();
    });
    await waitFor('the wake-up', async () => wake.mock.calls.length > 0, 2000);
    await waitFor('both events relayed', async () => (await processed()) === 2, 5000);
  });

  it('should listen again after its connection is cut, and catch up on what committed meanwhile', async () => {
    const listeners = async (): Promise<number> =>
      (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [LISTENER]))[0].n;
    expect(await listeners()).toBe(1);
    wake.mockClear();
    await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [LISTENER]);
    await transactions.withTransaction(() => recordCall());
    await waitFor('the listener to reconnect', async () => (await listeners()) === 1 && wake.mock.calls.length > 0, 10_000);
    await waitFor('the event committed while it was away', async () => (await processed()) === 3, 5000);

    wake.mockClear();
    await transactions.withTransaction(() => recordCall());
    await waitFor('a wake-up through the new connection', async () => wake.mock.calls.length > 0, 2000);
    await waitFor('the new event relayed', async () => (await processed()) === 4, 5000);
  }, 30_000);

  it('should stop reconnecting once the worker stops, even in the middle of a database outage', async () => {
    const listeners = async (): Promise<number> =>
      (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [LISTENER]))[0].n;
    const [{ name }]: { name: string }[] = await db.query(`SELECT current_database() AS name`);
    // An outage for new connections only: the app's pooled sessions stay, the listener's reconnects are refused.
    const allowConnections = (allow: boolean): Promise<unknown> => withAdminClient((admin) => admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${allow}`));
    await allowConnections(false);
    try {
      await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [LISTENER]);
      const listener = t.app.get(OutboxWakeListener, { strict: false });
      // The library's own reconnect events (not exposed by the listener): counts the attempts of its loop.
      let attempts = 0;
      listener['subscriber']?.events.on('reconnect', () => attempts++);
      await waitFor('failed reconnect attempts', async () => attempts >= 2, 5000);
      const started = Date.now();
      await listener.onApplicationShutdown();
      expect(Date.now() - started).toBeLessThan(1000);
      const atShutdown = attempts;
      // Still refused: a loop that ignored the stop would try again within its pace (2 s, then 4 s).
      await new Promise((resolve) => setTimeout(resolve, 7000));
      expect(attempts - atShutdown).toBeLessThanOrEqual(1);
    } finally {
      await allowConnections(true);
    }
    // The database is back: a loop still running would reconnect within its 5 s pace.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    expect(await listeners()).toBe(0);
  }, 30_000);
});
