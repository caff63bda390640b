// Shared by the API benchmarks that time a service both over HTTP and called in the same process: the built app
// (api role, nothing writes meanwhile) on a free port against DATABASE_URL (default: the 1M database; its start
// applies pending migrations), with a bearer token for one user. Needs `npm run build:api` first.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..', '..');

/** A module of the built app, e.g. distModule('src/modules/auth/api-token.service.js'). */
export const distModule = (path) => require(join(root, 'dist', path));

/** The p-th percentile (nearest rank) of a list of numbers. */
export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the app; answers { app, baseURL, db (its DataSource), headers (Authorization for `tokenEmail`) }. */
export async function startInProcessApi({ queuePrefix, tokenEmail }) {
  const port = await freePort();
  const { overrideEnv, envValue } = distModule('src/config/process-env.js');
  overrideEnv({
    NODE_ENV: 'test', APP_ROLES: 'api', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000',
    DATABASE_URL: envValue('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/la_perf_1m', QUEUE_PREFIX: `${queuePrefix}${port}`,
  });
  const { createApp } = distModule('src/bootstrap.js');
  const { ApiTokenService } = distModule('src/modules/auth/api-token.service.js');
  const { DataSource } = require('typeorm');
  const started = performance.now();
  const app = await createApp();
  await app.listen(port, '127.0.0.1');
  console.log(`API up in ${((performance.now() - started) / 1000).toFixed(1)} s (pending migrations applied)`);
  const user = await app.get(ApiTokenService).create({ email: tokenEmail, days: 1 });
  return { app, baseURL: `http://127.0.0.1:${port}`, db: app.get(DataSource), headers: { authorization: `Bearer ${user.token}` } };
}
