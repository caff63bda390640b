import { Module } from '@nestjs/common';
import { CrmSyncScheduler } from './crm-sync-scheduler.service';
import { CrmSyncModule } from './crm-sync.module';
import { CrmSyncProcessor } from './crm-sync.processor';

/** Worker-role half: the crm-sync queue consumer and its schedule. */
@Module({ imports: [CrmSyncModule], providers: [CrmSyncProcessor, CrmSyncScheduler] })
export class CrmSyncWorkerModule {}
