import { WorkerHost } from '@nestjs/bullmq';
import type { BeforeApplicationShutdown } from '@nestjs/common';
import type { RedisClient } from './redis-client.provider';

/**
 * Base of every queue consumer. On shutdown BullMQ drains the active jobs (graceful); but when Redis is
 * unreachable that drain can never finish, so the worker is closed with force instead of hanging the process.
 */
export abstract class AppWorkerHost extends WorkerHost implements BeforeApplicationShutdown {
  protected constructor(private readonly redisClient: RedisClient) {
    super();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (!this.redisClient.isReady()) await this.worker.close(true);
  }
}
