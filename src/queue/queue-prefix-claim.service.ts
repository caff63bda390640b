import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfigService } from '../config/app-config.service';
import { redisOptionsFromUrl } from './redis';
import { RedisClient } from './redis-client.provider';

/** How long a claim lives without being renewed, and how often a running app renews it. */
export const PREFIX_CLAIM_TTL_MS = 60_000;
export const PREFIX_CLAIM_RENEW_MS = 20_000;

/** Two installs (two databases) on one Redis under one queue prefix: each one's workers would take the other's jobs. */
export class QueuePrefixTakenError extends Error {}

/** Names this machine's own loopback address goes by: one host for the claim. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The database an install works on, as its claim names it: host, port and database name (never the user or the
 * password); the loopback names count as one host, so processes of one install configured either way agree.
 */
export function installIdentity(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const host = LOOPBACK.has(url.hostname) ? 'localhost' : url.hostname;
    return `${host}:${url.port || '5432'}/${decodeURIComponent(url.pathname.replace(/^\//, ''))}`;
  } catch {
    return 'unparsable DATABASE_URL';
  }
}

/**
 * Sets `{prefix}:install` to this install's database when nobody holds it (expiring unless renewed), renews it when
 * this install holds it, and answers who holds it.
 */
async function claim(redis: Redis, prefix: string, identity: string): Promise<string | null> {
  const key = `${prefix}:install`;
  const taken = await redis.set(key, identity, 'PX', PREFIX_CLAIM_TTL_MS, 'NX');
  if (taken === 'OK') return identity;
  const holder = await redis.get(key);
  if (holder === identity) await redis.pexpire(key, PREFIX_CLAIM_TTL_MS);
  return holder;
}

/**
 * Claims the queue prefix on Redis for this install's database before the app is built, so no worker of a second
 * install ever takes a job: every app of the same install (same database: API and worker processes, more instances)
 * finds its own claim and goes on; an app of another install (two checkouts' `npm start` with one QUEUE_PREFIX, a
 * second deployment pointed at the same Redis) refuses to start, naming the prefix and the database that holds it.
 * A Redis that does not answer now is no reason to refuse: the running app's renewals claim the prefix later.
 */
export async function claimQueuePrefix(options: { redisUrl: string; prefix: string; databaseUrl: string }): Promise<void> {
  const identity = installIdentity(options.databaseUrl);
  const redis = new Redis({ ...redisOptionsFromUrl(options.redisUrl), lazyConnect: true, connectTimeout: 2000, commandTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  let holder: string | null;
  try {
    await redis.connect();
    holder = await claim(redis, options.prefix, identity);
  } catch {
    holder = null;
  } finally {
    redis.disconnect();
  }
  if (holder !== null && holder !== identity) {
    throw new QueuePrefixTakenError(
      `Queue prefix "${options.prefix}" is in use on this Redis by another install (database ${holder}): its workers ` +
        "would take this app's jobs. Set QUEUE_PREFIX to a prefix of this install's own.",
    );
  }
}

/**
 * Keeps this install's claim on its queue prefix while the app runs, and gives it up when the app stops (another
 * process of the same install claims it again at its next renewal; a killed app's claim lapses within a minute).
 */
@Injectable()
export class QueuePrefixClaim implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(QueuePrefixClaim.name);
  private readonly identity: string;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly client: RedisClient,
    config: AppConfigService,
  ) {
    this.identity = installIdentity(config.database.url);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.renew(), PREFIX_CLAIM_RENEW_MS);
    this.timer.unref();
  }

  private async renew(): Promise<void> {
    const holder = await claim(this.client.redis, this.client.prefix, this.identity).catch(() => null);
    if (holder !== null && holder !== this.identity) this.logger.error(`Queue prefix "${this.client.prefix}" is claimed by another install (database ${holder})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    // Deleted only while it is still this install's: compare and delete in one step on the server.
    await this.client.redis
      .eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end", 1, this.client.key('install'), this.identity)
      .catch(() => undefined);
  }
}
