import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { postgresAdminUrl } from './env';

const STOP_TIMEOUT_MS = 15_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopServer(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

const listed = (value: string | undefined): string[] => (value ?? '').split(',').filter(Boolean);

/** Stops the servers started by global-setup.ts and drops their databases. */
export default async function globalTeardown(): Promise<void> {
  await Promise.all(listed(process.env.LA_BROWSER_SERVER_PIDS).map((pid) => stopServer(Number(pid))));

  const databases = listed(process.env.LA_BROWSER_DATABASES);
  if (databases.length > 0) {
    const client = new Client({ connectionString: postgresAdminUrl });
    await client.connect();
    try {
      for (const name of databases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  if (process.env.LA_BROWSER_DATA_DIR) rmSync(process.env.LA_BROWSER_DATA_DIR, { recursive: true, force: true });
}
