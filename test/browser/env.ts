import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * Everything the config, the global setup/teardown and the specs share. Values are chosen once in the
 * main Playwright process and put into process.env, so worker processes (which re-import this module)
 * inherit the same ports, databases and queue prefixes.
 *
 * The suite runs WORKERS Playwright workers, and each has a server of its own (started by global-setup.ts, one
 * per worker slot): its own port, database and queue prefix, so the specs of one worker never see another worker's
 * data, exactly as when one worker ran them all. A worker finds its server by its parallel index (Playwright's
 * TEST_PARALLEL_INDEX, 0 … WORKERS-1, kept when a worker is replaced after a failure).
 */
// Below Linux's ephemeral range (32768-60999 by default): a port picked inside it can already be the local end of
// one of the machine's outgoing connections, and the server then exits with EADDRINUSE before it is ready.
process.env.LA_BROWSER_PORT ??= String(20000 + Math.floor(Math.random() * 12000));
process.env.LA_BROWSER_RUN_ID ??= randomBytes(4).toString('hex');

/**
 * Three workers: in the headless shell (playwright.config.ts) a worker leaves enough of a 2-core machine idle, while it
 * waits on its server, for a third to use: 4 min 52 s against 5 min 20 s with two (7 min 39 s with two in full
 * chromium).
 */
export const WORKERS = Number(process.env.LA_BROWSER_WORKERS ?? 3);
export const runId = process.env.LA_BROWSER_RUN_ID;

export const repoRoot = resolve(__dirname, '..', '..');
export const artifactsDir = resolve(__dirname, 'artifacts');
export const screenshotsDir = resolve(artifactsDir, 'screenshots');

export const postgresAdminUrl = process.env.LA_BROWSER_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.LA_BROWSER_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface BrowserServer {
  slot: number;
  port: number;
  baseURL: string;
  databaseName: string;
  databaseUrl: string;
  queuePrefix: string;
  logFile: string;
}

/** The server of worker slot `slot`. */
export function serverOf(slot: number): BrowserServer {
  const port = Number(process.env.LA_BROWSER_PORT) + slot;
  const databaseName = `la_browser_${runId}_${slot}`;
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${databaseName}`;
  return {
    slot,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    databaseName,
    databaseUrl: url.toString(),
    queuePrefix: `labrowser_${runId}_${slot}`,
    logFile: resolve(artifactsDir, `server-${slot}.log`),
  };
}

/** This worker's server (slot 0 in the main process). */
export const { baseURL, databaseUrl } = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const DEMO_USERS = {
  admin: { email: 'alex.admin@movingco.example', displayName: 'Alex Morgan' },
  staff: { email: 'sam.staff@movingco.example', displayName: 'Sam Rivera' },
  outsider: { email: 'pat.outsider@outside.example', displayName: 'Pat' },
} as const;
