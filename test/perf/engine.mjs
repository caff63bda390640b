// Sending engine benchmark (targets: ≥ 10,000 sends/minute with the caps lifted; a due step sent within 60 s of its
// next_run_at, p99). Boots the built worker role (advancer, delivery module's sequence sender over SMTP to the
// catcher) on DATABASE_URL (default: a database of its own, la_perf_engine, created and
// migrated when missing), then:
// 1. burst: `runs` one-step runs all due now, drained by `lanes` advancer loops side by side: sends per minute;
// 2. steady: `steady` runs due spread over 60 s (what a day of sending looks like), left to the scheduled advancer
//    job (every SEQUENCE_ADVANCER_EVERY_MS): lateness of each send after its next_run_at, p50/p99.
// Every caught message is counted (0 duplicates expected). The benchmark's sequences are deleted after.
// The SMTP catcher runs in a process of its own (support/catcher-process.mjs) and the app sends to it over SMTP with
// its connection pool, as it would to a real mail server; PERF_ENGINE_CATCHER=inprocess uses the in-process catcher.
// Usage: npm run build:api && [PERF_ENGINE_RICH=1] npm run perf:engine -- [runs [lanes [steady]]]
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const runs = Number(process.argv[2] ?? 6000);
const lanes = Number(process.argv[3] ?? 4);
const steady = Number(process.argv[4] ?? 2000);
/** PERF_ENGINE_RICH=1: every sequence carries conditions, A/B variants, quiet hours, a goal and a reply branch. */
const rich = process.env.PERF_ENGINE_RICH === '1';
const TARGET_PER_MINUTE = 10_000;
const TARGET_P99_LATENESS_S = 60;
const dist = (...path) => require(join(root, 'dist', 'src', ...path));
const { overrideEnv, envValue } = dist('config', 'process-env.js');
const databaseUrl = envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_engine';
const inProcess = envValue('PERF_ENGINE_CATCHER') === 'inprocess';
const catcherProcess = inProcess ? null : fork(join(import.meta.dirname, 'support', 'catcher-process.mjs'), [String(runs + steady + 1000)]);
const catcherPort = catcherProcess ? (await once(catcherProcess, 'message'))[0].port : null;
const mailEnv = catcherProcess
  ? { MAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(catcherPort), SMTP_SECURE: 'false', MAIL_FROM: 'Movers <sales@movingco.example>' }
  : { MAIL_PROVIDER: 'catcher', MAIL_CATCHER_KEEP: '10000' };
/** The Message-IDs the catcher holds. */
async function caughtIds() {
  if (!catcherProcess) return context.get(SmtpCatcher).list().map((mail) => mail.messageId);
  catcherProcess.send('list');
  return (await once(catcherProcess, 'message'))[0].ids;
}
overrideEnv({
  NODE_ENV: 'test', LOG_LEVEL: 'warn', APP_ROLES: 'worker', DATABASE_URL: databaseUrl, QUEUE_PREFIX: `laperfengine${process.pid}`,
  ...mailEnv, SEND_HOLIDAYS: 'none',
  SEQUENCE_DAILY_ORG_SEND_CAP: '100000000', SEQUENCE_DAILY_SEQUENCE_SEND_CAP: '100000000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0',
  SEQUENCE_ADVANCER_EVERY_MS: envValue('SEQUENCE_ADVANCER_EVERY_MS') ?? '2000', SEQUENCE_ADVANCER_BATCH_SIZE: envValue('SEQUENCE_ADVANCER_BATCH_SIZE') ?? '100',
  SEQUENCE_ADVANCER_CONCURRENCY: envValue('SEQUENCE_ADVANCER_CONCURRENCY') ?? '16', DB_POOL_SIZE: '40', RULE_RUNNER_EVERY_MS: '3600000',
});
const pg = require('pg');
const url = new URL(databaseUrl);
const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
await admin.connect();
const name = url.pathname.slice(1);
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();

require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { DataSource } = require('typeorm');
const { AppModule } = dist('app.module.js');
const { AdvancerService } = dist('modules', 'runs', 'advancer', 'advancer.service.js');
const { SmtpCatcher } = dist('modules', 'delivery', 'smtp-catcher.service.js');

const context = await NestFactory.createApplicationContext(AppModule.forRoles(['worker']), { logger: ['error', 'warn'] });
const db = context.get(DataSource);
const advancer = context.get(AdvancerService);
// Earlier runs' deleted rows are vacuumed first: machines of this kind run PostgreSQL with autovacuum off, and dead
// rows left in the claim, delivery and outbox indexes would slow every run after the first.
await db.query('VACUUM (ANALYZE) sequence_enrollments, deliveries, outbox_events, contacts, opportunity_activity, sequence_enrollment_counts');
const tag = `perf-engine-${Date.now()}`;
const [{ id: templateId }] = await db.query(`INSERT INTO email_templates (name, subject, html) VALUES ($1, 'Your move', '<p>Hello</p>') RETURNING id`, [tag]);
const sequenceIds = [];

async function sequenceWith(count, dueSql) {
  const [{ id: sequenceId }] = await db.query(`INSERT INTO sequences (name) VALUES ($1) RETURNING id`, [`${tag}-${sequenceIds.length}`]);
  sequenceIds.push(sequenceId);
  if (!rich) await db.query(`INSERT INTO sequence_steps (sequence_id, step_order, template_id, delay_seconds) VALUES ($1, 1, $2, 0)`, [sequenceId, templateId]);
  else {
    // Everything the engine reads at a step, in every sequence: a skip and a stop condition (read for every run;
    // neither holds here), A/B variants (picked in the send's SQL), quiet hours, a goal and a reply branch to step 2.
    const never = JSON.stringify({ filters: [{ field: 'lead_score', op: 'gte', value: 99999 }] });
    const variants = JSON.stringify({ variants: [{ template_id: templateId, subject_override: 'Your move (B)' }], winner: null });
    await db.query(
      `INSERT INTO sequence_steps (sequence_id, step_order, template_id, delay_seconds, skip_if, stop_if, config, quiet_hours)
       VALUES ($1, 1, $2, 0, $3, $3, $4, '{"start_hour":0,"end_hour":24}'), ($1, 2, $2, 86400, NULL, NULL, NULL, NULL)`,
      [sequenceId, templateId, never, variants],
    );
    await db.query(
      `UPDATE sequences SET stop_on_reply = false, goal_move_date_passed = true,
              on_reply_next_step_id = (SELECT id FROM sequence_steps WHERE sequence_id = $1 AND step_order = 2) WHERE id = $1`,
      [sequenceId],
    );
  }
  const [{ id: ruleId }] = await db.query(
    `INSERT INTO enrollment_rules (sequence_id, name, status, start_date, send_window_json, timezone)
     VALUES ($1, 'perf', 'active', '2026-01-01', '{"days":[1,2,3,4,5,6,7],"start_hour":0,"end_hour":24}', 'UTC') RETURNING id`,
    [sequenceId],
  );
  await db.query(
    `WITH c AS (INSERT INTO contacts (email, first_name, consent_status)
                SELECT $2 || '-' || i || '@perf.example', 'Perf', 'opted_in' FROM generate_series(1, $3) i RETURNING id)
     INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, next_run_at)
     SELECT $1, c.id, $4, 'active', 1, ${dueSql} FROM c`,
    [sequenceId, `${tag}-${sequenceIds.length}`, count, ruleId],
  );
  return sequenceId;
}
const pct = (values, p) => (values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]);
const caughtBefore = (await caughtIds()).length;

try {
  // 1. Burst: everything due now, `lanes` drains at once (as several worker jobs would).
  const burst = await sequenceWith(runs, `now() + interval '2 seconds'`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const t0 = performance.now();
  const results = await Promise.all(Array.from({ length: lanes }, () => advancer.drain(600_000)));
  // Runs the scheduled job claimed may still be sending when the lanes find nothing left to claim.
  for (let waited = 0; waited < 60_000; waited += 50) {
    // (a rich sequence's runs stay active at step 2, due a day later: only step 1 counts here)
    const [{ n: active }] = await db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1 AND status = 'active' AND current_step = 1`, [burst]);
    if (active === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - t0) / 1000;
  // The app's own scheduled advancer job works beside the lanes (as it would in production): every send counts.
  const byLanes = results.reduce((sum, r) => sum + r.sent, 0);
  const [{ n: sent }] = await db.query(
    `SELECT count(*)::int AS n FROM deliveries d JOIN sequence_enrollments e ON e.id = d.enrollment_id WHERE e.sequence_id = $1 AND d.status = 'sent'`, [burst]);
  const perMinute = (sent / seconds) * 60;
  const [{ n: done }] = await db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1 AND (status = 'completed' OR current_step > 1)`, [burst]);
  console.log(`\nburst: ${sent} sends of ${runs} runs (${byLanes} by the ${lanes} lanes, the rest by the scheduled job) in ${seconds.toFixed(1)} s = ${Math.round(perMinute)} sends/min (target ≥ ${TARGET_PER_MINUTE}); ${done} runs ${rich ? 'moved on' : 'completed'}${rich ? ' (rich sequences: conditions, A/B variants, quiet hours, goal, reply branch)' : ''}`);

  // 2. Steady: due times spread over 60 s, sent by the scheduled advancer job alone.
  const spread = await sequenceWith(steady, `now() + interval '5 seconds' + (random() * interval '60 seconds')`);
  const due = new Map((await db.query(`SELECT id, next_run_at FROM sequence_enrollments WHERE sequence_id = $1`, [spread])).map((row) => [row.id, row.next_run_at.getTime()]));
  const deadline = Date.now() + 240_000;
  for (;;) {
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1 AND status = 'active'`, [spread]);
    if (n === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const sentRows = await db.query(`SELECT enrollment_id, sent_at FROM deliveries WHERE enrollment_id = ANY($1::uuid[]) AND status = 'sent'`, [[...due.keys()]]);
  const lateness = sentRows.map((row) => Math.max(0, row.sent_at.getTime() - due.get(row.enrollment_id)) / 1000);
  const p99 = pct(lateness, 99);
  console.log(`steady: ${sentRows.length} of ${steady} runs due over 60 s sent by the scheduled job; lateness after next_run_at p50 ${pct(lateness, 50).toFixed(1)} s, p99 ${p99.toFixed(1)} s, max ${pct(lateness, 100).toFixed(1)} s (target p99 ≤ ${TARGET_P99_LATENESS_S} s)`);
  const ids = await caughtIds();
  const caught = ids.length - caughtBefore;
  const duplicates = ids.length - new Set(ids).size;
  console.log(`caught ${caught} messages, ${duplicates} duplicate Message-IDs`);
  process.exitCode = perMinute >= TARGET_PER_MINUTE && p99 <= TARGET_P99_LATENESS_S && sentRows.length === steady && duplicates === 0 ? 0 : 1;
} finally {
  // Deliveries first (by run, indexed), so removing the contacts finds nothing left pointing at them.
  await db.query(`DELETE FROM deliveries WHERE enrollment_id IN (SELECT id FROM sequence_enrollments WHERE sequence_id = ANY($1::uuid[]))`, [sequenceIds]);
  for (const id of sequenceIds) await db.query(`DELETE FROM sequences WHERE id = $1`, [id]);
  await db.query(`DELETE FROM contacts WHERE email LIKE $1`, [`${tag}-%`]);
  await db.query(`DELETE FROM email_templates WHERE id = $1`, [templateId]);
  await context.close();
  catcherProcess?.send('stop');
}
