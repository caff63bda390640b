// Start-up benchmark: `npm start`'s launcher from an empty data directory (cold), then again (warm).
// Reports the time until /api-health answers 200. Usage: npm run perf:startup [-- --fresh]
// --fresh deletes dist/ and admin/dist/ first, so the cold start also builds the API and the admin, as the first
// `npm start` of a fresh clone does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'la-perf-'));
const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const env = { ...process.env, LA_DATA_DIR: dataDir, PORT: String(port), QUEUE_PREFIX: `laperf${port}`, LOG_LEVEL: 'warn' };
for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'NODE_ENV']) delete env[key];

async function measure(label) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'src', 'cli', 'start.mjs')], { env, stdio: 'ignore' });
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api-health`).then((r) => r.status, () => 0);
    if (status === 200) break;
    if (performance.now() - started > 120_000) throw new Error(`${label}: not healthy after 120 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const ms = performance.now() - started;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGINT');
  });
  return ms;
}

const fresh = process.argv.includes('--fresh');
if (fresh) {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  rmSync(join(root, 'admin', 'dist'), { recursive: true, force: true });
}

try {
  const cold = await measure('cold');
  const warm = await measure('warm');
  console.log(`npm start → /api-health 200: cold ${(cold / 1000).toFixed(1)} s (empty data dir${fresh ? ', API and admin built first' : ''}), warm ${(warm / 1000).toFixed(1)} s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
