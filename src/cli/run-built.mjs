// Runs a compiled CLI from dist/src/cli after making sure the API build is current: `node run-built.mjs <name> [args]`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureApiBuilt } from './ensure-built.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name) {
  console.error('usage: run-built.mjs <cli-name> [args]');
  process.exit(2);
}
ensureApiBuilt();
const child = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'dist', 'src', 'cli', `${name}.js`), ...args], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
