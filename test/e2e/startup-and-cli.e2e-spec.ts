import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { freeTestPort } from '../utils/test-port';

/**
 * `npm start`'s launcher (dist/src/cli/serve.js) from an empty data directory: embedded PostgreSQL, migrations,
 * demo data, healthy; Ctrl-C stops everything; a second start reuses the data; the token CLIs reach the same
 * embedded database, and never another checkout's; under `npm start`'s supervisor a SIGTERM to the whole process
 * group stops the app before its database. Needs `npm run build` (npm test builds before the e2e suite).
 */
const ROOT = join(__dirname, '..', '..');
const SERVE = join(ROOT, 'dist', 'src', 'cli', 'serve.js');
const SUPERVISOR = join(ROOT, 'src', 'cli', 'app-supervisor.mjs');

interface Running {
  child: ChildProcess;
  output: () => string;
  readyMs: number;
}

describe('npm start with embedded defaults, and the token CLIs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'la-start-'));
  const queuePrefix = `lastart_${randomBytes(3).toString('hex')}`;
  let port: number;
  const launched: ChildProcess[] = [];

  const env = (dir = dataDir): NodeJS.ProcessEnv => {
    const copy: NodeJS.ProcessEnv = { ...process.env, LA_DATA_DIR: dir, PORT: String(port), QUEUE_PREFIX: queuePrefix, LOG_LEVEL: 'info' };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'NODE_ENV', 'AUTH_DEV_IDP', 'SESSION_SECRET', 'APP_ROLES']) delete copy[key];
    return copy;
  };

  /** serve.js directly, or (`supervised`) the way `npm start` runs it: under the supervisor, as a process group leader. */
  async function start(supervised = false): Promise<Running> {
    const began = Date.now();
    const child = supervised
      ? spawn(process.execPath, ['--input-type=module', '-e', `import { superviseApp } from ${JSON.stringify(pathToFileURL(SUPERVISOR).href)}; superviseApp(${JSON.stringify(SERVE)});`], {
          env: env(),
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(process.execPath, [SERVE], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    launched.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve exited early:\n${output}`);
      if (Date.now() - began > 45_000) throw new Error(`not healthy after 45 s:\n${output}`);
      const status = await fetch(`http://127.0.0.1:${port}/api-health`).then((r) => r.status, () => 0);
      if (status === 200) return { child, output: () => output, readyMs: Date.now() - began };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function stop(running: Running): Promise<number | null> {
    return new Promise((resolve) => {
      running.child.once('exit', (code) => resolve(code));
      running.child.kill('SIGINT');
    });
  }

  /**
   * A CLI run to its end without blocking this process: a synchronous spawn would freeze the event loop, so the HTTP
   * client could not retire its idle keep-alive sockets meanwhile and the next fetch could take one the server had
   * just closed ('other side closed').
   */
  const cli = (name: string, args: string[], dir = dataDir): Promise<{ status: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(ROOT, 'dist', 'src', 'cli', `${name}.js`), ...args], { env: env(dir), stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.once('error', reject);
      child.once('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr });
      });
    });
  const recordedPort = (dir: string): number => (JSON.parse(readFileSync(join(dir, 'postgres.json'), 'utf8')) as { port: number }).port;
  const embeddedDb = (pgPort: number): Client => new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/lead_automation` });

  beforeAll(async () => {
    port = await freeTestPort();
  });
  afterAll(async () => {
    // A failed expectation leaves its server running: stop it the graceful way (it stops its database too).
    for (const child of launched.filter((c) => c.exitCode === null && c.signalCode === null)) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(resolve, 15_000).unref();
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should reach healthy from an empty data directory, stop cleanly, and reuse the data on the next start', async () => {
    const first = await start();
    expect(first.output()).toContain('initialising the embedded cluster');
    expect(first.output()).toContain('Demo data seeded');
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

    // The token CLI finds the running embedded database through .data and mints an admin token.
    const created = await cli('token-create', ['--email', 'ops.bot@movingco.example', '--role', 'admin', '--days', '1']);
    expect(created.status).toBe(0);
    const token = /\b(la_[A-Za-z0-9_-]{20,})/.exec(created.stdout)?.[1];
    expect(token).toBeDefined();
    const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
    expect((await fetch(`http://127.0.0.1:${port}/api/settings`, { headers: bearer })).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/admin/queues/api/queues`, { headers: bearer })).status).toBe(200);
    const revoked = await cli('token-revoke', ['--token', token!]);
    expect(revoked.stdout).toContain('Revoked 1 token.');
    expect((await fetch(`http://127.0.0.1:${port}/api/settings`, { headers: bearer })).status).toBe(401);
    const usage = await cli('token-create', ['--role', 'admin']);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('usage: npm run token:create');

    expect(await stop(first)).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await start();
    expect(second.output()).not.toContain('initialising the embedded cluster');
    expect(second.output()).not.toContain('Demo data seeded');
    expect(await stop(second)).toBe(0);
    process.stdout.write(`npm start: healthy in ${first.readyMs} ms cold, ${second.readyMs} ms warm\n`);
  }, 150_000);

  it("should never use another checkout's embedded server, even on the port this checkout recorded", async () => {
    const running = await start();
    const otherCheckout = mkdtempSync(join(tmpdir(), 'la-start-other-'));
    const db = embeddedDb(recordedPort(dataDir));
    try {
      // The other checkout last ran on the port this one's server now holds (every checkout starts at 54329).
      writeFileSync(join(otherCheckout, 'postgres.json'), JSON.stringify({ port: recordedPort(dataDir) }));
      const other = await cli('token-create', ['--email', 'other.checkout@movingco.example', '--days', '1'], otherCheckout);
      expect(other.status).toBe(0);
      expect(other.stdout).not.toContain('reusing the embedded server');
      expect(other.stdout).toContain(`port ${recordedPort(dataDir)} is another server's`);
      expect(other.stdout).toContain('initialising the embedded cluster');
      expect(recordedPort(otherCheckout)).not.toBe(recordedPort(dataDir));
      await db.connect();
      expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'other.checkout@movingco.example'`)).rows[0]).toEqual({ n: 0 });

      // This checkout's own commands still find its running server.
      const own = await cli('token-create', ['--email', 'own.checkout@movingco.example', '--days', '1']);
      expect(own.status).toBe(0);
      expect(own.stdout).toContain(`reusing the embedded server on port ${recordedPort(dataDir)}`);
      expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'own.checkout@movingco.example'`)).rows[0]).toEqual({ n: 1 });
    } finally {
      await db.end().catch(() => undefined);
      rmSync(otherCheckout, { recursive: true, force: true });
    }
    expect(await stop(running)).toBe(0);
  }, 150_000);

  it('should stop the app before its database when the launcher’s whole process group gets SIGTERM (Ctrl-C)', async () => {
    const running = await start(true);
    const observer = embeddedDb(recordedPort(dataDir));
    await observer.connect();
    // What the app had printed when the database ended this connection.
    let printedWhenDbStopped: string | undefined;
    const dbStopped = new Promise<void>((resolve) => {
      const done = (): void => {
        printedWhenDbStopped ??= running.output();
        resolve();
      };
      observer.on('error', done);
      observer.on('end', done);
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => running.child.once('exit', (code, signal) => resolve({ code, signal })));
    process.kill(-running.child.pid!, 'SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    await dbStopped;

    const printed = running.output();
    const at = (line: string): number => printed.indexOf(line);
    expect(at('Received SIGTERM')).toBeGreaterThan(-1);
    expect(at('App stopped.')).toBeGreaterThan(at('Received SIGTERM'));
    expect(at('PostgreSQL: stopped the embedded server')).toBeGreaterThan(at('App stopped.'));
    expect(printedWhenDbStopped).toContain('App stopped.');
    expect(printed).not.toContain('terminating connection due to administrator command');
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 150_000);
});
