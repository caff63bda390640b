// Sequence list benchmark (target: p95 ≤ 50 ms with 200 sequences and 1M enrollments). Starts the built API (api role)
// on DATABASE_URL (default: the 1M database seeded with `npm run perf:seed -- --contacts 1000000 --sequences 200
// --enrollments 1000000`; its start applies pending migrations), then times GET /api/sequences — every card with its
// step, enrollment and rule counts (stored counters, see migration AddSequenceEnrollmentCounters) — over `rounds` requests from `clients` parallel clients, and prints the plan of
// the card statement once (EXPLAIN ANALYZE, buffers).
// Usage: npm run build:api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m npm run perf:sequences -- [rounds [clients]]
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const rounds = Number(process.argv[2] ?? 100);
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
  DATABASE_URL: envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_1m', QUEUE_PREFIX: `laperfseq${port}`,
});
const { createApp } = require(join(root, 'dist', 'src', 'bootstrap.js'));
const { ApiTokenService } = require(join(root, 'dist', 'src', 'modules', 'auth', 'api-token.service.js'));
const { DataSource } = require('typeorm');
const app = await createApp();
await app.listen(port, '127.0.0.1');
const db = app.get(DataSource);
const [{ sequences, enrollments }] = await db.query(
  `SELECT (SELECT count(*)::int FROM sequences WHERE deleted_at IS NULL) AS sequences, (SELECT count(*)::int FROM sequence_enrollments) AS enrollments`,
);
const user = await app.get(ApiTokenService).create({ email: 'perf.sequences@movingco.example', days: 1 });
const headers = { authorization: `Bearer ${user.token}` };
const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
let cards = 0;
const request = async () => {
  const t0 = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/sequences`, { headers });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`GET /api/sequences: ${response.status} ${JSON.stringify(answer)}`);
  cards = (answer.items ?? answer.sequences ?? []).length;
  return performance.now() - t0;
};
for (let i = 0; i < 5; i++) await request(); // warm-up
const times = [];
let left = rounds;
await Promise.all(Array.from({ length: clients }, async () => {
  while (left-- > 0) times.push(await request());
}));
const p95 = pct(times, 95);
console.log(`\n${sequences} sequences, ${enrollments} enrollments, ${cards} cards per answer, ${rounds} requests, ${clients} client${clients === 1 ? '' : 's'}`);
console.log(`GET /api/sequences: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target p95 ≤ ${TARGET_MS} ms)`);
// The per-sequence enrollment counts were the card statement's cost; show how PostgreSQL reads the stored ones (status
// counts, whole hours of the last day, and the partial hour at its edge counted from the index).
const plan = await db.query(
  `EXPLAIN (ANALYZE, BUFFERS)
   WITH w AS (SELECT now() - interval '24 hours' AS since, date_trunc('hour', now() - interval '24 hours', 'UTC') + interval '1 hour' AS edge)
   SELECT s.id, e.*, d.* FROM sequences s CROSS JOIN w
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(n) FILTER (WHERE status IN ('pending', 'active', 'paused')), 0)::int AS active_enrollments, coalesce(sum(n), 0)::int AS total_enrollments,
            coalesce(sum(n) FILTER (WHERE status = 'completed'), 0)::int AS completed_enrollments, coalesce(sum(n) FILTER (WHERE status = 'canceled'), 0)::int AS canceled_enrollments
     FROM sequence_enrollment_counts WHERE sequence_id = s.id) e
   CROSS JOIN LATERAL (
     SELECT coalesce((SELECT sum(n) FROM sequence_enrollment_hourly WHERE sequence_id = s.id AND bucket >= w.edge), 0) AS whole_hours,
            (SELECT count(*) FROM sequence_enrollments WHERE sequence_id = s.id AND created_at >= w.since AND created_at < w.edge) AS edge_hour) d
   WHERE s.deleted_at IS NULL`,
);
console.log(`\nEnrollment counts of the card statement:\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
await app.close();
process.exit(p95 <= TARGET_MS ? 0 : 1);
