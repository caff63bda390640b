// Enrollment rule preview benchmark (target: p95 ≤ 200 ms at 1M contacts and 1M opportunities). Starts the built API
// on DATABASE_URL (default: the 1M database, `npm run perf:seed -- --opportunities 1000000 --contacts 1000000`, which
// links the opportunities to the contacts; its start applies pending migrations), makes a sequence with one
// templated step and a rule for every criteria field with every operator it takes, each exclusion alone and all
// together and a few combinations, then times POST /api/enrollment/rules/{id}/preview {limit: 50} per rule over
// `rounds` requests: the HTTP round trip on loopback and the service call alone in the same process.
// RULE_PREVIEW_ONLY=<regexp> keeps only the rules whose names match.
// With `fill` as the third argument, first tops the contacts table up to 1M rows (generate_series) and analyses it;
// meant for a scratch database, never for one another seeder owns.
// Usage: npm run build:api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m npm run perf:rule-preview -- [rounds [clients [fill]]]
import { distModule, percentile as pct, startInProcessApi } from './support/in-process-api.mjs';
import { timeShuffled } from './support/shuffled-rounds.mjs';

const rounds = Number(process.argv[2] ?? 10);
const clients = Number(process.argv[3] ?? 1);
const fill = process.argv[4] === 'fill';
const TARGET = 1_000_000;
const { app, baseURL, db, headers: auth } = await startInProcessApi({ queuePrefix: 'laperfrules', tokenEmail: 'perf.rules@movingco.example' });
const { EnrollmentRulesService } = distModule('src/modules/enrollment/rules/enrollment-rules.service.js');
const count = async () => (await db.query(`SELECT count(*)::int AS n FROM contacts`))[0].n;

if (fill && (await count()) < TARGET) {
  const t0 = performance.now();
  const missing = TARGET - (await count());
  const runner = db.createQueryRunner(); // one connection without the app's statement timeout
  await runner.query(`SET statement_timeout = 0`);
  // 1% without an email, 2% on the placeholder .invalid domain; created over three years; a few lifecycle stages.
  await runner.query(
    `INSERT INTO contacts (first_name, last_name, email, created_at, first_seen_at, lifecycle_stage, consent_status, lead_score, origin_state)
     SELECT 'First' || n, 'Last' || n,
            CASE WHEN n % 100 = 0 THEN NULL WHEN n % 50 = 1 THEN 'rp' || n || '@lead.invalid' ELSE 'rp' || n || '@perf.example' END,
            ts, ts, (ARRAY['lead', 'mql', 'sql', 'customer'])[1 + n % 4], (ARRAY['opted_in', 'opted_out', 'unknown'])[1 + n % 3],
            n % 100, (ARRAY['TX', 'CA', 'FL', 'NY', 'IL'])[1 + n % 5]
     FROM (SELECT n, now() - (n % 1095) * interval '1 day' - (n % 86400) * interval '1 second' AS ts
           FROM generate_series((SELECT count(*) FROM contacts) + 1, (SELECT count(*) FROM contacts) + $1::int) n) g`,
    [missing],
  );
  await runner.query(`VACUUM ANALYZE contacts`);
  await runner.release();
  console.log(`Added ${missing} contacts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const contacts = await count();
const headers = { ...auth, 'content-type': 'application/json' };
const post = async (path, body) => {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
};
const [{ id: templateId }] = await db.query(`INSERT INTO email_templates (name, subject) VALUES ('Perf rules ' || now(), 'Hi') RETURNING id`);
const { id: sequenceId } = await post('/api/sequences', { name: `Perf rules ${Date.now()}` });
await fetch(`${baseURL}/api/sequences/${sequenceId}/steps/v3`, { method: 'PUT', headers, body: JSON.stringify({ steps: [{ template_id: templateId }] }) });
const rule = async (name, fields) => (await post('/api/enrollment/rules', { sequence_id: sequenceId, name, ...fields })).rule.id;
// Every field with every operator it takes, each exclusion alone and all together, and a few combinations.
const today = new Date();
const isoDay = (days) => new Date(today.getTime() + days * 86400e3).toISOString().slice(0, 10);
const FIELD_CASES = {
  lead_source: [['eq', 'web_form'], ['in', ['web_form', 'inbound_call']], ['not_in', ['email']]],
  status: [['eq', 'new'], ['in', ['opened', 'replied']], ['not_in', ['booked', 'completed']]],
  origin_state: [['eq', 'TX'], ['in', ['TX', 'FL']], ['not_in', ['CA']]],
  destination_state: [['eq', 'CO'], ['in', ['CO', 'WA']], ['not_in', ['NY']]],
  lifecycle_stage: [['eq', 'lead'], ['in', ['mql', 'sql']], ['not_in', ['customer']]],
  consent_status: [['eq', 'opted_in'], ['in', ['opted_in', 'unknown']], ['not_in', ['opted_out']]],
  move_date: [['eq', isoDay(20)], ['gte', isoDay(0)], ['lte', isoDay(-300)], ['between', [isoDay(0), isoDay(60)]], ['within_next_days', 30]],
  days_until_move: [['eq', 14], ['gte', 0], ['lte', -300], ['between', [0, 30]]],
  lead_score: [['eq', 50], ['gte', 50], ['lte', 20], ['between', [40, 60]]],
  created_at: [['gte', isoDay(-90)], ['lte', isoDay(-600)], ['between', [isoDay(-400), isoDay(-300)]]],
  first_seen_at: [['gte', isoDay(-90)], ['lte', isoDay(-600)], ['between', [isoDay(-400), isoDay(-300)]]],
};
const EXCLUSIONS = ['in_other_active_sequence', 'replied_or_booked', 'unsubscribed', 'bounced', 'suppressed', 'no_email', 'placeholder_email'];
const cases = {
  'all contacts (created_at, open end)': { start_date: '2000-01-01' },
  'last 90 days (first_seen_at)': { start_date: isoDay(-90), date_field: 'first_seen_at' },
};
for (const [field, list] of Object.entries(FIELD_CASES)) {
  for (const [op, value] of list) cases[`${field} ${op} ${JSON.stringify(value)}`] = { start_date: '2000-01-01', criteria_json: { filters: [{ field, op, value }], exclusions: [] } };
}
for (const exclusion of EXCLUSIONS) cases[`excluding ${exclusion}`] = { start_date: '2000-01-01', criteria_json: { filters: [], exclusions: [exclusion] } };
cases['excluding all seven'] = { start_date: '2000-01-01', criteria_json: { filters: [], exclusions: EXCLUSIONS } };
cases['status new, moving in 0-30 days'] = {
  start_date: '2000-01-01',
  criteria_json: { filters: [{ field: 'status', op: 'eq', value: 'new' }, { field: 'days_until_move', op: 'between', value: [0, 30] }], exclusions: [] },
};
cases['web_form, TX, score ≥ 50, not suppressed'] = {
  start_date: '2000-01-01',
  criteria_json: {
    filters: [{ field: 'lead_source', op: 'eq', value: 'web_form' }, { field: 'origin_state', op: 'eq', value: 'TX' }, { field: 'lead_score', op: 'gte', value: 50 }],
    exclusions: ['suppressed', 'in_other_active_sequence'],
  },
};
const only = process.env.RULE_PREVIEW_ONLY ? new RegExp(process.env.RULE_PREVIEW_ONLY) : null;
const mix = {};
for (const [name, fields] of Object.entries(cases)) {
  if (!only || only.test(name)) mix[name] = await rule(name.slice(0, 100), fields);
}
const service = app.get(EnrollmentRulesService);
const totals = {};
const request = async (name) => {
  const t0 = performance.now();
  totals[name] = (await post(`/api/enrollment/rules/${mix[name]}/preview`, { limit: 50 })).preview.total_eligible;
  return performance.now() - t0;
};
const call = async (name) => {
  const t0 = performance.now();
  await service.preview(mix[name], 50);
  return performance.now() - t0;
};
const run = async (measure) => {
  for (const name of Object.keys(mix)) await measure(name); // warm-up
  return timeShuffled(Object.keys(mix), rounds, clients, measure);
};
const http = await run(request);
const inProcess = await run(call);
console.log(`\n${contacts} contacts, ${rounds} previews per rule, ${clients} client${clients === 1 ? '' : 's'}\n`);
console.log('| rule | eligible | HTTP p50 ms | HTTP p95 ms | HTTP max ms | service p50 ms | service p95 ms |\n|---|---|---|---|---|---|---|');
let worst = 0;
for (const name of Object.keys(mix)) {
  const h = http.get(name);
  const s = inProcess.get(name);
  worst = Math.max(worst, pct(h, 95));
  console.log(`| ${name} | ${totals[name]} | ${pct(h, 50).toFixed(1)} | ${pct(h, 95).toFixed(1)} | ${Math.max(...h).toFixed(1)} | ${pct(s, 50).toFixed(1)} | ${pct(s, 95).toFixed(1)} |`);
}
console.log(`\nworst HTTP p95 ${worst.toFixed(1)} ms (target ≤ 200 ms)`);
// Leave the perf database as found: the sequence (its rules cascade) and the template go.
await db.query(`DELETE FROM sequences WHERE id = $1`, [sequenceId]);
await db.query(`DELETE FROM email_templates WHERE id = $1`, [templateId]);
await app.close();
process.exit(worst <= 200 ? 0 : 1);
