import { Redis } from 'ioredis';
import { createApp } from 'src/bootstrap';
import { claimQueuePrefix, PREFIX_CLAIM_TTL_MS, QueuePrefixTakenError } from 'src/queue/queue-prefix-claim.service';
import { startTestApp, type TestApp } from '../utils/test-app';

/**
 * Two installs on one Redis under one queue prefix would take each other's jobs against the wrong database: the first
 * app claims its prefix for its database, an app of another database under that prefix refuses to start (before any
 * worker exists), and more processes of the same install start as before.
 */
describe('queue prefix claimed by one install', () => {
  let t: TestApp;
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    await redis.connect();
  });
  afterAll(async () => {
    redis.disconnect();
    await t?.close();
  });

  const otherDatabase = (): string => {
    const url = new URL(t.databaseUrl);
    url.pathname = '/another_install';
    return url.toString();
  };

  it('should hold the claim for its database, expiring unless renewed', async () => {
    const database = new URL(t.databaseUrl);
    expect(await redis.get(`${t.queuePrefix}:install`)).toBe(`localhost:${database.port || '5432'}${database.pathname}`);
    const ttl = await redis.pttl(`${t.queuePrefix}:install`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(PREFIX_CLAIM_TTL_MS);
  });

  it("should refuse another install's app under the same prefix, naming the prefix and the database holding it", async () => {
    const attempt = claimQueuePrefix({ redisUrl: 'redis://127.0.0.1:6379', prefix: t.queuePrefix, databaseUrl: otherDatabase() });
    await expect(attempt).rejects.toBeInstanceOf(QueuePrefixTakenError);
    await expect(attempt).rejects.toThrow(`Queue prefix "${t.queuePrefix}" is in use on this Redis by another install (database localhost:`);
    await expect(attempt).rejects.toThrow('Set QUEUE_PREFIX to a prefix of this install\'s own.');
  });

  it('should not build the app at all for another database under that prefix (no worker ever starts)', async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = otherDatabase();
    try {
      await expect(createApp()).rejects.toBeInstanceOf(QueuePrefixTakenError);
    } finally {
      process.env.DATABASE_URL = saved;
    }
    // The first install keeps its claim.
    expect(await redis.get(`${t.queuePrefix}:install`)).toContain(new URL(t.databaseUrl).pathname);
  });

  it('should let more processes of the same install start, however they name this machine', async () => {
    const sameDatabase = new URL(t.databaseUrl);
    sameDatabase.hostname = sameDatabase.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    await expect(claimQueuePrefix({ redisUrl: 'redis://127.0.0.1:6379', prefix: t.queuePrefix, databaseUrl: sameDatabase.toString() })).resolves.toBeUndefined();
  });

  it('should let any install take a prefix nobody holds', async () => {
    const prefix = `${t.queuePrefix}_free`;
    await expect(claimQueuePrefix({ redisUrl: 'redis://127.0.0.1:6379', prefix, databaseUrl: otherDatabase() })).resolves.toBeUndefined();
    expect(await redis.get(`${prefix}:install`)).toContain('/another_install');
    await redis.del(`${prefix}:install`);
  });
});

describe('queue prefix claim after a stop', () => {
  it('should be given up when the app stops, so the checkout can start again on another database port at once', async () => {
    const t = await startTestApp({ APP_ROLES: 'api' });
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      expect(await redis.get(`${t.queuePrefix}:install`)).not.toBeNull();
      await t.app.close();
      expect(await redis.get(`${t.queuePrefix}:install`)).toBeNull();
    } finally {
      redis.disconnect();
      await t.close().catch(() => undefined);
    }
  });
});
