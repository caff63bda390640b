// `npm test`: the whole suite, every step once, with what can overlap overlapped.
//
// Two lanes run side by side. The static checks (lint, type check) are single-threaded and never wait for anything,
// so they take the second core while the first builds (once: the API with swc, the admin with vite) and runs the unit
// tests. The API/integration, crash and browser layers then follow one after another, each with the whole machine.
// A lane's output is printed as one block when its step ends, so parallel steps never interleave their lines; the first
// failing step stops the run (the other lane's step is stopped too) with that step's output and a non-zero exit.
//
// Every layer writes its per-file report (time, tests, `expect` calls) under test/artifacts/timings/, from which
// `npm run test:timings -- --render` draws README's timing table.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const TIMINGS_DIR = join(root, 'test', 'artifacts', 'timings');

const report = (name) => join(TIMINGS_DIR, name);
const npm = (script, ...args) => ['npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])]];

/** Each step: a label, the command, and the environment it adds (the report it writes). */
const STEPS = {
  // README's queue and outbox tables against the code's catalogues (a second or so: no build needed).
  catalogues: { command: npm('catalogues', '--check') },
  lint: { command: npm('lint') },
  typecheck: { command: npm('typecheck') },
  build: { command: npm('build') },
  unit: { command: npm('test:unit', '--json', `--outputFile=${report('unit.json')}`) },
  admin: {
    command: npm('test:admin', '--reporter=default', '--reporter=json', `--outputFile.json=${report('admin.json')}`),
    env: { LA_TEST_COUNTS_FILE: report('admin-counts.jsonl') },
  },
  e2e: {
    command: npm('test:e2e', '--json', `--outputFile=${report('e2e.json')}`),
    env: { LA_TEST_COUNTS_FILE: report('e2e-files.jsonl') },
  },
  crash: { command: npm('test:e2e:crash', '--json', `--outputFile=${report('crash.json')}`) },
  browser: { command: npm('test:browser:run'), env: { LA_TEST_COUNTS_FILE: report('browser.json') } },
};

/** Lanes that run side by side, then what follows with the whole machine. */
const PLAN = [
  [
    ['catalogues', 'lint', 'typecheck'],
    ['build', 'unit', 'admin'],
  ],
  [['e2e']],
  [['crash']],
  [['browser']],
];

const running = new Set();
const timings = [];

function runStep(name, { buffered }) {
  const { command: [file, args], env = {} } = STEPS[name];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: root, env: { ...process.env, ...env }, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name, seconds });
      if (buffered) process.stdout.write(`\n── ${name} (${seconds.toFixed(0)} s) ──\n${output}`);
      resolve({ name, ok: code === 0, code, signal });
    });
  });
}

async function runLane(steps, options) {
  for (const step of steps) {
    const result = await runStep(step, options);
    if (!result.ok) return result;
  }
  return null;
}

function fail(result) {
  for (const child of running) child.kill('SIGTERM');
  process.stderr.write(`\nnpm test: ${result.name} failed (${result.signal ?? `exit ${result.code}`})\n`);
  process.exit(1);
}

rmSync(TIMINGS_DIR, { recursive: true, force: true });
mkdirSync(TIMINGS_DIR, { recursive: true });
const started = performance.now();
for (const lanes of PLAN) {
  // With one lane the step streams its output as it goes; side by side, each lane prints a block per step.
  const buffered = lanes.length > 1;
  // fail() stops every running step and exits: the first failure ends the run.
  await Promise.all(lanes.map((lane) => runLane(lane, { buffered }).then((failure) => failure && fail(failure))));
}
const summary = timings.map(({ name, seconds }) => `${name} ${seconds.toFixed(0)} s`).join(', ');
process.stdout.write(`\nnpm test: all passed in ${((performance.now() - started) / 1000 / 60).toFixed(1)} min (${summary})\n`);
