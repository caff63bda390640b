// List and dashboard benchmark at scale (issue 4 targets): runs a fixed query mix against the real API on a
// seeded database and reports the server time (execution_time_ms) percentiles, plus the dashboard summary.
// The mix holds every sortable column in both directions, the filters, date presets, searches and deep pages.
// Each query's first request (its total counted, then cached 30 s) is timed alone; the timed rounds then run
// shuffled over `clients` concurrent connections (default 1).
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m npm run perf:list [-- rounds [clients]]
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const rounds = Number(process.argv[2] ?? 15);
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
  DATABASE_URL: envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_1m', QUEUE_PREFIX: `laperflist${port}`,
});
const { createApp } = require(join(root, 'dist', 'src', 'bootstrap.js'));
const { ApiTokenService } = require(join(root, 'dist', 'src', 'modules', 'auth', 'api-token.service.js'));
const app = await createApp();
await app.listen(port, '127.0.0.1');
const token = await app.get(ApiTokenService).create({ email: 'perf.bot@movingco.example', days: 1 });
const headers = { authorization: `Bearer ${token.token}` };

const today = new Date();
const iso = (d) => d.toISOString().slice(0, 10);
const daysAgo = (n) => iso(new Date(today.getTime() - n * 86_400_000));
const quarterStart = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3, 1));
const lastQuarterStart = new Date(Date.UTC(quarterStart.getUTCFullYear(), quarterStart.getUTCMonth() - 3, 1));
const lastQuarterEnd = new Date(quarterStart.getTime() - 86_400_000);
const base = 'page=1&per_page=25&include_noreply=false&ui_rev=q2g-ui-v7';
/** One API name per sortable column (the DTO's aliases share their SQL): the table's columns and the presets. */
const SORTABLE = ['created_at', 'last_updated', 'customer', 'tracking', 'email', 'phone', 'status', 'move_date', 'enriched'];
const mix = {
  'default page': '',
  ...Object.fromEntries(
    SORTABLE.flatMap((field) => ['asc', 'desc'].map((dir) => [`sort: ${field} ${dir}`, `order_by=${field}&order_dir=${dir}`])),
  ),
  'filter: status opened': 'status=opened',
  'filter: status booked': 'status=booked',
  'filter: process scraped': 'process_status=scraped',
  'filter: process processing': 'process_status=processing',
  'date: last 7 days': `date_field=last_updated&date_from=${daysAgo(7)}&date_to=${iso(today)}`,
  'date: last 30 days': `date_field=last_updated&date_from=${daysAgo(30)}&date_to=${iso(today)}`,
  'date: this quarter': `date_field=last_updated&date_from=${iso(quarterStart)}&date_to=${iso(today)}`,
  'date: last quarter': `date_field=last_updated&date_from=${iso(lastQuarterStart)}&date_to=${iso(lastQuarterEnd)}`,
  'search: name fragment': 'q=gonz',
  'search: common name': 'q=smith',
  'search: tracking': 'q=PERF-654321',
  'search: email': 'q=maria.garcia5',
  'search: phone digits': 'q=5125550',
  'search: address word': 'q=denver',
  'page 40': 'page=40',
  'last page (read from the end)': 'page=39203',
  'search trap: patricia by name': 'q=patricia&order_by=customer&order_dir=asc',
  'search trap: no match': 'q=zzqx',
};

const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const request = async (name) => {
  const query = mix[name];
  const params = query.startsWith('page=') ? base.replace('page=1&', '') : base;
  const response = await fetch(`http://127.0.0.1:${port}/api/opportunities?${params}&${query}`, { headers });
  const body = await response.json();
  if (!body.success) throw new Error(`${name}: ${JSON.stringify(body)}`);
  return body;
};
const cold = new Map();
const totals = new Map();
for (const name of Object.keys(mix)) {
  const body = await request(name);
  cold.set(name, body.execution_time_ms);
  totals.set(name, body.total);
}
const pending = Object.keys(mix).flatMap((name) => Array.from({ length: rounds }, () => name));
for (let i = pending.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [pending[i], pending[j]] = [pending[j], pending[i]];
}
const times = new Map(Object.keys(mix).map((name) => [name, []]));
const wallStarted = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) times.get(name).push((await request(name)).execution_time_ms);
  }),
);
const wallSeconds = (performance.now() - wallStarted) / 1000;
const all = [...times.values()].flat();
const rows = Object.keys(mix).map((name) => {
  const t = times.get(name);
  return `| ${name} | ${cold.get(name).toFixed(1)} | ${pct(t, 50).toFixed(1)} | ${pct(t, 95).toFixed(1)} | ${Math.max(...t).toFixed(1)} | ${totals.get(name)} |`;
});
const dash = [];
for (let i = 0; i <= rounds; i++) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/dashboard/summary?range=${['24h', '7d', '30d'][i % 3]}`, { headers });
  await response.json();
  if (i > 0) dash.push(performance.now() - started);
}
console.log(`| query | first (cold total) ms | p50 ms | p95 ms | max ms | total |\n|---|---|---|---|---|---|\n${rows.join('\n')}`);
const coldTimes = [...cold.values()];
console.log(`\nFirst request per query (total counted, then cached 30 s): p95 ${pct(coldTimes, 95).toFixed(1)} ms, max ${Math.max(...coldTimes).toFixed(1)} ms`);
console.log(
  `List mix (${all.length} requests, ${clients} client${clients === 1 ? '' : 's'}, ${(all.length / wallSeconds).toFixed(0)} requests/s, server time): ` +
    `p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms`,
);
console.log(`Dashboard summary (wall time): p50 ${pct(dash, 50).toFixed(1)} ms, p95 ${pct(dash, 95).toFixed(1)} ms`);
await app.close();
process.exit(0);
