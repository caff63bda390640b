// `npm start`: build what is stale, then run the app with embedded defaults (see src/cli/serve.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureAdminBuilt, ensureApiBuilt } from './ensure-built.mjs';

ensureApiBuilt();
ensureAdminBuilt();

const child = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'dist', 'src', 'cli', 'serve.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// The child owns shutdown (it stops the embedded services it started); forward signals and mirror its exit code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
