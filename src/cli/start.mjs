// `npm start`: build what is stale, then run the app with embedded defaults (see src/cli/serve.ts) under a
// supervisor that makes Ctrl-C stop the app before the services it started (see app-supervisor.mjs).
import { join } from 'node:path';
import { superviseApp } from './app-supervisor.mjs';
import { ensureAdminBuilt, ensureApiBuilt } from './ensure-built.mjs';

ensureApiBuilt();
ensureAdminBuilt();

superviseApp(join(import.meta.dirname, '..', '..', 'dist', 'src', 'cli', 'serve.js'), process.argv.slice(2));
