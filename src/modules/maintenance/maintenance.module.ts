import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MaintenanceScheduler } from './maintenance-scheduler.service';
import { MaintenanceProcessor } from './maintenance.processor';

/** Worker-role module: the maintenance queue's consumer and its schedules. */
@Module({
  imports: [AuthModule],
  providers: [MaintenanceProcessor, MaintenanceScheduler],
})
export class MaintenanceWorkerModule {}
