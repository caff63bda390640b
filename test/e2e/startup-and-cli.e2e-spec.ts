import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../src/cli/local-services';

/**
 * `npm start`'s launcher (dist/src/cli/serve.js) from an empty data directory: embedded PostgreSQL, migrations,
 * demo data, healthy; Ctrl-C stops everything; a second start reuses the data; the token CLIs reach the same
 * embedded database. Needs `npm run build` (npm test builds before the e2e suite).
 */
const ROOT = join(__dirname, '..', '..');
const SERVE = join(ROOT, 'dist', 'src', 'cli', 'serve.js');

interface Running {
  child: ChildProcess;
  output: () => string;
  readyMs: number;
}

describe('npm start with embedded defaults, and the token CLIs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'la-start-'));
  const queuePrefix = `lastart_${randomBytes(3).toString('hex')}`;
  let port: number;

  const env = (): NodeJS.ProcessEnv => {
    const copy: NodeJS.ProcessEnv = { ...process.env, LA_DATA_DIR: dataDir, PORT: String(port), QUEUE_PREFIX: queuePrefix, LOG_LEVEL: 'info' };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'NODE_ENV', 'AUTH_DEV_IDP', 'SESSION_SECRET', 'APP_ROLES']) delete copy[key];
    return copy;
  };

  async function start(): Promise<Running> {
    const began = Date.now();
    const child = spawn(process.execPath, [SERVE], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
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

  const cli = (name: string, args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'dist', 'src', 'cli', `${name}.js`), ...args], { env: env(), encoding: 'utf8', timeout: 60_000 });

  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should reach healthy from an empty data directory, stop cleanly, and reuse the data on the next start', async () => {
    const first = await start();
    expect(first.output()).toContain('initialising the embedded cluster');
    expect(first.output()).toContain('Demo data seeded');
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

    // The token CLI finds the running embedded database through .data and mints an admin token.
    const created = cli('token-create', ['--email', 'ops.bot@movingco.example', '--role', 'admin', '--days', '1']);
    expect(created.status).toBe(0);
    const token = /\b(la_[A-Za-z0-9_-]{20,})/.exec(created.stdout)?.[1];
    expect(token).toBeDefined();
    const bearer = { authorization: `Bearer ${token}`, accept: 'application/json' };
    expect((await fetch(`http://127.0.0.1:${port}/api/settings`, { headers: bearer })).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/admin/queues/api/queues`, { headers: bearer })).status).toBe(200);
    const revoked = cli('token-revoke', ['--token', token!]);
    expect(revoked.stdout).toContain('Revoked 1 token.');
    expect((await fetch(`http://127.0.0.1:${port}/api/settings`, { headers: bearer })).status).toBe(401);
    const usage = cli('token-create', ['--role', 'admin']);
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
});
