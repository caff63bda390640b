import { Module } from '@nestjs/common';
import { AnalyticsModule } from './analytics.module';
import { AnalyticsProcessor } from './analytics.processor';
import { AnalyticsScheduler } from './analytics-scheduler.service';

/** Worker-role half of the analytics module: the fold job's consumer and schedule. */
@Module({ imports: [AnalyticsModule], providers: [AnalyticsProcessor, AnalyticsScheduler] })
export class AnalyticsWorkerModule {}
