// Builds the API into dist/ with the TypeScript compiler: a clean output directory, then `tsc -p tsconfig.build.json`,
// then tsc-alias, which rewrites the `src/...` imports (tsconfig `paths`) in the output to relative paths, so the
// built app runs on plain Node with no path mapping at run time.
// (The Nest CLI did the same, but its tooling requires Node 22; the compiler alone runs on every supported Node.)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..', '..');

export function buildApi({ stdio = 'inherit' } = {}) {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const resolve = createRequire(join(root, 'package.json')).resolve;
  const project = join(root, 'tsconfig.build.json');
  const compiled = spawnSync(process.execPath, [resolve('typescript/bin/tsc'), '-p', project], { cwd: root, stdio, encoding: 'utf8' });
  if (compiled.status !== 0) return compiled;
  const rewritten = spawnSync(process.execPath, [join(dirname(resolve('tsc-alias/package.json')), 'dist', 'bin', 'index.js'), '-p', project], { cwd: root, stdio, encoding: 'utf8' });
  return stdio === 'inherit' ? rewritten : { ...rewritten, stdout: `${compiled.stdout}${rewritten.stdout}`, stderr: `${compiled.stderr}${rewritten.stderr}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(buildApi().status ?? 1);
}
