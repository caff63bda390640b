// Rebuilds the API and/or the admin only when their sources are newer than the last build (npm start stays fast).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

const stampTime = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : -1);

function run(label, command, args) {
  const started = Date.now();
  process.stdout.write(`Building ${label}... `);
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(result.stdout + result.stderr);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

export function ensureApiBuilt() {
  const sources = newestMtime(['src', 'migrations', 'test/fakes', 'package.json']);
  // build-api.mjs writes dist/.build-stamp when it succeeds.
  if (sources > stampTime('dist/.build-stamp')) run('the API', process.execPath, [join(root, 'src', 'cli', 'build-api.mjs')]);
}

export function ensureAdminBuilt() {
  const sources = newestMtime(['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/package.json', 'admin/public']);
  if (sources > stampTime('admin/dist/index.html')) {
    run('the admin app', 'npm', ['run', 'build', '--silent', '-w', 'admin']);
  }
}
