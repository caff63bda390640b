import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { CrmActivityRepository } from './crm-activity.repository';
import { CrmActivityService } from './crm-activity.service';
import { CrmSyncController } from './crm-sync.controller';
import { CrmSyncHealthProbes } from './crm-sync-health.probes';
import { CrmSyncQueueService } from './crm-sync-queue.service';
import { CrmDealMergesService } from './crm-deal-merges.service';
import { CrmSyncRequestsService } from './crm-sync-requests.service';
import { CrmSyncService } from './crm-sync.service';
import { HubspotClient } from './hubspot.client';
import { RedisRateLimiter } from './redis-rate.limiter';

/**
 * HubSpot sync: the sync protocol (queueing, dispatch, claim/settle, stuck), client, batches, re-queue and sync
 * endpoints, and the activity sync (outbox events → HubSpot emails, calls, tasks, notes).
 */
@Module({
  imports: [LeadsModule],
  controllers: [CrmSyncController],
  providers: [CrmSyncService, CrmDealMergesService, CrmSyncQueueService, CrmSyncRequestsService, HubspotClient, RedisRateLimiter, CrmSyncHealthProbes, CrmActivityRepository, CrmActivityService],
  exports: [CrmSyncService, CrmSyncQueueService, CrmActivityService],
})
export class CrmSyncModule {}
