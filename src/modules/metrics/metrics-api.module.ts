import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { AuthModule } from 'src/modules/auth/auth.module';
import { OutboxApiModule } from 'src/modules/outbox/outbox-api.module';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsController, MetricsJsonController } from './metrics.controller';
import { MetricsRegistry } from './metrics-registry.service';
import { MetricsRepository } from './metrics.repository';

/** API role: /metrics, /metrics.json, /metrics/debug and the HTTP latency histogram of every routed request. */
@Module({
  imports: [AuthModule, OutboxApiModule],
  controllers: [MetricsController, MetricsJsonController],
  providers: [MetricsRegistry, MetricsRepository, MetricsAccessGuard],
})
export class MetricsApiModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes('*');
  }
}
