// Contacts list benchmark (the Manual Assignment dialog's search; target: p95 ≤ 50 ms at 1M contacts). Starts the
// built API (api role) on DATABASE_URL (default: the 1M database seeded with `npm run perf:seed -- --contacts 1000000`;
// its start applies pending migrations), then times GET /api/contacts over a mix of shapes — the default list, every
// sort both ways, the dialog's default filters, 2-character terms common and rare, longer names, address and phone
// fragments, a company word sorted against where its matches lie, a term with no match, deep pages — `rounds` times
// each in random order from `clients` parallel clients, and prints p50/p95/max per shape and overall (HTTP on
// loopback, which includes the page's opportunity and enrollment lookups).
// Usage: npm run build:api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m npm run perf:contacts -- [rounds [clients]]
import { percentile as pct, startInProcessApi } from './support/in-process-api.mjs';
import { timeShuffled } from './support/shuffled-rounds.mjs';

const rounds = Number(process.argv[2] ?? 20);
const clients = Number(process.argv[3] ?? 1);
const TARGET_MS = 50;
const { app, baseURL, db, headers } = await startInProcessApi({ queuePrefix: 'laperfcontacts', tokenEmail: 'perf.contacts@movingco.example' });
const [{ contacts }] = await db.query(`SELECT count(*)::int AS contacts FROM contacts`);
const [sequence] = await db.query(`SELECT id FROM sequences WHERE deleted_at IS NULL ORDER BY created_at LIMIT 1`);

const sorts = ['created_at', 'name', 'email', 'company', 'source', 'lead_score'];
const mix = {
  'default list': '',
  ...Object.fromEntries(sorts.flatMap((field) => [[`sort ${field} asc`, `sort=${field}&order=asc`], [`sort ${field} desc`, `sort=${field}&order=desc`]])),
  'dialog defaults (opted in, not enrolled)': `consent_status=opted_in${sequence ? `&not_enrolled_in_sequence=${sequence.id}` : ''}`,
  'not opted out, lifecycle lead, score ≥ 50': 'consent_status=not_opted_out&lifecycle_stage=lead&min_lead_score=50',
  '2 chars, common: "ma"': 'q=ma',
  '2 chars, common, by name desc: "ja"': 'q=ja&sort=name&order=desc',
  '2 chars, rare: "zq"': 'q=zq',
  '2 chars, rare: "xo"': 'q=xo',
  '3 chars: "mar"': 'q=mar',
  'full name: "maria lopez"': 'q=maria%20lopez',
  'email fragment: "lopez.12"': 'q=lopez.12',
  'phone digits: "5125550"': 'q=5125550',
  'company word by name: "northwind"': 'q=northwind&sort=name&order=asc',
  'company word by name desc: "acme"': 'q=acme&sort=name&order=desc',
  'company word by email: "evergreen"': 'q=evergreen&sort=email&order=asc',
  'no match: "qqqzzz"': 'q=qqqzzz',
  'page 40 (offset 1950)': 'limit=50&offset=1950',
  'search page 10: "lee"': 'q=lee&limit=50&offset=450',
};

const call = async (query) => {
  const t0 = performance.now();
  const response = await fetch(`${baseURL}/api/contacts?${query}`, { headers });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`GET /api/contacts?${query}: ${response.status} ${JSON.stringify(answer)}`);
  return { ms: performance.now() - t0, answer };
};

const totals = {};
for (const [name, query] of Object.entries(mix)) {
  const { answer } = await call(query); // warm-up, and the match count shown in the table
  totals[name] = `${answer.total}${answer.total_exact ? '' : '+'}`;
}
const times = await timeShuffled(Object.keys(mix), rounds, clients, async (name) => (await call(mix[name])).ms);

console.log(`\n${contacts} contacts, ${rounds} requests per shape, ${clients} client${clients === 1 ? '' : 's'}\n`);
console.log('| shape | matches | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
for (const [name, values] of times) {
  console.log(`| ${name} | ${totals[name]} | ${pct(values, 50).toFixed(1)} | ${pct(values, 95).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`);
}
const all = [...times.values()].flat();
const p95 = pct(all, 95);
console.log(`\nall ${all.length} requests: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms (target p95 ≤ ${TARGET_MS} ms)`);
await app.close();
process.exit(p95 <= TARGET_MS ? 0 : 1);
