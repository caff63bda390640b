import { Injectable } from '@nestjs/common';
import { RedisClient } from 'src/queue/redis-client.provider';

/** Sliding-window log in a sorted set: admits a request when fewer than `limit` were admitted in `windowMs`. */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1]) + 1
`;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request budget shared by every worker process (HubSpot counts per app, not per process): `acquire` waits
 * until the call fits in the window. A pause (after a 429 Retry-After) blocks every process until it ends.
 */
@Injectable()
export class RedisRateLimiter {
  private sequence = 0;

  constructor(private readonly client: RedisClient) {}

  async acquire(name: string, limit: number, windowMs: number): Promise<void> {
    for (;;) {
      const pausedFor = await this.client.redis.pttl(this.client.key('ratelimit', name, 'pause'));
      if (pausedFor > 0) {
        await sleep(pausedFor);
        continue;
      }
      const member = `${process.pid}-${Date.now()}-${this.sequence++}`;
      const waitMs = Number(await this.client.redis.eval(ACQUIRE, 1, this.client.key('ratelimit', name), String(Date.now()), String(windowMs), String(limit), member));
      if (waitMs <= 0) return;
      await sleep(Math.min(waitMs, windowMs));
    }
  }

  /** Everyone waits `ms` (a 429 with Retry-After). */
  /** How long the current pause still runs (0 when none). */
  async pausedFor(name: string): Promise<number> {
    return Math.max(0, await this.client.redis.pttl(this.client.key('ratelimit', name, 'pause')));
  }

  async pause(name: string, ms: number): Promise<void> {
    await this.client.redis.set(this.client.key('ratelimit', name, 'pause'), '1', 'PX', Math.max(1, Math.ceil(ms)));
  }
}
