// `npm run test:timings`: runs the whole suite (`npm test`), then draws README's timing table from the reports each
// layer wrote under test/artifacts/timings/: per layer its wall time, files, tests and `expect` calls executed, and the
// slowest 20 files of each runner. It also writes test/e2e/groups/durations.json, the seconds each API/integration
// spec took, by which the e2e groups are balanced. `--render` skips the run and draws from the last reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'test', 'artifacts', 'timings');
const README = join(root, 'README.md');
const START = '<!-- test-timings:start -->';
const END = '<!-- test-timings:end -->';
const SLOWEST = 20;

const readJson = (name) => (existsSync(join(dir, name)) ? JSON.parse(readFileSync(join(dir, name), 'utf8')) : null);
const readLines = (name) =>
  existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
/** A report's path relative to the checkout that ran it (reports copied from another clone keep their own paths). */
const rel = (path) => relative(root, path).replace(/^(\.\.\/)+(?:[^/]+\/)*?(?=(?:src|test|admin|migrations)\/)/, '');
const sum = (values) => values.reduce((total, value) => total + value, 0);

/** A jest --json report as files: { file, ms, tests, assertions }. */
function jestFiles(report) {
  return report.testResults.map((result) => ({
    file: rel(result.name),
    ms: result.endTime - result.startTime,
    tests: result.assertionResults.length,
    assertions: sum(result.assertionResults.map((test) => test.numPassingAsserts ?? 0)),
  }));
}

function jestLayer(name, report, runner) {
  const files = jestFiles(report);
  const wallMs = Math.max(...report.testResults.map((r) => r.endTime)) - report.startTime;
  return { name, runner, wallMs, files, failed: report.numFailedTests };
}

/** The e2e layer runs spec files in groups: the per-spec rows come from the group loader's records. */
function e2eLayer(report, records) {
  const layer = jestLayer('API / integration', report, 'jest');
  const bySpec = new Map();
  for (const result of report.testResults) {
    for (const test of result.assertionResults) {
      const grouped = rel(result.name).includes('/groups/');
      const file = grouped ? `test/e2e/${test.ancestorTitles[0]}` : rel(result.name);
      const row = bySpec.get(file) ?? { file, ms: 0, tests: 0, assertions: 0 };
      row.tests += 1;
      row.assertions += test.numPassingAsserts ?? 0;
      if (!grouped) row.ms = result.endTime - result.startTime;
      bySpec.set(file, row);
    }
  }
  for (const record of records) {
    const row = bySpec.get(record.file);
    if (row) row.ms = record.wallMs;
  }
  return { ...layer, groups: layer.files, files: [...bySpec.values()] };
}

function vitestLayer(report, counts) {
  const assertionsByFile = new Map();
  for (const line of counts) assertionsByFile.set(rel(line.file), (assertionsByFile.get(rel(line.file)) ?? 0) + line.assertions);
  const files = report.testResults.map((result) => ({
    file: rel(result.name),
    ms: result.endTime - result.startTime,
    tests: result.assertionResults.length,
    assertions: assertionsByFile.get(rel(result.name)) ?? 0,
  }));
  const wallMs = Math.max(...report.testResults.map((r) => r.endTime)) - report.startTime;
  return { name: 'Admin unit', runner: 'vitest', wallMs, files, failed: report.numFailedTests };
}

function playwrightLayer(report) {
  const files = report.files.map((f) => ({ file: f.file, ms: f.durationMs, tests: f.tests, assertions: f.assertions }));
  return { name: 'Browser', runner: 'playwright', wallMs: report.wallMs, files, failed: report.status === 'passed' ? 0 : 1 };
}

const minutes = (ms) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);
const number = (n) => n.toLocaleString('en-US');

function render(layers) {
  const lines = [
    `From the reports of one \`npm test\` on ${new Date().toISOString().slice(0, 10)} (${process.env.CI ? '`.ci/run` on a fresh clone' : 'a local run'}, 2 cores).`,
    'Unit and admin unit ran beside lint and the type check, so their wall times include sharing the machine with them.',
    '',
    '| Layer | Runner | Wall time | Files | Tests | `expect` calls |',
    '|---|---|---|---|---|---|',
    ...layers.map((l) => `| ${l.name} | ${l.runner} | ${minutes(l.wallMs)} | ${l.files.length} | ${number(sum(l.files.map((f) => f.tests)))} | ${number(sum(l.files.map((f) => f.assertions)))} |`),
    `| **All** | | | ${sum(layers.map((l) => l.files.length))} | ${number(sum(layers.map((l) => sum(l.files.map((f) => f.tests)))))} | ${number(sum(layers.map((l) => sum(l.files.map((f) => f.assertions)))))} |`,
  ];
  for (const layer of layers) {
    const slowest = [...layer.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    lines.push('', `<details><summary>${layer.name}: the ${slowest.length} slowest files</summary>`, '', '| File | Time | Tests | `expect` calls |', '|---|---|---|---|');
    for (const f of slowest) lines.push(`| \`${f.file}\` | ${(f.ms / 1000).toFixed(1)} s | ${f.tests} | ${number(f.assertions)} |`);
    lines.push('', '</details>');
  }
  return lines.join('\n');
}

if (!process.argv.includes('--render')) {
  const run = spawnSync('npm', ['test'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const layers = [];
const unit = readJson('unit.json');
if (unit) layers.push(jestLayer('Unit', unit, 'jest'));
const admin = readJson('admin.json');
if (admin) layers.push(vitestLayer(admin, readLines('admin-counts.jsonl')));
const e2e = readJson('e2e.json');
if (e2e) {
  const layer = e2eLayer(e2e, readLines('e2e-files.jsonl'));
  layers.push(layer);
  const durations = Object.fromEntries(layer.files.filter((f) => f.file.startsWith('test/e2e/')).map((f) => [f.file.slice('test/e2e/'.length), Math.round(f.ms / 100) / 10]).sort());
  writeFileSync(join(root, 'test', 'e2e', 'groups', 'durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
}
const crash = readJson('crash.json');
if (crash) layers.push(jestLayer('Crash test', crash, 'jest'));
const browser = readJson('browser.json');
if (browser) layers.push(playwrightLayer(browser));
if (layers.length === 0) {
  process.stderr.write(`No reports under ${rel(dir)}: run npm test (or npm run test:timings) first\n`);
  process.exit(1);
}

const readme = readFileSync(README, 'utf8');
const [before, rest] = readme.split(START);
if (rest === undefined || !rest.includes(END)) {
  process.stderr.write(`README.md has no ${START} … ${END} block\n`);
  process.exit(1);
}
writeFileSync(README, `${before}${START}\n${render(layers)}\n${END}${rest.slice(rest.indexOf(END) + END.length)}`);
process.stdout.write(`README.md timing table updated (${layers.map((l) => l.name).join(', ')})\n`);
