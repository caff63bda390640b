import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { startTestApp, type TestApp } from '../utils/test-app';

/**
 * `npm run perf:seed -- --contacts --sequences --enrollments` (dist/src/cli/perf-seed.js; needs `npm run build`) on
 * small counts: realistic contacts (some without a usable address), sequences with templated steps, enrollments in
 * every state that the one-live-enrollment index and the ended_at check accept, under a tiny statement timeout.
 */
describe('perf:seed contacts, sequences and enrollments', () => {
  let t: TestApp;
  let db: Client;
  let seed: ReturnType<typeof spawnSync>;
  const one = async <T>(sql: string): Promise<T> => (await db.query(sql)).rows[0] as T;

  beforeAll(async () => {
    t = await startTestApp();
    db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    seed = spawnSync(
      process.execPath,
      [join(__dirname, '..', '..', 'dist', 'src', 'cli', 'perf-seed.js'), '--contacts', '3000', '--sequences', '7', '--enrollments', '5000'],
      {
        env: { ...process.env, DATABASE_URL: t.databaseUrl, QUEUE_PREFIX: `${t.queuePrefix}_seed`, DB_STATEMENT_TIMEOUT_MS: '100', LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 150_000,
      },
    );
  }, 180_000);
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('should add contacts with realistic fields and some unusable addresses', async () => {
    expect({ status: seed.status, stderr: seed.stderr }).toEqual({ status: 0, stderr: '' });
    expect(seed.stdout).toContain('Seeded 3000 contacts, 7 sequences, 5000 enrollments');
    const c = await one<Record<string, number>>(`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE email IS NULL)::int AS no_email,
             count(*) FILTER (WHERE email LIKE '%.invalid')::int AS placeholder, count(DISTINCT lifecycle_stage)::int AS stages,
             count(DISTINCT consent_status)::int AS consents, count(*) FILTER (WHERE search_text LIKE '%' || lower(last_name) || '%')::int AS searchable,
             (extract(epoch FROM max(created_at) - min(created_at)) / 86400)::int AS spread_days,
             count(*) FILTER (WHERE first_seen_at > created_at OR created_at > now())::int AS bad_times
      FROM contacts`);
    expect(c.total).toBe(3000);
    expect(c.no_email).toBeGreaterThan(30);
    expect(c.placeholder).toBeGreaterThan(30);
    expect(c.stages).toBe(4);
    expect(c.consents).toBe(3);
    expect(c.searchable).toBe(3000);
    expect(c.spread_days).toBeGreaterThanOrEqual(700);
    expect(c.bad_times).toBe(0);
  });

  it('should add sequences with steps and enrollments in every state on usable contacts only', async () => {
    expect(await one(`SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT is_active)::int AS archived FROM sequences`)).toEqual({ n: 7, archived: 1 });
    expect(await one(`SELECT count(*)::int AS n, count(*) FILTER (WHERE template_id IS NULL)::int AS untemplated FROM sequence_steps`)).toEqual({ n: 21, untemplated: 0 });
    const states = (await db.query(`SELECT status, count(*)::int AS n FROM sequence_enrollments GROUP BY 1 ORDER BY 1`)).rows as { status: string; n: number }[];
    expect(states.map((row) => row.status)).toEqual(['active', 'canceled', 'completed', 'failed', 'paused', 'pending']);
    expect(states.reduce((sum, row) => sum + row.n, 0)).toBe(5000);
    expect(await one(`SELECT count(DISTINCT sequence_id)::int AS n FROM sequence_enrollments`)).toEqual({ n: 7 });
    expect(await one(`SELECT count(*)::int AS n FROM sequence_enrollments e JOIN contacts c ON c.id = e.contact_id WHERE c.email IS NULL OR c.email LIKE '%.invalid'`)).toEqual({ n: 0 });
    expect(await one(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE status = 'active' AND next_run_at IS NULL`)).toEqual({ n: 0 });
  });
});
