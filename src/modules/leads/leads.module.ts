import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { CallOutcomesController } from './call-outcomes.controller';
import { CallOutcomesRepository } from './call-outcomes.repository';
import { CallOutcomesService } from './call-outcomes.service';
import { DashboardController } from './dashboard.controller';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { EnrichmentService } from './enrichment.service';
import { LeadEmailIngestionService } from './lead-email-ingestion.service';
import { LeadIngestionService } from './lead-ingestion.service';
import { LeadMessagesRepository } from './lead-messages.repository';
import { LeadProviderClient } from './lead-provider.client';
import { LeadsController } from './leads.controller';
import { OpportunitiesController } from './opportunities.controller';
import { OpportunityEditService } from './opportunity-edit.service';
import { OpportunityListRepository } from './opportunity-list.repository';
import { OpportunityListService } from './opportunity-list.service';
import { OpportunityCountersRepository } from './opportunity-counters.repository';
import { OpportunityActivityRepository } from './opportunity-activity.repository';
import { LeadsDemoRepository } from './leads-demo.repository';
import { LeadsDemoSeeder } from './leads-demo.seeder';
import { LeadsHealthProbes } from './leads-health.probes';
import { LeadsService } from './leads.service';
import { GraphMailboxClient } from './mailbox/graph-mailbox.client';
import { MailboxStateRepository } from './mailbox/mailbox-state.repository';
import { MailboxSyncService } from './mailbox/mailbox-sync.service';
import { OpportunitiesRepository } from './opportunities.repository';
import { OpportunitySyncService } from './opportunity-sync.service';
import { OpportunitySyncStateRepository } from './opportunity-sync-state.repository';

/** Opportunities and contacts: intake from every source, enrichment, statistics. */
@Module({
  imports: [OutboxModule],
  controllers: [LeadsController, OpportunitiesController, CallOutcomesController, DashboardController],
  providers: [
    LeadsService,
    LeadIngestionService,
    LeadEmailIngestionService,
    EnrichmentService,
    LeadProviderClient,
    OpportunitiesRepository,
    LeadMessagesRepository,
    LeadsHealthProbes,
    LeadsDemoRepository,
    LeadsDemoSeeder,
    OpportunitySyncService,
    OpportunitySyncStateRepository,
    GraphMailboxClient,
    MailboxStateRepository,
    MailboxSyncService,
    OpportunityEditService,
    CallOutcomesService,
    CallOutcomesRepository,
    DashboardService,
    DashboardRepository,
    OpportunityListService,
    OpportunityListRepository,
    OpportunityCountersRepository,
    OpportunityActivityRepository,
  ],
  exports: [OpportunityCountersRepository, LeadsService, LeadIngestionService, LeadEmailIngestionService, EnrichmentService, OpportunitySyncService, MailboxSyncService],
})
export class LeadsModule {}
