import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { BullBoardModule } from '@bull-board/nestjs';
import { Module } from '@nestjs/common';
import { ALL_QUEUES } from 'src/queue/queue.constants';
import { BULL_BOARD_ROUTE } from 'src/queue/queue.module';
import { AdminOnlyMiddleware } from '../auth/admin-only.middleware';
import { AuthModule } from '../auth/auth.module';
import { CrmSyncModule } from '../crm-sync/crm-sync.module';
import { LeadsModule } from '../leads/leads.module';
import { MetricsApiModule } from '../metrics/metrics-api.module';
import { OutboxApiModule } from '../outbox/outbox-api.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { BullBoardExpressAdapter } from './queues-dashboard/bull-board-express.adapter';

/**
 * Operations screens read from every area (leads' figures, the CRM sync's stuck rows, the queues), so they live at
 * the top of the module graph: the monitoring dashboard's API and the admin-only BullMQ dashboard at /admin/queues.
 * Nothing imports this module.
 */
@Module({
  imports: [
    LeadsModule,
    CrmSyncModule,
    OutboxApiModule,
    MetricsApiModule,
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
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class OperationsModule {}
