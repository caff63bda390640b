import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import globalTeardown from './global-teardown';
import { artifactsDir, type BrowserServer, postgresAdminUrl, redisUrl, repoRoot, serverOf, WORKERS } from './env';

const READY_TIMEOUT_MS = 90_000;

async function createDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** The last lines of a server's log, so that a failed start explains itself in CI's output. */
function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') || '(empty)';
  } catch (error) {
    return `(unreadable: ${String(error)})`;
  }
}

async function waitForHealth(server: BrowserServer, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no response yet';
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`The server exited before it was ready (${exit}); ${server.logFile} ends:\n${logTail(server.logFile)}`);
    try {
      const response = await fetch(`${server.baseURL}/api-health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `GET ${server.baseURL}/api-health was not 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${last}); ${server.logFile} ends:\n${logTail(server.logFile)}`,
  );
}

/** A fresh database, then `node dist/src/cli/serve.js` (the `npm start` launcher) on the slot's port. */
async function startServer(server: BrowserServer, dataDir: string, started: ChildProcess[]): Promise<void> {
  await createDatabase(server.databaseName);
  const log = openSync(server.logFile, 'w');
  const child = spawn(process.execPath, ['dist/src/cli/serve.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: server.databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: server.queuePrefix,
      PORT: String(server.port),
      PUBLIC_URL: server.baseURL,
      AUTH_DEV_IDP: 'true',
      LOG_LEVEL: 'warn',
      LA_DATA_DIR: join(dataDir, String(server.slot)),
      OPS_FOR_ALL: 'false',
      // Three servers share a 2-core machine: a starved liveness `SELECT 1` must not read as a database outage.
      DATABASE_LIVENESS_TIMEOUT_MS: '1500',
      // ...nor a health probe answering late there read as a degraded system (the shell's System Status, the
      // Settings health table): the e2e servers allow 1500 ms too; production's 900 ms is for a machine of its own.
      HEALTH_PROBE_TIMEOUT_MS: '1500',
    },
    stdio: ['ignore', log, log],
  });
  started.push(child);
  let exit: string | null = null;
  child.on('exit', (code, signal) => {
    exit = `code ${code}, signal ${signal}`;
  });
  await waitForHealth(server, () => exit);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * Keeps env.ts's base port when every slot's port is free, else moves to another free run of ports. Workers are
 * started after this and inherit process.env, so they find their servers at the ports chosen here.
 */
async function choosePorts(): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const ports = Array.from({ length: WORKERS }, (_, slot) => serverOf(slot).port);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return;
    process.env.LA_BROWSER_PORT = String(20000 + Math.floor(Math.random() * 12000));
  }
  throw new Error('No free ports for the browser servers after 20 tries');
}

/** One server per worker slot (see env.ts), started side by side. */
export default async function globalSetup(): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'la-browser-'));
  process.env.LA_BROWSER_DATA_DIR = dataDir;
  await choosePorts();
  const servers = Array.from({ length: WORKERS }, (_, slot) => serverOf(slot));
  process.env.LA_BROWSER_DATABASES = servers.map((s) => s.databaseName).join(',');
  const started: ChildProcess[] = [];
  try {
    await Promise.all(servers.map((server) => startServer(server, dataDir, started)));
  } catch (error) {
    // Leave nothing behind when the run cannot start (the teardown is idempotent).
    process.env.LA_BROWSER_SERVER_PIDS = started.map((child) => child.pid).join(',');
    await globalTeardown();
    throw error;
  }
  process.env.LA_BROWSER_SERVER_PIDS = started.map((child) => child.pid).join(',');
}
