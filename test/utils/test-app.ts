import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createApp } from 'src/bootstrap';
import { freeTestPort } from './test-port';
import { overrideEnv, readProcessEnv, replaceEnv } from 'src/config/process-env';
import { databaseUrl, dropDatabase, withAdminClient } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  databaseUrl: string;
  queuePrefix: string;
  close(): Promise<void>;
}

let counter = 0;
/**
 * The environment before the first app of this module registry: every app starts from it, so the settings one spec
 * file gives its app never reach the next spec file of the same e2e group (test/e2e/groups).
 */
const startingEnv = readProcessEnv();

/**
 * The full application (api + worker roles) on a random port, with its own database cloned from the run's
 * migrated template, its own Redis key prefix and the dev identity provider. Nothing is mocked. It sets process.env
 * for the app it starts, which reads its settings from there: start apps one after another, never two at once.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { databasePort?: number } = {}): Promise<TestApp> {
  const template = process.env.LA_TEST_TEMPLATE_DB;
  const runId = process.env.LA_TEST_RUN_ID;
  if (!template || !runId) throw new Error('global setup did not run');
  // The random part keeps names apart when a file before this one in the same jest worker never dropped its database.
  const name = `la_t_${runId}_${process.pid}_${counter++}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  const port = await freeTestPort();
  const queuePrefix = `latest_${randomBytes(4).toString('hex')}`;
  const url = `http://127.0.0.1:${port}`;
  replaceEnv(startingEnv);
  overrideEnv({
    NODE_ENV: 'test',
    APP_ROLES: 'api,worker',
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: options.databasePort ? viaPort(databaseUrl(name), options.databasePort) : databaseUrl(name),
    REDIS_URL: 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queuePrefix,
    AUTH_DEV_IDP: 'true',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    SESSION_IDLE_TIMEOUT_SECONDS: '1800',
    SESSION_MAX_AGE_SECONDS: '43200',
    RATE_LIMIT_MAX: '10000',
    OPS_FOR_ALL: 'false',
    HEALTH_PROBE_TIMEOUT_MS: '1500',
    // Many test servers share a 2-core machine: a starved `SELECT 1` must not read as a database outage (the hang test
    // sets the production 300 ms).
    DATABASE_LIVENESS_TIMEOUT_MS: '1500',
    ...env,
  });
  const app = await createApp({ adminDist: join(__dirname, '..', 'fixtures', 'admin-dist') });
  await app.listen(port, '127.0.0.1');
  return {
    app,
    url,
    databaseUrl: databaseUrl(name),
    queuePrefix,
    close: async () => {
      await app.close();
      await clearRedisPrefix(env.REDIS_URL ?? 'redis://127.0.0.1:6379', queuePrefix);
      await withAdminClient((client) => dropDatabase(client, name));
    },
  };
}

/** The same database reached through another local port (a test's proxy that can cut the connection). */
function viaPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // A test that stopped its own Redis has nothing left to clean.
  } finally {
    redis.disconnect();
  }
}
