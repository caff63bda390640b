// Template preview and inline benchmark: a 50 KB template (style block with media queries, tables, merge tags,
// images, a preheader and dividers) rendered for one contact. Reports p50/p95 of
//   1. the renderer in-process (merge, sanitize, inline, layout, text part: what a preview and a send cost),
//   2. the preview and inline services in the running API (server time: template, contact and asset lookups
//      included, HTTP and JSON left out), and
//   3. POST /api/templates/{id}/preview and POST /api/templates/inline over loopback HTTP (the whole round trip),
// on a database of its own that is dropped after. Runs the TypeScript sources (compiled on load with the tests'
// swc options), so it needs no build. The inline request's HTML differs on every run (as the editor's
// does), so nothing is served from a cache.
// Figures are reported, not asserted. Usage: node test/perf/template-preview.mjs [runs]
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
await import('../utils/swc-register.mjs');
const source = (...parts) => require(join(root, 'src', ...parts).replace(/\.js$/, '.ts'));
const runs = Number(process.argv[2] ?? 200);
const warmup = 20;

/** About 50 KB of realistic template HTML. */
function template() {
  const head =
    '<div data-type="preheader">Your move with {{companyName}} is coming up, {{firstName}}</div>' +
    '<style>.title { font-size: 22px; color: #1f4e79; } .cell { padding: 12px; font-family: Arial, sans-serif; } ' +
    'a.button { background-color: #1f4e79; color: #ffffff; padding: 10px 16px; } ' +
    '@media (max-width: 600px) { .cell { padding: 8px; } .title { font-size: 18px; } }</style>' +
    '<h1 class="title">Hi {{fallback firstName "there"}},</h1>';
  const block = (i) =>
    `<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td class="cell">` +
    `<p>Section ${i}: your move {{trackingNumber}} from {{originAddress}} to {{destinationAddress}} on {{formatDate moveDate "long"}}.</p>` +
    `<p>Estimated total {{estimatedRevenue}}. Questions? Call {{companyPhone}} or reply to {{senderEmail}}.</p>` +
    `<img src="https://cdn.example.com/banners/${i}.png" width="600" alt="Banner ${i}" style="display: block; border: 0">` +
    `<a class="button" href="https://example.com/quote?t={{trackingNumber}}&amp;s=${i}">View your quote</a>` +
    `</td></tr></table><hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">`;
  let html = head;
  for (let i = 0; html.length < 50 * 1024; i++) html += block(i);
  return html;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function report(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(sorted, 95).toFixed(2).padStart(7)} ms   max ${sorted.at(-1).toFixed(2).padStart(7)} ms   (${sorted.length} runs)`);
}
async function time(label, fn) {
  for (let i = 0; i < warmup; i++) await fn();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  report(label, samples);
}

const html = template();
const contact = {
  first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com', trackingNumber: 'TR-100200', originAddress: '1 Main St, Austin, TX',
  destinationAddress: '9 Elm St, Denver, CO', moveDate: '2026-12-05', estimatedRevenue: '$2,450.00', companyName: 'Acme Movers',
  companyPhone: '(512) 555-0100', senderEmail: 'ops@example.com',
};
console.log(`Template: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`);

// 1. In-process.
const { renderEmail } = source('modules', 'templates', 'rendering', 'email-render.policy.js');
const options = { timezone: 'America/Chicago', company: { name: 'Acme Movers', address: '1 Main St, Austin, TX' } };
await time('renderer in-process, strict', () => renderEmail({ subject: 'Your move {{trackingNumber}}', html }, contact, options));
await time('renderer in-process, lenient (preview)', () => renderEmail({ subject: 'Your move {{trackingNumber}}', html }, {}, { ...options, strict: false }));

// 2. Over HTTP against the API on its own database.
const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const { overrideEnv, envValue } = source('config', 'process-env.js');
const adminUrl = new URL(envValue('TEST_PG_URL') ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const database = `la_perf_preview_${port}`;
const { Client } = require('pg');
const admin = async (sql) => {
  const client = new Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
await admin(`CREATE DATABASE "${database}"`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;
overrideEnv({
  NODE_ENV: 'test', APP_ROLES: 'api', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000',
  DATABASE_URL: databaseUrl.toString(), QUEUE_PREFIX: `laperfpreview${port}`, AUTH_DEV_IDP: 'true', ASSET_LOCAL_DIR: mkdtempSync(join(tmpdir(), 'la-perf-assets-')),
});
let app;
try {
  const { DataSource } = require('typeorm');
  const { buildTypeOrmOptions } = source('database', 'typeorm.options.js');
  const migrator = new DataSource(buildTypeOrmOptions({ url: databaseUrl.toString(), poolSize: 1, statementTimeoutMs: 30000, lockTimeoutMs: 10000 }));
  await migrator.initialize();
  await migrator.runMigrations({ transaction: 'each' });
  await migrator.destroy();
  const { createApp } = source('bootstrap.js');
  const { ApiTokenService } = source('modules', 'auth', 'api-token.service.js');
  app = await createApp({ adminDist: join(root, 'test', 'fixtures', 'admin-dist') });
  await app.listen(port, '127.0.0.1');
  const token = await app.get(ApiTokenService).create({ email: 'perf.bot@movingco.example', days: 1 });
  const post = async (path, body) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}` },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const created = await post('/api/templates', { name: 'Perf 50 KB', subject: 'Your move {{trackingNumber}}', html });
  const id = created.data.id;
  const contactFields = { first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com' };
  const { TemplatePreviewService } = source('modules', 'templates', 'preview', 'template-preview.service.js');
  const { TemplateInlineService } = source('modules', 'templates', 'preview', 'template-inline.service.js');
  const previews = app.get(TemplatePreviewService);
  const inliner = app.get(TemplateInlineService);
  let edit = 0;
  /** The template as the editor sends it after one more keystroke. */
  const edited = () => `${html}<p>edit ${edit++}</p>`;
  await time('preview service (server time)', () => previews.preview(id, contactFields));
  await time('inline service, all flags (server time)', () => inliner.inline({ html: edited(), sanitize: true, resolveAssets: true, inline: true }));
  await time('POST /api/templates/{id}/preview (HTTP)', () => post(`/api/templates/${id}/preview`, { contact: contactFields }));
  await time('POST /api/templates/inline, all flags (HTTP)', () => post('/api/templates/inline', { html: edited(), sanitize: true, resolve_assets: true, inline: true }));
} finally {
  await app?.close();
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
