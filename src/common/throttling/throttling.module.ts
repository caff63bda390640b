import { Module } from '@nestjs/common';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** Provides the Redis-backed rate-limit storage to ThrottlerModule (RedisClient comes from the global QueueModule). */
@Module({ providers: [RedisThrottlerStorage], exports: [RedisThrottlerStorage] })
export class ThrottlingModule {}
