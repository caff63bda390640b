// Sequence designer at size (target: a sequence of 20 steps — email steps with conditions, three of them with A and
// B and C variants, two call-task steps, a goal and reply branches — opens and saves in ≤ 1 s each, p95, in headless
// Chromium on the demo data). Starts the built app (api role) against DATABASE_URL (default: a database of its own,
// la_perf_designer, which the app migrates and fills with the demo data when empty), adds the 20-step sequence on the
// demo templates, signs in as the demo admin, then each round:
// - open: from the Sequences page, the app's router moved to /automation/sequences/:id/designer (what a click on
//   the sequence does) → the twentieth step card visible;
// - cold load (reported, not judged): the whole app loaded at the designer's address → the same;
// - save: the name and step 20's delay edited, Save clicked → "Sequence saved" shown (the fields and all 20 steps
//   written, as an admin's save does).
// The sequence is deleted after.
// Usage: npm run build && npm run perf:designer -- [rounds=10]
import { createRequire } from 'node:module';
import { percentile, signedInPage, startBuiltApp } from './built-app-session.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const rounds = Number(process.argv[2] ?? 10);
const TARGET_MS = 1000;
const STEPS = Number(process.env.PERF_DESIGNER_STEPS ?? 20);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/la_perf_designer';

const admin = new pg.Client({ connectionString: Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString() });
await admin.connect();
const name = new URL(process.env.DATABASE_URL).pathname.slice(1);
if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();

const { baseURL, stop } = await startBuiltApp({ queuePrefix: 'laperfdesigner', healthWaitMs: 600_000 });
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const tag = `Designer benchmark ${Date.now()}`;
let sequenceId = null;
let failed = false;
try {
  const templates = (await db.query(`SELECT id FROM email_templates ORDER BY created_at, id LIMIT 3`)).rows.map((row) => row.id);
  if (templates.length < 3) throw new Error('the demo templates are missing: start from an empty database so the app seeds them');
  ({ rows: [{ id: sequenceId }] } = await db.query(
    `INSERT INTO sequences (name, stop_on_reply, goal_statuses, goal_move_date_passed) VALUES ($1, false, '{booked,completed}', true) RETURNING id`, [tag],
  ));
  const steps = Array.from({ length: STEPS }, (_, k) => {
    const order = k + 1;
    if (order === 4 || order === 12) return { order, type: 'call', template: null, config: { expire_hours: 24, routes: { no_answer: order + 2, booked: 'goal' } }, skip: null, stop: null };
    const variants = [1, 7, 15].includes(order) ? { variants: [{ template_id: templates[1], subject_override: `Version B of step ${order}` }, { template_id: templates[2] }], winner: null } : null;
    return {
      order, type: 'email', template: templates[0], config: variants,
      skip: { filters: [{ field: 'has_phone', op: 'eq', value: order % 2 === 0 }] },
      stop: order % 3 === 0 ? { filters: [{ field: 'days_until_move', op: 'lte', value: 2 }] } : null,
    };
  });
  const { rows: stepRows } = await db.query(
    `INSERT INTO sequence_steps (sequence_id, step_order, type, template_id, delay_seconds, config, skip_if, stop_if)
     SELECT $1, x.ord, x.type, x.template_id, 86400, x.config, x.skip_if, x.stop_if
       FROM unnest($2::int[], $3::text[], $4::uuid[], $5::jsonb[], $6::jsonb[], $7::jsonb[]) AS x(ord, type, template_id, config, skip_if, stop_if)
     RETURNING id, step_order`,
    [sequenceId, steps.map((s) => s.order), steps.map((s) => s.type), steps.map((s) => s.template), steps.map((s) => s.config), steps.map((s) => s.skip), steps.map((s) => s.stop)],
  );
  const stepId = (order) => stepRows.find((row) => row.step_order === order).id;
  await db.query(`UPDATE sequences SET on_reply_next_step_id = $2, on_no_reply_next_step_id = $3 WHERE id = $1`, [sequenceId, stepId(10), stepId(6)]);

  const { browser, page } = await signedInPage(baseURL, 'alex.admin@movingco.example');
  if (process.env.PERF_TRACE) {
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api')) console.log(`    ${request.method()} ${pathname} ${Math.round(request.timing().responseEnd)} ms (started +${Math.round(request.timing().startTime % 100000)})`);
    });
  }
  const opens = [];
  const saves = [];
  console.log(`Designer with ${STEPS} steps (3 with variants A/B/C, 2 call tasks, conditions on every email step, a goal, reply branches): ${rounds} rounds after one warm-up (target ≤ ${TARGET_MS} ms)`);
  const loads = [];
  const designer = `/automation/sequences/${sequenceId}/designer`;
  const last = page.getByRole('article', { name: `Step ${STEPS}` });
  for (let i = 0; i <= rounds; i++) {
    // Cold: the whole app loaded with the designer's address (a bookmark, a reload).
    await page.goto('/settings');
    const loaded = Date.now();
    await page.goto(designer);
    await last.waitFor({ state: 'visible', timeout: 30_000 });
    const loadMs = Date.now() - loaded;
    // Open: from the Sequences page, as a click on a sequence's Edit does (the app's router moves; nothing reloads).
    await page.goto('/automation/sequences');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
    const opened = Date.now();
    await page.evaluate((path) => {
      /* global window, PopStateEvent -- runs in the page */
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, designer);
    await last.waitFor({ state: 'visible', timeout: 30_000 });
    const openMs = Date.now() - opened;
    if (i > 0) loads.push(loadMs);

    await page.getByRole('region', { name: 'Details' }).getByRole('textbox', { name: /^Name/ }).fill(`${tag} ${i}`);
    // Saved steps open collapsed: open the last one to edit its delay.
    if (await last.getByRole('button', { name: 'Expand' }).isVisible()) await last.getByRole('button', { name: 'Expand' }).click();
    await last.getByLabel('Delay After Previous Step').fill(String(i + 2));
    const saved = Date.now();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Sequence saved').first().waitFor({ state: 'visible', timeout: 30_000 });
    const saveMs = Date.now() - saved;
    if (i > 0) opens.push(openMs); // the first round warms the browser cache
    if (i > 0) saves.push(saveMs);
  }
  const { rows: [check] } = await db.query(`SELECT s.name, st.delay_seconds FROM sequences s JOIN sequence_steps st ON st.sequence_id = s.id AND st.step_order = $2 WHERE s.id = $1`, [sequenceId, STEPS]);
  if (check.name !== `${tag} ${rounds}`) throw new Error(`the last save did not land: the name is ${check.name}`);
  for (const [label, times] of [['open', opens], ['save', saves], ['cold load', loads]]) {
    const p95 = percentile(times, 95);
    const judged = label !== 'cold load';
    if (judged && p95 > TARGET_MS) failed = true;
    console.log(`  ${label.padEnd(9)} p50 ${String(percentile(times, 50)).padStart(5)} ms   p95 ${String(p95).padStart(5)} ms   max ${String(Math.max(...times)).padStart(5)} ms   ${!judged ? '(reported, not judged)' : p95 <= TARGET_MS ? 'ok' : 'OVER TARGET'}`);
  }
  console.log(`  (step ${STEPS}'s delay after the last save: ${check.delay_seconds} s)`);
  await browser.close();
} finally {
  if (sequenceId !== null) await db.query(`DELETE FROM sequences WHERE id = $1`, [sequenceId]);
  await db.end();
  stop();
}
if (failed) process.exitCode = 1;
