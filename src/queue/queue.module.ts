import { BullBoardModule } from '@bull-board/nestjs';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfigService } from '../config/app-config.service';
import { AdminOnlyMiddleware } from '../modules/auth/admin-only.middleware';
import { AuthModule } from '../modules/auth/auth.module';
import { BullBoardExpressAdapter } from './bull-board-express.adapter';
import { JobQueue } from './job-queue.service';
import { ALL_QUEUES } from './queue.constants';
import { redisOptionsFromUrl } from './redis';
import { RedisClient } from './redis-client.provider';
import { WorkerHeartbeatService } from './worker-heartbeat.service';

export const BULL_BOARD_ROUTE = '/admin/queues';

/** BullMQ connection, every queue of the catalogue, the typed JobQueue and the admin-only @bull-board UI. */
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
    BullBoardModule.forRootAsync({
      imports: [AuthModule],
      inject: [AdminOnlyMiddleware],
      useFactory: (adminOnly: AdminOnlyMiddleware) => ({
        route: BULL_BOARD_ROUTE,
        adapter: BullBoardExpressAdapter,
        middleware: adminOnly.use.bind(adminOnly),
        boardOptions: { uiConfig: { boardTitle: 'Lead Automation queues' } },
      }),
    }),
    BullBoardModule.forFeature(...ALL_QUEUES.map((name) => ({ name, adapter: BullMQAdapter }))),
  ],
  providers: [JobQueue, RedisClient, WorkerHeartbeatService],
  exports: [JobQueue, RedisClient, WorkerHeartbeatService, BullModule],
})
export class QueueModule {}
