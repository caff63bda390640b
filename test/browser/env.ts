import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * Everything the config, the global setup/teardown and the specs share. Values are chosen once in the
 * main Playwright process and put into process.env, so worker processes (which re-import this module)
 * inherit the same port, database and queue prefix.
 */
process.env.LA_BROWSER_PORT ??= String(40000 + Math.floor(Math.random() * 20000));
process.env.LA_BROWSER_RUN_ID ??= randomBytes(4).toString('hex');

export const port = Number(process.env.LA_BROWSER_PORT);
export const runId = process.env.LA_BROWSER_RUN_ID;
export const baseURL = `http://127.0.0.1:${port}`;

export const repoRoot = resolve(__dirname, '..', '..');
export const artifactsDir = resolve(__dirname, 'artifacts');
export const screenshotsDir = resolve(artifactsDir, 'screenshots');
export const serverLogFile = resolve(artifactsDir, 'server.log');

export const postgresAdminUrl = process.env.LA_BROWSER_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const databaseName = `la_browser_${runId}`;
export const databaseUrl = (() => {
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
export const redisUrl = process.env.LA_BROWSER_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const queuePrefix = `labrowser_${runId}`;

export const DEMO_USERS = {
  admin: { email: 'alex.admin@movingco.example', displayName: 'Alex Morgan' },
  staff: { email: 'sam.staff@movingco.example', displayName: 'Sam Rivera' },
  outsider: { email: 'pat.outsider@outside.example', displayName: 'Pat' },
} as const;
