import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfigService } from '../config/app-config.service';
import { redisOptionsFromUrl } from './redis';

/** How long one small command may take before it fails (the callers degrade: fail open, skip the cache, 503). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Shared Redis client for small reads and writes (rate limits, heartbeats, health pings). It fails fast when
 * Redis is down (no offline queue) so callers can degrade instead of hanging.
 */
@Injectable()
export class RedisClient implements OnApplicationShutdown {
  readonly redis: Redis;
  readonly prefix: string;

  constructor(config: AppConfigService) {
    this.prefix = config.redis.prefix;
    this.redis = new Redis({
      ...redisOptionsFromUrl(config.redis.url),
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // A Redis that keeps its connections open but stops answering (hung server, silent partition) would otherwise
      // hold every request that counts a rate limit or reads a cached total: each command gives up after 1 s.
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.redis.on('error', () => undefined);
    this.redis.connect().catch(() => undefined);
  }

  isReady(): boolean {
    return this.redis.status === 'ready';
  }

  key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
