import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import globalTeardown from './global-teardown';
import { artifactsDir, baseURL, databaseName, databaseUrl, port, postgresAdminUrl, queuePrefix, redisUrl, repoRoot, serverLogFile } from './env';

const READY_TIMEOUT_MS = 60_000;

async function createDatabase(): Promise<void> {
  const client = new Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${databaseName}"`);
  } finally {
    await client.end();
  }
}

async function waitForHealth(exited: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no response yet';
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`The server exited before it was ready (${exit}); see ${serverLogFile}`);
    try {
      const response = await fetch(`${baseURL}/api-health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`GET ${baseURL}/api-health was not 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${last}); see ${serverLogFile}`);
}

/** A fresh database, then `node dist/src/cli/serve.js` (the `npm start` launcher) on the chosen port. */
export default async function globalSetup(): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await createDatabase();
  process.env.LA_BROWSER_DB_CREATED = '1';

  const dataDir = mkdtempSync(join(tmpdir(), 'la-browser-'));
  process.env.LA_BROWSER_DATA_DIR = dataDir;
  const log = openSync(serverLogFile, 'w');
  const server = spawn(process.execPath, ['dist/src/cli/serve.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      AUTH_DEV_IDP: 'true',
      LOG_LEVEL: 'warn',
      LA_DATA_DIR: dataDir,
      OPS_FOR_ALL: 'false',
    },
    stdio: ['ignore', log, log],
  });
  let exit: string | null = null;
  server.on('exit', (code, signal) => {
    exit = `code ${code}, signal ${signal}`;
  });
  process.env.LA_BROWSER_SERVER_PID = String(server.pid);

  try {
    await waitForHealth(() => exit);
  } catch (error) {
    // Leave nothing behind when the run cannot start (the teardown is idempotent).
    await globalTeardown();
    throw error;
  }
}
