import { DuplicateDetectionService } from './duplicates/duplicate-detection.service';
import { DuplicatesController } from './duplicates/duplicates.controller';
import { DuplicatesRepository } from './duplicates/duplicates.repository';
import { DuplicatesService } from './duplicates/duplicates.service';
import { MergesRepository } from './duplicates/merges.repository';
import { MergesService } from './duplicates/merges.service';
import { MergeCrmStateService } from './duplicates/merge-crm-state.service';
import { RefundsController } from './refunds/refunds.controller';
import { RefundsRepository } from './refunds/refunds.repository';
import { RefundsService } from './refunds/refunds.service';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallOutcomeEntity } from './calls/entities/call-outcome.entity';
import { LeadMessageEntity } from './intake/entities/lead-message.entity';
import { OpportunityEntity } from './opportunities/entities/opportunity.entity';
import { ContactsModule } from '../contacts/contacts.module';
import { OutboxModule } from '../outbox/outbox.module';
import { GraphModule } from 'src/integrations/graph/graph.module';
import { CallOutcomesController } from './calls/call-outcomes.controller';
import { CallOutcomesRepository } from './calls/call-outcomes.repository';
import { CallOutcomesService } from './calls/call-outcomes.service';
import { CallSequenceFollowUpService } from './calls/call-sequence-follow-up.service';
import { DashboardRepository } from './reporting/dashboard.repository';
import { LeadReportingService } from './reporting/lead-reporting.service';
import { StatusController } from './reporting/status.controller';
import { EnrichmentService } from './intake/enrichment.service';
import { LeadEmailIngestionService } from './intake/lead-email-ingestion.service';
import { LeadIngestionService } from './intake/lead-ingestion.service';
import { LeadMessagesRepository } from './intake/lead-messages.repository';
import { LeadProviderClient } from './intake/lead-provider.client';
import { IntakeController } from './intake/intake.controller';
import { OpportunitiesController } from './opportunities/opportunities.controller';
import { OpportunityEditService } from './opportunities/opportunity-edit.service';
import { OpportunityListRepository } from './opportunities/opportunity-list.repository';
import { OpportunityListService } from './opportunities/opportunity-list.service';
import { OpportunityCountersRepository } from './reporting/opportunity-counters.repository';
import { OpportunityActivityRepository } from './opportunities/opportunity-activity.repository';
import { LeadsDemoRepository } from './demo/leads-demo.repository';
import { LeadsDemoSeeder } from './demo/leads-demo.seeder';
import { LeadsHealthProbes } from './intake/intake-health.probes';
import { LeadIntakeService } from './intake/lead-intake.service';
import { GraphMailboxClient } from './intake/mailbox/graph-mailbox.client';
import { MailboxStateRepository } from './intake/mailbox/mailbox-state.repository';
import { MailboxSyncService } from './intake/mailbox/mailbox-sync.service';
import { OpportunitiesRepository } from './opportunities/opportunities.repository';
import { OpportunitySyncStateRepository } from './opportunities/opportunity-sync-state.repository';
import { OpportunitySyncStateService } from './opportunities/opportunity-sync-state.service';
import { SuppressionModule } from 'src/modules/suppression/suppression.module';

/** Opportunities and contacts: intake from every source, enrichment, statistics. */
@Module({
  imports: [TypeOrmModule.forFeature([OpportunityEntity, LeadMessageEntity, CallOutcomeEntity]), ContactsModule, OutboxModule, GraphModule, SuppressionModule],
  controllers: [IntakeController, OpportunitiesController, DuplicatesController, RefundsController, CallOutcomesController, StatusController],
  providers: [
    LeadIntakeService,
    LeadIngestionService,
    LeadEmailIngestionService,
    EnrichmentService,
    LeadProviderClient,
    OpportunitiesRepository,
    LeadMessagesRepository,
    DuplicateDetectionService,
    DuplicatesRepository,
    DuplicatesService,
    RefundsRepository,
    MergesRepository,
    MergesService,
    MergeCrmStateService,
    RefundsService,
    LeadsHealthProbes,
    LeadsDemoRepository,
    LeadsDemoSeeder,
    OpportunitySyncStateService,
    OpportunitySyncStateRepository,
    GraphMailboxClient,
    MailboxStateRepository,
    MailboxSyncService,
    OpportunityEditService,
    CallOutcomesService,
    CallSequenceFollowUpService,
    CallOutcomesRepository,
    DashboardRepository,
    LeadReportingService,
    OpportunityListService,
    OpportunityListRepository,
    OpportunityCountersRepository,
    OpportunityActivityRepository,
  ],
  exports: [OpportunityCountersRepository, LeadReportingService, LeadIntakeService, LeadIngestionService, LeadEmailIngestionService, EnrichmentService, OpportunitySyncStateService, MailboxSyncService, MergeCrmStateService],
})
export class LeadsModule {}
