// Analytics benchmark at scale (issue 15 targets: p95 ≤ 50 ms per endpoint at 1M opportunities). Starts the built
// API on the seeded database (its start applies pending migrations, the analytics rollups' backfill included), then
// times each endpoint over `rounds` requests shuffled across `clients` concurrent connections. Two figures per
// endpoint: the HTTP round trip on loopback (an upper bound of server time: routing, guard, validation, JSON) and
// the service call alone in the same process (database time plus assembly).
// Usage: npm run build:api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m node test/perf/analytics.mjs [rounds [clients]]
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { timeShuffled } from './support/shuffled-rounds.mjs';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const rounds = Number(process.argv[2] ?? 50);
const clients = Number(process.argv[3] ?? 1);
const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const { overrideEnv, envValue } = require(join(root, 'dist', 'src', 'config', 'process-env.js'));
overrideEnv({
  NODE_ENV: 'test', APP_ROLES: 'api', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000',
  DATABASE_URL: envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_1m', QUEUE_PREFIX: `laperfanalytics${port}`,
});
const { createApp } = require(join(root, 'dist', 'src', 'bootstrap.js'));
const { ApiTokenService } = require(join(root, 'dist', 'src', 'modules', 'auth', 'api-token.service.js'));
const { AnalyticsService } = require(join(root, 'dist', 'src', 'modules', 'analytics', 'analytics.service.js'));
const { DataSource } = require('typeorm');
const started = performance.now();
const app = await createApp();
await app.listen(port, '127.0.0.1');
console.log(`API started (migrations included) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const [{ n: opportunities }] = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM opportunities`);
const token = await app.get(ApiTokenService).create({ email: 'perf.bot@movingco.example', days: 1 });
const headers = { authorization: `Bearer ${token.token}` };
const service = app.get(AnalyticsService);

const mix = {
  'velocity 7d': ['/api/opportunities/velocity?timeframe=7d', () => service.velocity('7d')],
  'velocity 30d': ['/api/opportunities/velocity?timeframe=30d', () => service.velocity('30d')],
  'velocity 90d': ['/api/opportunities/velocity?timeframe=90d', () => service.velocity('90d')],
  'move-dates': ['/api/opportunities/move-dates', () => service.moveDates()],
  geographic: ['/api/opportunities/geographic', () => service.geographic()],
};
const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const request = async (name) => {
  const t0 = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${mix[name][0]}`, { headers });
  const body = await response.json();
  if (!body.success) throw new Error(`${name}: ${JSON.stringify(body)}`);
  return performance.now() - t0;
};
const call = async (name) => {
  const t0 = performance.now();
  await mix[name][1]();
  return performance.now() - t0;
};
const run = async (measure) => {
  for (const name of Object.keys(mix)) await measure(name); // warm-up
  return timeShuffled(Object.keys(mix), rounds, clients, measure);
};
const http = await run(request);
const inProcess = await run(call);
console.log(`\n${opportunities} opportunities, ${rounds} requests per endpoint, ${clients} client${clients === 1 ? '' : 's'}\n`);
console.log('| endpoint | HTTP p50 ms | HTTP p95 ms | HTTP max ms | service p50 ms | service p95 ms |\n|---|---|---|---|---|---|');
for (const name of Object.keys(mix)) {
  const h = http.get(name);
  const s = inProcess.get(name);
  console.log(`| ${name} | ${pct(h, 50).toFixed(1)} | ${pct(h, 95).toFixed(1)} | ${Math.max(...h).toFixed(1)} | ${pct(s, 50).toFixed(1)} | ${pct(s, 95).toFixed(1)} |`);
}
await app.close();
process.exit(0);
