import { Injectable, Logger } from '@nestjs/common';
import { RedisClient } from 'src/queue/redis-client.provider';
import { ENGINE_COUNTERS, type EngineCounterName } from './metrics.constants';

/**
 * Cross-process counters for the sending engine (Redis INCRBY under the app's key prefix): the advancer and the
 * sender call `increment` in whichever process they run; /metrics reads the sums. Counting never slows or fails the
 * caller: it does not wait for Redis, and while Redis is unreachable increments are dropped (logged at debug).
 */
@Injectable()
export class EngineCounters {
  private readonly logger = new Logger(EngineCounters.name);

  constructor(private readonly redis: RedisClient) {}

  increment(name: EngineCounterName, by = 1): void {
    if (by <= 0) return;
    this.redis.redis.incrby(this.key(name), by).catch((error: Error) => this.logger.debug({ err: error.message, name }, 'Engine counter not counted'));
  }

  /** Every counter's current sum; null when Redis cannot answer. */
  async read(): Promise<Record<EngineCounterName, number> | null> {
    try {
      const values = await this.redis.redis.mget(...ENGINE_COUNTERS.map((name) => this.key(name)));
      return Object.fromEntries(ENGINE_COUNTERS.map((name, i) => [name, Number(values[i] ?? 0)])) as Record<EngineCounterName, number>;
    } catch {
      return null;
    }
  }

  private key(name: EngineCounterName): string {
    return this.redis.key('metrics', name);
  }
}
