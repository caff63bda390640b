import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { CrmSyncController } from './crm-sync.controller';
import { CrmSyncHealthProbes } from './crm-sync-health.probes';
import { CrmSyncRequestsService } from './crm-sync-requests.service';
import { CrmSyncService } from './crm-sync.service';
import { HubspotClient } from './hubspot.client';
import { RedisRateLimiter } from './redis-rate.limiter';

/** HubSpot sync: client, batches, re-queue and sync endpoints. */
@Module({
  imports: [LeadsModule],
  controllers: [CrmSyncController],
  providers: [CrmSyncService, CrmSyncRequestsService, HubspotClient, RedisRateLimiter, CrmSyncHealthProbes],
  exports: [CrmSyncService],
})
export class CrmSyncModule {}
