import { Injectable } from '@nestjs/common';
import { RedisThrottlerStorage } from 'src/common/throttling/redis-throttler.storage';
import { STATE_CHANGE_LIMIT } from './sequences.constants';
import { SequencesError, SequencesErrorCode } from './sequences.errors';

/** Per-user limit on state changes, counted in Redis so every API instance shares it. */
@Injectable()
export class SequenceStateLimiter {
  constructor(private readonly storage: RedisThrottlerStorage) {}

  /** Counts one change by the user; throws RATE_LIMIT_EXCEEDED past the limit of the window. */
  async consume(userId: string): Promise<void> {
    const { perWindow, windowMs } = STATE_CHANGE_LIMIT;
    const record = await this.storage.increment(`user:${userId}`, windowMs, perWindow, windowMs, 'sequence-state');
    if (record.isBlocked || record.totalHits > perWindow) {
      throw new SequencesError(SequencesErrorCode.RateLimitExceeded, 'Too many requests. Please wait a moment.');
    }
  }
}
