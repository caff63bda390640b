import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AppExceptionFilter } from './common/filters/app-exception.filter';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { RedisThrottlerStorage } from './common/throttling/redis-throttler.storage';
import { ThrottlingModule } from './common/throttling/throttling.module';
import { AppConfigService, type AppRole } from './config/app-config.service';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { SeedModule } from './database/seeding/seed.module';
import { buildLoggerOptions } from './common/logging/logger.options';
import { AppAuthGuard } from './modules/auth/auth.guard';
import { WriteAccessGuard } from './modules/auth/ownership/write-access.guard';
import { AnalyticsWorkerModule } from './modules/analytics/analytics-worker.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AssetsModule } from './modules/assets/assets.module';
import { AuthModule } from './modules/auth/auth.module';
import { DeliveryModule } from './modules/delivery/delivery.module';
import { ResolveUnknownModule } from './modules/delivery/resolve-unknown/resolve-unknown.module';
import { EnrollmentWorkerModule } from './modules/enrollment/enrollment-worker.module';
import { SequencesDemoModule } from './demo/sequences/sequences-demo.module';
import { EnrollmentModule } from './modules/enrollment/enrollment.module';
import { RunControlModule } from './modules/runs/control/run-control.module';
import { RunsWorkerModule } from './modules/runs/runs-worker.module';
import { RunsModule } from './modules/runs/runs.module';
import { StepTypesModule } from './modules/runs/steps/step-types.module';
import { SequencesModule } from './modules/sequences/sequences.module';
import { CrmSyncWorkerModule } from './modules/crm-sync/crm-sync-worker.module';
import { CrmSyncModule } from './modules/crm-sync/crm-sync.module';
import { HealthModule } from './modules/health/health.module';
import { DemoReplyModule } from './modules/inbound-mail/demo-reply/demo-reply.module';
import { InboundMailModule } from './modules/inbound-mail/inbound-mail.module';
import { InboundMailWorkerModule } from './modules/inbound-mail/inbound-mail-worker.module';
import { LeadsWorkerModule } from './modules/leads/leads-worker.module';
import { LeadsModule } from './modules/leads/leads.module';
import { MaintenanceWorkerModule } from './modules/maintenance/maintenance.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { OperationsModule } from './modules/operations/operations.module';
import { OutboxWorkerModule } from './modules/outbox/outbox-worker.module';
import { SettingsModule } from './modules/settings/settings.module';
import { TestSendModule } from './modules/delivery/test-send/test-send.module';
import { SuppressionModule } from './modules/suppression/suppression.module';
import { UnsubscribeModule } from './modules/suppression/unsubscribe.module';
import { TemplatesModule } from './modules/templates/templates.module';
import { QueueModule } from './queue/queue.module';
import { QueueWorkerModule } from './queue/queue-worker.module';

/**
 * Feature modules served by the api role. An operator's decision on an unconfirmed send (delivery) moves its run, an
 * unsubscribe (suppression) ends the contact's runs, deleting, pausing or resuming a sequence cancels, holds or
 * releases its runs, and saving a sequence's steps asks their step types, each through a port the lower module owns
 * and a runs module provides (RunControlModule, StepTypesModule), wired here so that neither delivery, suppression
 * nor sequences imports runs.
 */
const API_MODULES: (Type | DynamicModule)[] = [
  AnalyticsModule, SettingsModule, LeadsModule, CrmSyncModule, OperationsModule, TemplatesModule, AssetsModule, DeliveryModule, TestSendModule, SequencesModule.register(RunControlModule, StepTypesModule), EnrollmentModule, RunsModule, SuppressionModule,
  ResolveUnknownModule.register(RunControlModule), UnsubscribeModule.register(RunControlModule), InboundMailModule, DemoReplyModule, SequencesDemoModule,
];
/** Queue consumers and schedulers run by the worker role. */
const WORKER_MODULES: Type[] = [
  QueueWorkerModule, MaintenanceWorkerModule, OutboxWorkerModule, LeadsWorkerModule, CrmSyncWorkerModule, AnalyticsWorkerModule, EnrollmentWorkerModule, RunsWorkerModule, InboundMailWorkerModule,
];

/** Composition only: the roles decide which consumers and routes this process runs. */
@Module({})
export class AppModule {
  static forRoles(roles: AppRole[]): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule,
        LoggerModule.forRootAsync({ imports: [], providers: [], inject: [AppConfigService], useFactory: buildLoggerOptions }),
        DatabaseModule,
        QueueModule,
        MetricsModule,
        ThrottlerModule.forRootAsync({
          imports: [ThrottlingModule],
          inject: [AppConfigService, RedisThrottlerStorage],
          useFactory: (config: AppConfigService, storage: RedisThrottlerStorage) => ({
            throttlers: [{ name: 'default', ttl: config.rateLimit.ttlMs, limit: config.rateLimit.limit }],
            storage,
          }),
        }),
        AuthModule,
        HealthModule,
        SeedModule,
        ...(roles.includes('api') ? API_MODULES : []),
        ...(roles.includes('worker') ? WORKER_MODULES : []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AppExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_GUARD, useClass: AppAuthGuard },
        { provide: APP_GUARD, useClass: WriteAccessGuard },
      ],
    };
  }
}
