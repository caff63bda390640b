// Builds the API into dist/ with the TypeScript compiler: a clean output directory, then `tsc -p tsconfig.build.json`.
// (The Nest CLI did the same, but its tooling requires Node 22; the compiler alone runs on every supported Node.)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..', '..');

export function buildApi({ stdio = 'inherit' } = {}) {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
  return spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { cwd: root, stdio, encoding: 'utf8' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(buildApi().status ?? 1);
}
