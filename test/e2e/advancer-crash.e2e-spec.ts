import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { SmtpCatcher } from 'src/modules/delivery/smtp-catcher.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { BRANCH_EMAIL, BranchingPeople, NO_NEW_ENROLMENTS, type CallApi, createBranchingSequence, enrolBranchingRuns, expectedSteps } from './support/crash-branching';
import { insertOpenRule, insertSequence, insertTemplate } from './support/factories';

const ROOT = join(__dirname, '..', '..');
/**
 * Runs of two steps each: 2 × RUNS deliveries. `npm test` runs 2,000 deliveries over 4 worker processes;
 * `npm run test:crash:full` runs 10,000 over 8 (ADVANCER_CRASH_RUNS=5000 ADVANCER_CRASH_WORKERS=8). Beside them,
 * BRANCH_RUNS (a fifth as many unless ADVANCER_CRASH_BRANCH_RUNS says) of the branching sequence in
 * support/crash-branching.ts: A/B variant, call task, skip condition, reply branch.
 */
const RUNS = Number(process.env.ADVANCER_CRASH_RUNS ?? 1000);
const BRANCH_RUNS = Number(process.env.ADVANCER_CRASH_BRANCH_RUNS ?? Math.round(RUNS / 5));
const WORKERS = Number(process.env.ADVANCER_CRASH_WORKERS ?? 4);
const STEPS = 2;
/** The default follow-up policy also acts on some call outcomes (ending runs, enrolling): here only the step's routes move runs. */
const CALL_FOLLOW_UP_POLICY = 'rescheduled=callback_reminder';
/** The runs are made due in this many waves; the next wave is released only after a kill during the current one. */
const WAVES = 10;
/** At least this many workers are killed while sends are in flight (one per wave, unless a wave was sent in full first). */
const MIN_KILLS = WAVES - 2;

/** Newest modification time of the TypeScript sources under `dir`. */
const newestSource = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return Math.max(newest, newestSource(path));
    return entry.name.endsWith('.ts') ? Math.max(newest, statSync(path).mtimeMs) : newest;
  }, 0);

/** The workers run the built app: it must exist and be newer than the sources it was built from. */
function assertFreshBuild(): void {
  const built = join(ROOT, 'dist', 'src', 'app.module.js');
  if (!existsSync(built)) throw new Error('The crash test runs the built app: run `npm run build:api` first');
  if (newestSource(join(ROOT, 'src')) > statSync(built).mtimeMs) throw new Error('dist/ is older than src/: run `npm run build:api` first');
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * THE crash test: worker processes (4 in `npm test`, 8 in `npm run test:crash:full`) drain due runs while the test
 * SIGKILLs one of them at random moments (and starts a fresh one); every due step must reach the real SMTP catcher exactly once. A kill between "attempt started" and
 * "sent" leaves the step unconfirmable over SMTP: the run pauses as delivery_unknown and the test plays the operator
 * (the catcher says whether it arrived) before the workers finish the rest.
 */
describe('Sequence advancer under SIGKILL', () => {
  let t: TestApp;
  let db: DataSource;
  const catcher = new SmtpCatcher({ keep: 4 * RUNS, maxMessageBytes: 1_000_000 });
  const workers = new Map<number, { child: ChildProcess; ready: boolean }>();
  let kills = 0;
  let stopped = false;
  let call: CallApi;

  const spawnWorker = (port: number): void => {
    const child = spawn(process.execPath, ['test/e2e/support/advancer-worker.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env, NODE_ENV: 'test', APP_ROLES: 'worker', DATABASE_URL: t.databaseUrl, REDIS_URL: 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `${t.queuePrefix}_w`, LOG_LEVEL: 'silent', AUTH_DEV_IDP: 'false',
        MAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false',
        SEND_HOLIDAYS: 'none', SEQUENCE_DAILY_ORG_SEND_CAP: '100000000', SEQUENCE_DAILY_SEQUENCE_SEND_CAP: '100000000',
        MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0',
        // 8 processes × a pool of 6 stay well inside PostgreSQL's default 100 connections (3 sends in flight each).
        SEQUENCE_ADVANCER_LEASE_SECONDS: '5', SEQUENCE_ADVANCER_BATCH_SIZE: '40', SEQUENCE_ADVANCER_CONCURRENCY: '8',
        SEQUENCE_ADVANCER_EVERY_MS: '3600000', RULE_RUNNER_EVERY_MS: '3600000', DB_POOL_SIZE: '6',
        // A killed worker's started send is in flight for the attempt lease, then confirmed (over SMTP: unknown, for the
        // operator). The lease stays longer than any SMTP call (SMTP_TIMEOUT_MS), as in production, but the catcher is
        // local: 10 s instead of the default 5 minutes, so the test does not wait minutes for the last killed sends.
        SMTP_TIMEOUT_MS: '5000', SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS: '10', CALL_FOLLOW_UP_POLICY,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const entry = { child, ready: false };
    workers.set(child.pid as number, entry);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"ready":true')) entry.ready = true;
    });
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.on('exit', (code, signal) => {
      workers.delete(child.pid as number);
      if (signal !== 'SIGKILL' && !stopped) process.stdout.write(`advancer worker ${child.pid} exited ${code}: ${err}\n`);
      if (!stopped) spawnWorker(port);
    });
  };

  const counts = async (): Promise<Record<string, number>> => {
    const rows = (await db.query(`SELECT status || coalesce(':' || hold_reason, '') AS k, count(*)::int AS n FROM sequence_enrollments GROUP BY 1`)) as { k: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.k, row.n]));
  };
  /**
   * Runs made due and not finished (live), and runs not yet made due (waiting: parked a day ahead). A run waiting on
   * its call task (held until the task expires, a day ahead) is neither: BranchingPeople counts those.
   */
  const progress = async (): Promise<{ live: number; waiting: number }> => {
    const [row] = (await db.query(
      `SELECT count(*) FILTER (WHERE next_run_at > now() + interval '12 hours')::int AS waiting, count(*) FILTER (WHERE next_run_at <= now() + interval '12 hours')::int AS live
       FROM sequence_enrollments WHERE status = 'active' AND hold_reason IS DISTINCT FROM 'call_task'`,
    )) as { live: number; waiting: number }[];
    return row;
  };
  const releaseWave = async (): Promise<void> => {
    await db.query(
      `UPDATE sequence_enrollments SET next_run_at = now() WHERE id IN (
         SELECT id FROM sequence_enrollments WHERE status = 'active' AND hold_reason IS DISTINCT FROM 'call_task' AND next_run_at > now() + interval '12 hours'
          ORDER BY id LIMIT $1)`,
      [Math.ceil((RUNS + BRANCH_RUNS) / WAVES)],
    );
  };
  const byRecipient = (): Map<string, string[]> => {
    const map = new Map<string, string[]>();
    for (const mail of catcher.list()) for (const to of mail.to) map.set(to, [...(map.get(to) ?? []), mail.messageId ?? mail.id]);
    return map;
  };

  /** The operator's call on runs paused as delivery_unknown: the catcher says whether the step's message arrived. */
  const resolveUnknown = async (): Promise<number> => {
    const paused = (await db.query(
      `SELECT e.id, e.current_step, d.message_id FROM sequence_enrollments e
         LEFT JOIN deliveries d ON d.idempotency_key = 'seq:' || e.id || ':' || e.current_step
        WHERE e.status = 'paused' AND e.hold_reason = 'delivery_unknown'`,
    )) as { id: string; current_step: number; message_id: string | null }[];
    const caught = new Set(catcher.list().map((mail) => mail.messageId));
    for (const run of paused) {
      const key = `seq:${run.id}:${run.current_step}`;
      const arrived = run.message_id !== null && caught.has(run.message_id);
      if (arrived) await db.query(`UPDATE deliveries SET status = 'sent', sent_at = coalesce(sent_at, now()) WHERE idempotency_key = $1`, [key]);
      else await db.query(`DELETE FROM deliveries WHERE idempotency_key = $1`, [key]);
      await db.query(`UPDATE sequence_enrollments SET status = 'active', hold_reason = NULL, next_run_at = now() WHERE id = $1`, [run.id]);
    }
    return paused.length;
  };

  beforeAll(async () => {
    assertFreshBuild();
    const { port } = await catcher.start();
    t = await startTestApp({
      APP_ROLES: 'api', MAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', SEND_HOLIDAYS: 'none',
      SEQUENCE_DAILY_ORG_SEND_CAP: '100000000', SEQUENCE_DAILY_SEQUENCE_SEND_CAP: '100000000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0',
      CALL_FOLLOW_UP_POLICY,
    });
    db = t.app.get(DataSource);
    const { token } = await t.app.get(ApiTokenService).create({ email: 'crash.admin@movingco.example', role: UserRole.Admin, days: 1 });
    call = async (method, path, body, type = 'application/json') => {
      const response = await fetch(`${t.url}${path}`, {
        method, headers: { 'content-type': type, authorization: `Bearer ${token}` }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    };
  }, 60_000);
  afterAll(async () => {
    stopped = true;
    for (const { child } of workers.values()) child.kill('SIGKILL');
    await t?.close();
    await catcher.stop();
  });

  it(`should send each of ${STEPS * RUNS} due steps, and every step of ${BRANCH_RUNS} branching runs, exactly once while workers are killed at random`, async () => {
    const started = Date.now();
    const template = await insertTemplate(db, { name: 'Crash', subject: 'Hello', html: '<p>Hi</p>' });
    const { id: sequenceId } = await insertSequence(db, { name: 'Crash test' }, Array.from({ length: STEPS }, () => ({ template_id: template.id })));
    const { id: ruleId } = await insertOpenRule(db, sequenceId, { start_date: NO_NEW_ENROLMENTS });
    await db.query(`INSERT INTO contacts (email, first_name, consent_status) SELECT 'crash' || i || '@example.com', 'Crash' || i, 'opted_in' FROM generate_series(1, $1) i`, [RUNS]);
    // Due tomorrow until every worker is up, then due now in waves.
    await db.query(
      `INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, next_run_at)
       SELECT $1, id, $2, 'active', 1, now() + interval '1 day' FROM contacts WHERE email LIKE 'crash%@example.com'`,
      [sequenceId, ruleId],
    );
    const branching = await createBranchingSequence(db, call);
    await enrolBranchingRuns(db, branching.sequenceId, branching.ruleId, BRANCH_RUNS);
    const people = new BranchingPeople(db, call);
    const { port } = catcher.endpoint;
    for (let i = 0; i < WORKERS; i += 1) spawnWorker(port);
    while ([...workers.values()].filter((w) => w.ready).length < WORKERS) await sleep(200);
    process.stdout.write(`advancer crash test: ${WORKERS} workers ready after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const sendingFrom = Date.now();
    await releaseWave();

    // In each wave, 0.3-1 s after it becomes due and while its sends are in flight, kill a random ready worker (a fresh
    // one takes its place); the next wave becomes due once the current one has seen its kill, so the kills land
    // mid-send all along the run, and the workers have time to come back between them.
    let resolved = 0;
    let killsThisWave = 0;
    for (;;) {
      await sleep(300 + Math.random() * 700);
      await people.act();
      const { live, waiting } = await progress();
      if (process.env.ADVANCER_CRASH_TRACE) process.stdout.write(`${JSON.stringify(await counts())} live ${live} waiting ${waiting} caught ${catcher.list().length} kills ${kills}\n`);
      const ready = [...workers.values()].filter((w) => w.ready);
      if (killsThisWave === 0 && live > 0 && ready.length >= WORKERS / 2) {
        const victim = ready[Math.floor(Math.random() * ready.length)];
        victim.ready = false;
        victim.child.kill('SIGKILL');
        kills += 1;
        killsThisWave += 1;
      }
      if (waiting > 0 && (killsThisWave > 0 || live === 0)) {
        await releaseWave();
        killsThisWave = 0;
      } else if (live === 0 && waiting === 0 && (await people.waitingOnCalls()) === 0) {
        const fixed = await resolveUnknown();
        resolved += fixed;
        if (fixed === 0) break;
      }
      // A run waiting on a retry after a killed sender (send_in_progress and the like) is pulled forward.
      await db.query(`UPDATE sequence_enrollments SET next_run_at = now() WHERE status = 'active' AND hold_reason = 'retry' AND next_run_at > now() AND next_run_at < now() + interval '12 hours'`);
    }
    const seconds = (Date.now() - sendingFrom) / 1000;
    stopped = true;

    const final = await counts();
    if (final.failed) process.stdout.write(`${JSON.stringify(await db.query(`SELECT end_reason, count(*)::int FROM sequence_enrollments WHERE status = 'failed' GROUP BY 1`))}\n`);
    expect(kills).toBeGreaterThanOrEqual(MIN_KILLS);
    expect(final).toEqual({ completed: RUNS + BRANCH_RUNS });
    const received = byRecipient();
    const straight = [...received].filter(([to]) => to.startsWith('crash')).map(([, ids]) => ids);
    expect(straight).toHaveLength(RUNS);
    expect(straight.filter((ids) => ids.length !== STEPS)).toEqual([]);
    expect(straight.filter((ids) => new Set(ids).size !== STEPS)).toEqual([]);
    // Each branching run got exactly the steps its path takes, each once, under its own Message-ID.
    const branchIndexes = Array.from({ length: BRANCH_RUNS }, (_, k) => k + 1);
    const sentSteps = new Map(((await db.query(
      `SELECT c.email, array_agg(d.step_order ORDER BY d.step_order) AS steps FROM deliveries d JOIN contacts c ON c.id = d.contact_id
        WHERE d.status = 'sent' AND c.email LIKE 'branch%@example.com' GROUP BY c.email`,
    )) as { email: string; steps: number[] }[]).map((row) => [row.email, row.steps]));
    expect(branchIndexes.filter((i) => JSON.stringify(sentSteps.get(BRANCH_EMAIL(i))) !== JSON.stringify(expectedSteps(i)))).toEqual([]);
    expect(branchIndexes.filter((i) => { const ids = received.get(BRANCH_EMAIL(i)) ?? []; return ids.length !== expectedSteps(i).length || new Set(ids).size !== ids.length; })).toEqual([]);
    const branchDeliveries = branchIndexes.reduce((sum, i) => sum + expectedSteps(i).length, 0);
    // Both versions of step 1 went out, to about half the runs each.
    const variants = (await db.query(`SELECT variant, count(*)::int AS n FROM deliveries WHERE sequence_id = $1 AND step_order = 1 GROUP BY 1 ORDER BY 1`, [branching.sequenceId])) as { variant: string; n: number }[];
    expect(variants.map((row) => row.variant)).toEqual(['A', 'B']);
    expect(Math.min(...variants.map((row) => row.n))).toBeGreaterThan(BRANCH_RUNS / 4);
    expect(catcher.list()).toHaveLength(STEPS * RUNS + branchDeliveries);
    const [{ n: sentRows }] = (await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE kind = 'sequence' AND status = 'sent'`)) as { n: number }[];
    expect(sentRows).toBe(STEPS * RUNS + branchDeliveries);
    process.stdout.write(`advancer crash test: ${STEPS * RUNS} + ${branchDeliveries} branching deliveries in ${seconds.toFixed(1)} s (${Math.round((STEPS * RUNS + branchDeliveries) / seconds * 60)}/min) with ${kills} SIGKILLs, ${resolved} unconfirmed sends resolved, total ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }, 900_000);
});
