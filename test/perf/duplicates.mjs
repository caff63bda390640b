// Duplicate leads at scale (issue 28 targets), on the seeded 1M database (`npm run perf:seed -- --opportunities
// 1000000`, whose families send a second lead through another site one time in 20):
// - the check at intake: `leads` new leads posted through POST /api/leads (half of them the same family as a recent
//   lead, by email, phone or name + move date + ZIP), then the check itself timed in-process for each (its keyed read,
//   the candidate lookups on the partial key indexes and the pair insert) — target p95 ≤ 5 ms;
// - the list's "possible duplicates" filter (server time `execution_time_ms`, first page, page 2 and sorted) — p95 ≤ 50 ms;
// - the refund report of a month (the summary of every provider, and one provider's CSV) — ≤ 2 s.
// Usage: npm run build:api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m npm run perf:duplicates [-- leads rounds]
import { distModule, percentile, startInProcessApi } from './support/in-process-api.mjs';

const leads = Number(process.argv[2] ?? 400);
const rounds = Number(process.argv[3] ?? 20);
const { app, baseURL, db, headers } = await startInProcessApi({ queuePrefix: 'laperfdup', tokenEmail: 'perf.duplicates@movingco.example' });
const { DuplicateDetectionService } = distModule('src/modules/leads/duplicates/duplicate-detection.service.js');
const { TransactionHost } = distModule('src/database/transactions.js');
const detection = app.get(DuplicateDetectionService);
const transactions = app.get(TransactionHost);
const stats = (values) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

const [{ n: total }] = await db.query(`SELECT count(*)::int AS n FROM opportunities`);
const [{ n: open }] = await db.query(`SELECT count(*)::int AS n FROM opportunities WHERE duplicate_state = 'possible'`);
console.log(`${total} opportunities, ${open} marked possible duplicates`);

// Families of recent leads to echo: their email, phone, name, move date and origin.
const recent = await db.query(
  `SELECT customer_name, customer_email, customer_phone, move_date::text AS move_date, origin_address FROM opportunities
    WHERE created_at > now() - interval '20 days' AND customer_email NOT LIKE 'noreply%' ORDER BY random() LIMIT $1`,
  [leads],
);
const run = Date.now().toString(36);
/** A surname of letters only, one per number (names with digits are not names). */
const letters = (i) => `New${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + (Math.floor(i / 26) % 26))}${run.replace(/[^a-z]/g, '')}`;
const ids = [];
for (let i = 0; i < leads; i++) {
  const family = recent[i % recent.length];
  const kind = i % 4;
  // 0: a new family; 1: same email through another site; 2: same phone, another address; 3: same name, date and origin
  const lead = kind === 0
    ? { customer_name: `Dana ${letters(i)}`, customer_email: `perf.new.${run}.${i}@example.org`, customer_phone: `(415) 2${String(i).padStart(2, '0').slice(-2)}-${String(1000 + i).slice(-4)}`, move_date: '2027-05-01', origin_address: '1 Test Rd, Reno, NV 89501' }
    : kind === 1
      ? { customer_name: family.customer_name, customer_email: family.customer_email }
      : kind === 2
        ? { customer_name: family.customer_name, customer_email: `other.${run}.${i}@example.org`, customer_phone: family.customer_phone ?? undefined }
        : { customer_name: family.customer_name, customer_email: `third.${run}.${i}@example.org`, move_date: family.move_date ?? undefined, origin_address: family.origin_address };
  const response = await fetch(`${baseURL}/api/leads`, {
    method: 'POST', headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ tracking_number: `PDUP-${run}-${i}`, provider: 'HireAHelper', ...lead }),
  });
  if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status}: ${await response.text()}`);
  ids.push((await response.json()).opportunity_id);
}
const found = await db.query(`SELECT count(DISTINCT opportunity_id)::int AS n FROM opportunity_duplicates WHERE opportunity_id = ANY($1)`, [ids]);
console.log(`intake: ${leads} leads posted, ${found[0].n} found to be possible duplicates (3 in 4 were the same family)`);

// The check itself, per lead, as intake runs it (in a transaction; the pairs exist already, so it finds and records
// nothing new: the same reads and the same insert attempt).
const checks = [];
for (const id of ids) {
  await transactions.withTransaction(async () => {
    const started = performance.now();
    await detection.detect(id);
    checks.push(performance.now() - started);
  });
}
console.log(`detection at intake (${total} opportunities): ${stats(checks)} (target p95 ≤ 5 ms)`);

const list = async (query) => {
  const response = await fetch(`${baseURL}/api/opportunities?${query}`, { headers });
  const body = await response.json();
  if (!body.success) throw new Error(`list ${query}: ${JSON.stringify(body)}`);
  return body.execution_time_ms;
};
const shapes = {
  'first page': 'duplicates=only&page=1&per_page=25',
  'page 2': 'duplicates=only&page=2&per_page=25',
  'by customer': 'duplicates=only&page=1&per_page=25&order_by=customer&order_dir=asc',
  'by move date': 'duplicates=only&page=1&per_page=25&order_by=move_date&order_dir=desc',
  'with status new': 'duplicates=only&status=new&page=1&per_page=25',
};
const times = [];
for (let round = 0; round < rounds; round++) for (const query of Object.values(shapes)) times.push(await list(query));
console.log(`"possible duplicates" list filter: ${stats(times)} over ${times.length} requests of ${Object.keys(shapes).length} shapes (target p95 ≤ 50 ms)`);

const month = new Date().toISOString().slice(0, 7);
const older = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 7);
/** Wall time of a request (its body read), the first one (cold) and the median of four more. */
const timed = async (path) => {
  const times = [];
  let body = null;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    body = await (await fetch(`${baseURL}${path}`, { headers })).text();
    times.push(performance.now() - started);
  }
  return { body, first: times[0], warm: percentile(times.slice(1), 50) };
};
for (const m of [month, older]) {
  const summary = await timed(`/api/reports/lead-refunds?month=${m}`);
  const { providers } = JSON.parse(summary.body);
  const provider = 'HireAHelper';
  const csv = await timed(`/api/reports/lead-refunds/export?month=${m}&provider=${encodeURIComponent(provider)}`);
  const leadsOfMonth = providers.reduce((sum, p) => sum + p.leads, 0);
  console.log(
    `refund report ${m}: summary of ${providers.length} providers (${leadsOfMonth} leads) first ${summary.first.toFixed(0)} ms, then ${summary.warm.toFixed(0)} ms; ` +
      `${provider}'s CSV (${csv.body.split('\r\n').length - 2} claims) first ${csv.first.toFixed(0)} ms, then ${csv.warm.toFixed(0)} ms (target ≤ 2 s)`,
  );
}

await db.query(`DELETE FROM opportunities WHERE tracking_number LIKE $1`, [`PDUP-${run}-%`]);
await app.close();
