// Reports the gzipped size of the JS the browser loads before any lazy route:
// the entry chunk from dist/index.html plus every chunk it imports statically.
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('No module entry script in dist/index.html');

const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // static imports only: `import ... from "./x.js"` / `import "./x.js"` (not `import("./x.js")`)
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    visit(join(dirname(file), match[1]));
  }
};
visit(entry);

let raw = 0;
let gz = 0;
for (const file of seen) {
  const buf = readFileSync(join(dist, file));
  const size = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += size;
  console.log(`${file.padEnd(44)} ${(buf.length / 1024).toFixed(1).padStart(8)} kB  gzip ${(size / 1024).toFixed(1).padStart(7)} kB`);
}
console.log(`initial JS: ${(raw / 1024).toFixed(1)} kB, gzip ${(gz / 1024).toFixed(1)} kB (${seen.size} files)`);
if (gz > 400 * 1024) {
  console.error('Initial JS exceeds the 400 kB gzip budget');
  process.exitCode = 1;
}
