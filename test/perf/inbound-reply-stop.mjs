// Reply-to-stop benchmark (target: a reply stops its run p99 ≤ 120 s after the message reaches the sending mailbox,
// the poll interval included). Boots the built worker role (dist/) with MAIL_PROVIDER=graph pointed at the local
// Graph fake (also built into dist/test/fakes, so plain node runs it; no TypeScript loader needed) and the reader's
// real schedule (INBOUND_GRAPH_POLL_SECONDS, default 30, overridable by argv), on DATABASE_URL (default: a database
// of its own, la_perf_inbound, created and migrated when missing), then:
// 1. inserts `runs` live runs of a stop-on-reply sequence, each with a sent step-1 delivery (a known Message-ID,
//    kind sequence, status sent, provider graph, one of two sending mailboxes), as the sequence sender leaves them;
// 2. over `spreadSeconds` drops one reply per run (In-Reply-To: that Message-ID) into its sending mailbox's Inbox
//    at a random moment, noting when it landed;
// 3. waits until every run is completed with reason reply_received (or 6 minutes), nothing but the scheduled
//    InboundGraphPoll job reading the mailboxes.
// Reports replies, runs stopped, and p50/p99/max of (run ended_at − the reply's arrival). Exit code 0 when every run
// stopped and p99 ≤ 120 s. Everything the benchmark inserted is deleted after.
// Usage: npm run build:api && npm run perf:inbound -- [runs=200 [pollSeconds=30 [spreadSeconds=90]]]
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const runs = Number(process.argv[2] ?? 200);
const pollSeconds = Number(process.argv[3] ?? 30);
const spreadSeconds = Number(process.argv[4] ?? 90);
const TARGET_P99_S = 120;
const DEADLINE_MS = 6 * 60_000;
const SALES = 'sales@movingco.example';
const SALES2 = 'sales2@movingco.example';
const LEADS = 'leads@movingco.example';
const dist = (...path) => require(join(root, 'dist', ...path));
const { overrideEnv, envValue } = dist('src', 'config', 'process-env.js');
const { startFakeGraph } = dist('test', 'fakes', 'graph-fake.js');
const databaseUrl = envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_inbound';

const pg = require('pg');
const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
await admin.connect();
const name = new URL(databaseUrl).pathname.slice(1);
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
// A position saved by an earlier run names another fake (its port, its delta state): the readers start afresh.
const forgetPositions = async (query) => query(`DELETE FROM mailbox_sync_state WHERE mailbox = ANY($1::text[])`, [[LEADS, SALES, SALES2]]);
const pre = new pg.Client({ connectionString: databaseUrl });
await pre.connect();
if ((await pre.query(`SELECT to_regclass('mailbox_sync_state') AS t`)).rows[0].t !== null) await forgetPositions((sql, params) => pre.query(sql, params));
await pre.end();

const graph = await startFakeGraph({ mailboxes: [LEADS, SALES, SALES2] });
overrideEnv({
  NODE_ENV: 'test', LOG_LEVEL: 'warn', APP_ROLES: 'worker', DATABASE_URL: databaseUrl, QUEUE_PREFIX: `laperfinbound${process.pid}`,
  MAIL_PROVIDER: 'graph', GRAPH_TENANT_ID: graph.tenantId, GRAPH_CLIENT_ID: graph.clientId, GRAPH_CLIENT_SECRET: graph.clientSecret,
  GRAPH_BASE_URL: graph.url, GRAPH_LOGIN_URL: graph.url, GRAPH_LEAD_MAILBOX: LEADS, GRAPH_SEND_MAILBOX: SALES, MAIL_SEND_MAILBOXES: `${SALES},${SALES2}`,
  GRAPH_POLL_SECONDS: '3600', INBOUND_GRAPH_POLL_SECONDS: String(pollSeconds), SEND_HOLIDAYS: 'none',
  SEQUENCE_ADVANCER_EVERY_MS: '3600000', RULE_RUNNER_EVERY_MS: '3600000',
});

require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { DataSource } = require('typeorm');
const { AppModule } = dist('src', 'app.module.js');

const context = await NestFactory.createApplicationContext(AppModule.forRoles(['worker']), { logger: ['error', 'warn'] });
const db = context.get(DataSource);
const tag = `perf-inbound-${Date.now()}`;
const pct = (values, p) => (values.length === 0 ? 0 : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let sequenceId = null;
let templateId = null;

try {
  [{ id: templateId }] = await db.query(`INSERT INTO email_templates (name, subject, html) VALUES ($1, 'Your move', '<p>Hello</p>') RETURNING id`, [tag]);
  [{ id: sequenceId }] = await db.query(`INSERT INTO sequences (name, stop_on_reply, reply_lookback_hours) VALUES ($1, true, 72) RETURNING id`, [tag]);
  await db.query(`INSERT INTO sequence_steps (sequence_id, step_order, template_id, delay_seconds) VALUES ($1, 1, $2, 0), ($1, 2, $2, 86400)`, [sequenceId, templateId]);
  const [{ id: ruleId }] = await db.query(
    `INSERT INTO enrollment_rules (sequence_id, name, status, start_date, send_window_json, timezone)
     VALUES ($1, 'perf', 'active', '2026-01-01', '{"days":[1,2,3,4,5,6,7],"start_hour":0,"end_hour":24}', 'UTC') RETURNING id`,
    [sequenceId],
  );
  // Step 1 sent a minute ago, step 2 due tomorrow: what the sequence sender leaves behind.
  const rows = await db.query(
    `WITH c AS (INSERT INTO contacts (email, first_name, consent_status)
                SELECT $2 || '-' || i || '@perf.example', 'Perf', 'opted_in' FROM generate_series(1, $3) i RETURNING id, email),
          e AS (INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, next_run_at, last_sent_at)
                SELECT $1, c.id, $4, 'active', 2, now() + interval '1 day', now() - interval '1 minute' FROM c RETURNING id, contact_id)
     SELECT e.id AS run_id, c.id AS contact_id, c.email, row_number() OVER (ORDER BY e.id) AS n FROM e JOIN c ON c.id = e.contact_id`,
    [sequenceId, tag, runs, ruleId],
  );
  const plan = rows.map((row) => ({
    runId: row.run_id, contactId: row.contact_id, email: row.email, mailbox: Number(row.n) % 2 === 0 ? SALES : SALES2,
    messageId: `<${tag}-${row.n}@movingco.example>`, arrival: 0,
  }));
  await db.query(
    `INSERT INTO deliveries (kind, idempotency_key, template_id, contact_id, to_email, from_email, subject, provider, message_id, status,
                             saved_to_sent, sent_at, enrollment_id, step_order, mailbox, attempts)
     SELECT 'sequence', 'seq:' || r.run_id || ':1', $1, r.contact_id, r.email, r.mailbox, 'Your move', 'graph', r.message_id, 'sent',
            true, now() - interval '1 minute', r.run_id, 1, r.mailbox, 1
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[]) AS r(run_id, contact_id, email, mailbox, message_id)`,
    [templateId, plan.map((p) => p.runId), plan.map((p) => p.contactId), plan.map((p) => p.email), plan.map((p) => p.mailbox), plan.map((p) => p.messageId)],
  );
  console.log(`${runs} live runs with a sent delivery; replies over ${spreadSeconds} s; the reader polls every ${pollSeconds} s`);

  // Replies land at random moments over the spread, each noted as it lands.
  const t0 = Date.now();
  const drops = plan.map((p, i) => new Promise((resolve) => setTimeout(() => {
    graph.addMessage(p.mailbox, 'inbox',
      `From: Perf <${p.email}>\r\nTo: ${p.mailbox}\r\nSubject: Re: Your move\r\nMessage-ID: <reply-${tag}-${i}@perf.example>\r\nIn-Reply-To: ${p.messageId}\r\n` +
      `Date: ${new Date().toUTCString()}\r\nContent-Type: text/plain\r\n\r\nYes, please call me.\r\n`);
    p.arrival = Date.now();
    resolve();
  }, Math.random() * spreadSeconds * 1000)));

  const runIds = plan.map((p) => p.runId);
  let ended = [];
  for (;;) {
    await sleep(1000);
    ended = await db.query(`SELECT id, status, end_reason, ended_at FROM sequence_enrollments WHERE id = ANY($1::uuid[]) AND status <> 'active'`, [runIds]);
    if (ended.length === runs || Date.now() - t0 > DEADLINE_MS) break;
  }
  await Promise.all(drops);
  const byRun = new Map(plan.map((p) => [p.runId, p]));
  const stopped = ended.filter((row) => row.status === 'completed' && row.end_reason === 'reply_received');
  const latency = stopped.map((row) => Math.max(0, row.ended_at.getTime() - byRun.get(row.id).arrival) / 1000);
  const p99 = pct(latency, 99);
  const other = ended.length - stopped.length;
  console.log(`\nreplies dropped: ${plan.filter((p) => p.arrival > 0).length}; runs stopped with reply_received: ${stopped.length} of ${runs}${other ? ` (${other} ended otherwise)` : ''}`);
  console.log(`run ended_at − reply arrival: p50 ${pct(latency, 50).toFixed(1)} s, p99 ${p99.toFixed(1)} s, max ${pct(latency, 100).toFixed(1)} s (target p99 ≤ ${TARGET_P99_S} s, poll every ${pollSeconds} s)`);
  console.log(`Graph fake: ${graph.state.stats.graphRequests} Graph requests, ${graph.state.stats.tokenRequests} token requests`);
  process.exitCode = stopped.length === runs && p99 <= TARGET_P99_S ? 0 : 1;
} finally {
  if (sequenceId !== null) {
    await db.query(`DELETE FROM inbound_messages WHERE message_id LIKE $1`, [`<reply-${tag}-%`]);
    await db.query(`DELETE FROM deliveries WHERE enrollment_id IN (SELECT id FROM sequence_enrollments WHERE sequence_id = $1)`, [sequenceId]);
    await db.query(`DELETE FROM sequences WHERE id = $1`, [sequenceId]);
    await db.query(`DELETE FROM contacts WHERE email LIKE $1`, [`${tag}-%`]);
  }
  if (templateId !== null) await db.query(`DELETE FROM email_templates WHERE id = $1`, [templateId]);
  await forgetPositions((sql, params) => db.query(sql, params));
  await context.close();
  await graph.close();
}
