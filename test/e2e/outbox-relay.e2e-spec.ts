import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OutboxRelay, RELAY_BATCH } from 'src/modules/outbox/outbox-relay.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxRepository } from 'src/modules/outbox/outbox.repository';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';

/**
 * The relay dies in the middle of a batch: after it added some jobs but before its transaction committed. The
 * API role only runs here (no worker: no background relay, no job consumers), so the test drives the relay itself.
 */
describe('Outbox relay', () => {
  let t: TestApp;
  let db: DataSource;
  let jobs: JobQueue;
  let outbox: OutboxRepository;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    jobs = t.app.get(JobQueue);
    outbox = t.app.get(OutboxRepository, { strict: false });
  });
  afterAll(() => t.close());

  it('should deliver every event exactly once when the relay is killed mid-batch', async () => {
    const total = 250;
    const opportunityIds = Array.from({ length: total }, () => randomUUID());
    await db.query(
      `INSERT INTO outbox_events (event_type, idempotency_key, payload)
       SELECT $1, 'test:' || id, jsonb_build_object('opportunityId', id) FROM unnest($2::uuid[]) AS id`,
      [OutboxEvent.EnrichmentRequested, opportunityIds],
    );

    // A relay whose process dies after adding 40 jobs of its first batch: it hangs, and its database session is
    // terminated under it (what PostgreSQL sees when a process is killed), which rolls the batch back.
    let added = 0;
    let release = (): void => undefined;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const dying = {
      enqueue: async (...args: Parameters<JobQueue['enqueue']>) => {
        if (added === 40) {
          await hung;
          throw new Error('the relay process was killed');
        }
        added++;
        return jobs.enqueue(...args);
      },
    } as unknown as JobQueue;
    const killed = new OutboxRelay(outbox, dying).relayOnce();
    await waitFor('the dying relay to add 40 jobs', async () => added === 40);
    const terminated: { n: number }[] = await db.query(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle in transaction'`,
    );
    expect(terminated[0].n).toBe(1);
    release();
    await expect(killed).rejects.toThrow();

    const queue = jobs.queue(QueueName.Leads);
    const processed = async (): Promise<number> => (await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE processed_at IS NOT NULL`))[0].n;
    expect(await processed()).toBe(0);
    expect(await queue.getJobCountByTypes('waiting', 'delayed', 'prioritized')).toBe(40);

    // A new relay (the restarted worker) claims everything again; the 40 re-deliveries collapse into their jobs.
    const relay = new OutboxRelay(outbox, jobs);
    const claims: number[] = [];
    for (let claimed = await relay.relayOnce(); claimed > 0; claimed = await relay.relayOnce()) claims.push(claimed);
    expect(claims).toEqual([RELAY_BATCH, RELAY_BATCH, total - 2 * RELAY_BATCH]);

    expect(await processed()).toBe(total);
    const waiting = await queue.getJobs(['waiting', 'delayed', 'prioritized'], 0, -1);
    expect(waiting).toHaveLength(total);
    expect(waiting.every((job) => job.name === JobName.EnrichOpportunity)).toBe(true);
    const events: { id: string; payload: { opportunityId: string } }[] = await db.query(`SELECT id, payload FROM outbox_events`);
    const byJobId = new Map(waiting.map((job) => [job.id, job.data as { opportunityId: string }]));
    for (const event of events) expect(byJobId.get(event.id)).toEqual({ opportunityId: event.payload.opportunityId });
  }, 60_000);

  it('should leave an event it could not hand to the queue for a later try, with the reason', async () => {
    await db.query(`DELETE FROM outbox_events`);
    await db.query(`INSERT INTO outbox_events (event_type, idempotency_key, payload) VALUES ('opportunity.renamed', 'test:unknown', '{}')`);
    expect(await new OutboxRelay(outbox, jobs).relayOnce()).toBe(1);
    const [row]: { attempts: number; last_error: string; processed_at: Date | null; wait: number }[] = await db.query(
      `SELECT attempts, last_error, processed_at, extract(epoch FROM next_run_at - now())::float AS wait FROM outbox_events`,
    );
    expect(row).toMatchObject({ attempts: 1, last_error: 'Unknown outbox event opportunity.renamed', processed_at: null });
    expect(row.wait).toBeGreaterThan(0.5);
    expect(row.wait).toBeLessThanOrEqual(1);
    // Not due yet: the next run leaves it alone.
    expect(await new OutboxRelay(outbox, jobs).relayOnce()).toBe(0);
  });
});
