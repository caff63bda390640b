// Builds the API into dist/ with swc (@swc/core): every TypeScript file of src/, migrations/ and test/fakes/ (the
// fakes serve the demo mode) except specs and declarations, compiled one by one with the options jest uses
// (swc-options.mjs: CommonJS, decorator metadata, `src/...` imports made relative), into the same layout under
// dist/ (dist/src/main.js), each with its source map. A clean output directory first, so a deleted source leaves
// nothing behind.
// swc only strips types, so a cold build takes about a second instead of tsc's minute on a busy 2-core machine;
// the type check is `npm run typecheck` (tsc --noEmit over the same files and the tests), part of `npm test`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SWC_OPTIONS } from './swc-options.mjs';

const root = join(import.meta.dirname, '..', '..');
const SOURCE_ROOTS = ['src', 'migrations', join('test', 'fakes')];
const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts');

function sourcesUnder(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.isFile() && isSource(entry.name) ? [path] : [];
  });
}

async function compile(swc, source) {
  const input = join(root, source);
  const output = join(root, 'dist', source.replace(/\.ts$/, '.js'));
  const { code, map } = await swc.transformFile(input, {
    ...SWC_OPTIONS,
    filename: input,
    sourceMaps: true,
    sourceFileName: relative(dirname(output), input),
    swcrc: false,
    configFile: false,
  });
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${code}\n//# sourceMappingURL=${basename(output)}.map\n`);
  writeFileSync(`${output}.map`, map);
}

/** Compiles every source; resolves to the number of files that failed (each reported on stderr). */
export async function buildApi() {
  const swc = createRequire(join(root, 'package.json'))('@swc/core');
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const queue = SOURCE_ROOTS.flatMap(sourcesUnder);
  const total = queue.length;
  let failed = 0;
  const started = performance.now();
  const lane = async () => {
    for (let source = queue.shift(); source; source = queue.shift()) {
      await compile(swc, source).catch((error) => {
        failed += 1;
        process.stderr.write(`${source}: ${error.message ?? error}\n`);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
  // The stamp `npm start` (ensure-built.mjs) compares with the sources: a build made by `npm run build` counts too.
  if (failed === 0) writeFileSync(join(root, 'dist', '.build-stamp'), new Date().toISOString());
  if (failed === 0) process.stdout.write(`API built into dist/ (${total} files) in ${Math.round(performance.now() - started)} ms\n`);
  return failed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit((await buildApi()) === 0 ? 0 : 1);
}
