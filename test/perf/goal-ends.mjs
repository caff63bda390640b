// Goal benchmark (target: a status change to a goal status ends that contact's runs within 5 s, p99, and nothing is
// sent after it). Boots the built worker role (dist/: outbox relay, queue consumers, the scheduled advancer sending to
// the in-process mail catcher) on DATABASE_URL (default: a database of its own, la_perf_goals, created and migrated
// when missing), then:
// 1. inserts `runs` live runs of a three-step sequence whose goal is `booked` (the default), each at step 2 and due
//    within a second either side of the moment its opportunity will be booked: the send and the goal race;
// 2. over `spreadSeconds` books each run's opportunity at a random moment, one UPDATE each, as a staff edit or a call
//    outcome would (the table's trigger writes the opportunity.status_changed outbox event in the same transaction),
//    noting when its commit returned;
// 3. waits until every run has ended (or 2 minutes).
// Reports runs ended by their goal, p50/p99/max of (run ended_at − the status change), and steps whose send started
// (the deliveries row written, just before the provider call) after their contact was booked (0 expected). Exit code 0 when every run ended by its goal, p99 ≤ 5 s and nothing was sent after.
// Everything the benchmark inserted is deleted after.
// Usage: npm run build:api && npm run perf:goals -- [runs=300 [spreadSeconds=30]]
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const runs = Number(process.argv[2] ?? 300);
const spreadSeconds = Number(process.argv[3] ?? 30);
const TARGET_P99_S = 5;
const DEADLINE_MS = 2 * 60_000;
const dist = (...path) => require(join(root, 'dist', 'src', ...path));
const { overrideEnv, envValue } = dist('config', 'process-env.js');
const databaseUrl = envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_goals';

const pg = require('pg');
const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
await admin.connect();
const name = new URL(databaseUrl).pathname.slice(1);
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();

overrideEnv({
  NODE_ENV: 'test', LOG_LEVEL: 'warn', APP_ROLES: 'worker', DATABASE_URL: databaseUrl, QUEUE_PREFIX: `laperfgoals${process.pid}`,
  MAIL_PROVIDER: 'catcher', MAIL_CATCHER_KEEP: String(runs * 2), SEND_HOLIDAYS: 'none',
  SEQUENCE_DAILY_ORG_SEND_CAP: '100000000', SEQUENCE_DAILY_SEQUENCE_SEND_CAP: '100000000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0',
  SEQUENCE_ADVANCER_EVERY_MS: envValue('SEQUENCE_ADVANCER_EVERY_MS') ?? '1000', RULE_RUNNER_EVERY_MS: '3600000',
});

require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { DataSource } = require('typeorm');
const { AppModule } = dist('app.module.js');

const context = await NestFactory.createApplicationContext(AppModule.forRoles(['worker']), { logger: ['error', 'warn'] });
const db = context.get(DataSource);
const tag = `perf-goals-${Date.now()}`;
const pct = (values, p) => (values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let sequenceId = null;
let templateId = null;

try {
  [{ id: templateId }] = await db.query(`INSERT INTO email_templates (name, subject, html) VALUES ($1, 'Your move', '<p>Hello</p>') RETURNING id`, [tag]);
  [{ id: sequenceId }] = await db.query(`INSERT INTO sequences (name, goal_statuses) VALUES ($1, '{booked}') RETURNING id`, [tag]);
  await db.query(`INSERT INTO sequence_steps (sequence_id, step_order, template_id, delay_seconds) VALUES ($1, 1, $2, 0), ($1, 2, $2, 0), ($1, 3, $2, 86400)`, [sequenceId, templateId]);
  const [{ id: ruleId }] = await db.query(
    `INSERT INTO enrollment_rules (sequence_id, name, status, start_date, send_window_json, timezone)
     VALUES ($1, 'perf', 'active', '2026-01-01', '{"days":[1,2,3,4,5,6,7],"start_hour":0,"end_hour":24}', 'UTC') RETURNING id`,
    [sequenceId],
  );
  // Each booking's moment, from now; the run is due within a second of it, either side.
  const plan = Array.from({ length: runs }, () => {
    const at = 3000 + Math.random() * spreadSeconds * 1000;
    return { at, dueAt: at + (Math.random() * 2000 - 1000), runId: '', opportunityId: '', changedAt: null };
  });
  const t0 = Date.now();
  const rows = await db.query(
    `WITH c AS (INSERT INTO contacts (email, first_name, consent_status)
                SELECT $2 || '-' || i || '@perf.example', 'Perf', 'opted_in' FROM generate_series(1, $3) i RETURNING id, email),
          o AS (INSERT INTO opportunities (tracking_number, contact_id, status) SELECT $2 || '-' || c.id, c.id, 'new' FROM c RETURNING id, contact_id),
          e AS (INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, next_run_at, last_sent_at)
                SELECT $1, c.id, $4, 'active', 2, now() + interval '1 day', now() - interval '1 hour' FROM c RETURNING id, contact_id)
     SELECT e.id AS run_id, o.id AS opportunity_id FROM e JOIN o ON o.contact_id = e.contact_id`,
    [sequenceId, tag, runs, ruleId],
  );
  rows.forEach((row, i) => Object.assign(plan[i], { runId: row.run_id, opportunityId: row.opportunity_id }));
  await db.query(
    `UPDATE sequence_enrollments e SET next_run_at = $3::timestamptz + make_interval(secs => v.due / 1000.0)
       FROM unnest($1::uuid[], $2::float8[]) AS v(id, due) WHERE e.id = v.id`,
    [plan.map((p) => p.runId), plan.map((p) => p.dueAt), new Date(t0)],
  );
  console.log(`${runs} live runs, each due within a second of its opportunity being booked; bookings over ${spreadSeconds} s`);

  const bookings = plan.map((p) => new Promise((resolve, reject) => setTimeout(() => {
    // The change counts from when its commit has returned: from then on every other statement sees it.
    db.query(`UPDATE opportunities SET status = 'booked', updated_at = now() WHERE id = $1`, [p.opportunityId])
      .then(() => { p.changedAt = new Date(); resolve(); }, reject);
  }, Math.max(0, t0 + p.at - Date.now()))));
  await Promise.all(bookings);

  const runIds = plan.map((p) => p.runId);
  let ended = [];
  for (;;) {
    ended = await db.query(`SELECT id, status, end_reason, ended_at FROM sequence_enrollments WHERE id = ANY($1::uuid[]) AND status <> 'active'`, [runIds]);
    if (ended.length === runs || Date.now() - t0 > DEADLINE_MS + spreadSeconds * 1000) break;
    await sleep(500);
  }
  const byRun = new Map(plan.map((p) => [p.runId, p]));
  const reached = ended.filter((row) => row.status === 'completed' && row.end_reason === 'goal_reached');
  const latency = reached.map((row) => Math.max(0, new Date(row.ended_at).getTime() - byRun.get(row.id).changedAt.getTime()) / 1000);
  const [{ before, after }] = await db.query(
    `SELECT count(*) FILTER (WHERE d.attempt_started_at < v.changed_at)::int AS before, count(*) FILTER (WHERE d.attempt_started_at >= v.changed_at)::int AS after
       FROM deliveries d JOIN unnest($1::uuid[], $2::timestamptz[]) AS v(id, changed_at) ON d.enrollment_id = v.id`,
    [plan.map((p) => p.runId), plan.map((p) => p.changedAt)],
  );
  const p99 = pct(latency, 99);
  const other = ended.length - reached.length;
  console.log(`\nruns ended by their goal: ${reached.length} of ${runs}${other ? ` (${other} ended otherwise)` : ''}`);
  console.log(`run ended_at − status change: p50 ${pct(latency, 50).toFixed(2)} s, p99 ${p99.toFixed(2)} s, max ${pct(latency, 100).toFixed(2)} s (target p99 ≤ ${TARGET_P99_S} s)`);
  console.log(`step 2 sent before the booking: ${before}; after it: ${after} (0 expected)`);
  process.exitCode = reached.length === runs && p99 <= TARGET_P99_S && after === 0 ? 0 : 1;
} finally {
  if (sequenceId !== null) {
    await db.query(`DELETE FROM deliveries WHERE enrollment_id IN (SELECT id FROM sequence_enrollments WHERE sequence_id = $1)`, [sequenceId]);
    await db.query(`DELETE FROM sequences WHERE id = $1`, [sequenceId]);
    await db.query(`DELETE FROM opportunities WHERE tracking_number LIKE $1`, [`${tag}-%`]);
    await db.query(`DELETE FROM contacts WHERE email LIKE $1`, [`${tag}-%`]);
  }
  if (templateId !== null) await db.query(`DELETE FROM email_templates WHERE id = $1`, [templateId]);
  await context.close();
}
