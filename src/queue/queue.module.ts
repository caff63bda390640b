import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfigService } from '../config/app-config.service';
import { JobQueue } from './job-queue.service';
import { QueuePrefixClaim } from './queue-prefix-claim.service';
import { ALL_QUEUES } from './queue.constants';
import { redisOptionsFromUrl } from './redis';
import { RedisClient } from './redis-client.provider';
import { WorkerHeartbeatService } from './worker-heartbeat.service';

/** Where the operations module mounts the BullMQ dashboard (admins only). */
export const BULL_BOARD_ROUTE = '/admin/queues';

/** BullMQ connection, every queue of the catalogue and the typed JobQueue (global plumbing; depends on no feature module). */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({
        connection: { ...redisOptionsFromUrl(config.redis.url), maxRetriesPerRequest: null },
        prefix: config.queues.prefix,
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  providers: [JobQueue, RedisClient, WorkerHeartbeatService, QueuePrefixClaim],
  exports: [JobQueue, RedisClient, WorkerHeartbeatService, BullModule],
})
export class QueueModule {}
