import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { databaseName, postgresAdminUrl } from './env';

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

/** Stops the server started by global-setup.ts and drops the run's database. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.LA_BROWSER_SERVER_PID);
  if (pid) await stopServer(pid);

  if (process.env.LA_BROWSER_DB_CREATED) {
    const client = new Client({ connectionString: postgresAdminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  if (process.env.LA_BROWSER_DATA_DIR) rmSync(process.env.LA_BROWSER_DATA_DIR, { recursive: true, force: true });
}
