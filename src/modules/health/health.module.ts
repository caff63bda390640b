import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AuthModule } from '../auth/auth.module';
import { CoreHealthProbes } from './core-health.probes';
import { HealthRegistry } from './health-registry.service';
import { HealthReportService } from './health-report.service';
import { HealthController } from './health.controller';

/** /api-health; other modules inject HealthRegistry to add their probes. */
@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false }), AuthModule],
  controllers: [HealthController],
  providers: [HealthRegistry, HealthReportService, CoreHealthProbes],
  exports: [HealthRegistry, HealthReportService],
})
export class HealthModule {}
