// Runs list benchmark (target: p95 ≤ 50 ms at 1M runs). Starts the built API (api role) on DATABASE_URL (default:
// the 1M database seeded with `npm run perf:seed -- --contacts 1000000 --sequences 200 --enrollments 1000000`; its
// start applies pending migrations, the runs-list indexes included), then times GET /api/enrollments as Active Runs
// and the Live Queue call it — every state, due now, early, middle and last pages — over `rounds` requests from
// `clients` parallel clients, and prints the plans of the list shapes and of the advancer's claim (EXPLAIN ANALYZE).
// Usage: npm run build:api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m npm run perf:runs -- [rounds [clients]]
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const rounds = Number(process.argv[2] ?? 300);
const clients = Number(process.argv[3] ?? 1);
const TARGET_MS = 50;
const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const { overrideEnv, envValue } = require(join(root, 'dist', 'src', 'config', 'process-env.js'));
overrideEnv({
  NODE_ENV: 'test', APP_ROLES: 'api', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000',
  DATABASE_URL: envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_1m', QUEUE_PREFIX: `laperfruns${port}`,
});
const { createApp } = require(join(root, 'dist', 'src', 'bootstrap.js'));
const { ApiTokenService } = require(join(root, 'dist', 'src', 'modules', 'auth', 'api-token.service.js'));
const { RunsRepository } = require(join(root, 'dist', 'src', 'modules', 'runs', 'list', 'runs.repository.js'));
const { RunsService } = require(join(root, 'dist', 'src', 'modules', 'runs', 'list', 'runs.service.js'));
const { DataSource } = require('typeorm');
const started = performance.now();
const app = await createApp();
await app.listen(port, '127.0.0.1');
console.log(`API up in ${((performance.now() - started) / 1000).toFixed(1)} s (pending migrations applied)`);
const db = app.get(DataSource);
const [{ runs }] = await db.query(`SELECT coalesce(sum(n), 0)::int AS runs FROM sequence_enrollment_counts`);
const user = await app.get(ApiTokenService).create({ email: 'perf.runs@movingco.example', days: 1 });
const headers = { authorization: `Bearer ${user.token}` };
const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const call = async (query) => {
  const t0 = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/enrollments?${query}`, { headers });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`GET /api/enrollments?${query}: ${response.status} ${JSON.stringify(answer)}`);
  return { ms: performance.now() - t0, answer };
};
// Each state's last page, from its total.
const pages = {};
for (const state of ['active', 'paused', 'completed', 'cancelled', 'all']) pages[state] = (await call(`state=${state}&page=1&limit=20`)).answer.pagination.pages;
const mix = [
  'state=active&due=all&page=1&limit=20', 'state=active&due=now&page=1&limit=20', 'state=active&page=2&limit=20', 'state=active&page=50&limit=20',
  `state=active&page=${Math.ceil(pages.active / 2)}&limit=20`, `state=active&page=${pages.active}&limit=20`, 'state=all&due=now&page=1&limit=20',
  'state=paused&page=1&limit=20', `state=paused&page=${pages.paused}&limit=20`, 'state=completed&page=1&limit=20', 'state=completed&page=200&limit=20',
  `state=completed&page=${pages.completed}&limit=20`, 'state=cancelled&page=1&limit=20', 'state=all&page=1&limit=20', 'state=all&page=100&limit=20',
  `state=all&page=${pages.all}&limit=20`, 'state=active&due=now', 'state=paused&due=all', 'state=completed',
];
for (const query of mix) await call(query); // warm-up
const times = [];
const byShape = new Map(mix.map((q) => [q, []]));
let next = 0;
await Promise.all(Array.from({ length: clients }, async () => {
  while (next < rounds) {
    const query = mix[next++ % mix.length];
    const { ms } = await call(query);
    times.push(ms);
    byShape.get(query).push(ms);
  }
}));
// Server time: the same mix through the service (queries and mapping, no HTTP, token check or JSON), as the
// opportunities list reports execution_time_ms; on a loaded machine the HTTP figures carry the queueing too.
const service = app.get(RunsService, { strict: false });
const serviceTimes = [];
for (let i = 0; i < rounds; i++) {
  const params = new URLSearchParams(mix[i % mix.length]);
  const t0 = performance.now();
  await service.list({ state: params.get('state') ?? 'active', dueOnly: params.get('due') === 'now', page: Number(params.get('page') ?? 1), limit: Number(params.get('limit') ?? 20) });
  serviceTimes.push(performance.now() - t0);
}
const p95 = pct(serviceTimes, 95);
console.log(`\n${runs} runs, ${rounds} requests over ${mix.length} shapes, ${clients} client${clients === 1 ? '' : 's'}`);
console.log(`GET /api/enrollments over HTTP: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
console.log(`Server time: p50 ${pct(serviceTimes, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${pct(serviceTimes, 99).toFixed(1)} ms, max ${Math.max(...serviceTimes).toFixed(1)} ms (target p95 ≤ ${TARGET_MS} ms)`);
for (const [query, values] of byShape) console.log(`  ${query.padEnd(48)} p50 ${pct(values, 50).toFixed(1).padStart(6)} ms  max ${Math.max(...values).toFixed(1).padStart(6)} ms`);

const repo = app.get(RunsRepository, { strict: false });
for (const [label, q] of [
  ['Active runs, page 1 (Active Runs default)', { state: 'active', dueOnly: false, limit: 20, offset: 0 }],
  ['Due now (Live Queue "Due Now")', { state: 'active', dueOnly: true, limit: 20, offset: 0 }],
  ['Completed, latest first', { state: 'completed', dueOnly: false, limit: 20, offset: 0 }],
  ['Completed, page 200 (rows skipped on the index alone)', { state: 'completed', dueOnly: false, limit: 20, offset: 3980 }],
  ['All, newest first', { state: 'all', dueOnly: false, limit: 20, offset: 0 }],
]) console.log(`\n${label}:\n${(await repo.explainList(q)).join('\n')}`);
// The advancer's claim (its CTE's selection; in a transaction of its own: FOR UPDATE locks the rows it reads, changes nothing).
const claim = await db.transaction(async (tx) => {
  const plan = await tx.query(
    `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF)
     SELECT id FROM sequence_enrollments
     WHERE status = 'active' AND next_run_at IS NOT NULL AND next_run_at <= now() AND (locked_until IS NULL OR locked_until < now())
     ORDER BY next_run_at LIMIT 200 FOR UPDATE SKIP LOCKED`,
  );
  return plan;
}).catch((error) => [{ 'QUERY PLAN': `(claim plan not read: ${error.message})` }]);
console.log(`\nAdvancer claim (due active runs, 200 a batch):\n${claim.map((row) => row['QUERY PLAN']).join('\n')}`);
await app.close();
process.exit(p95 <= TARGET_MS ? 0 : 1);
