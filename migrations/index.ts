import { CreateAuthTables1763800000000 } from './1763800000000-CreateAuthTables';
import { CreateLeadTables1763900000000 } from './1763900000000-CreateLeadTables';
import { CreateOutboxEvents1764000000000 } from './1764000000000-CreateOutboxEvents';
import { AddOpportunityListIndexes1764100000000 } from './1764100000000-AddOpportunityListIndexes';
import { AddOpportunityCountersAndActivity1764200000000 } from './1764200000000-AddOpportunityCountersAndActivity';
import { AddOpportunitySortAndSyncBacklogIndexes1764300000000 } from './1764300000000-AddOpportunitySortAndSyncBacklogIndexes';
import { CreateEmailTemplates1764400000000 } from './1764400000000-CreateEmailTemplates';
import { CreateAssets1764500000000 } from './1764500000000-CreateAssets';
import { CreateDeliveries1764600000000 } from './1764600000000-CreateDeliveries';
import { AddAnalyticsRollups1764700000000 } from './1764700000000-AddAnalyticsRollups';
import { AddStatusStatisticsCounters1764800000000 } from './1764800000000-AddStatusStatisticsCounters';
import { CreateSequences1764900000000 } from './1764900000000-CreateSequences';
import { AddContactSearchIndexes1765000000000 } from './1765000000000-AddContactSearchIndexes';
import { AddRulePreviewTotals1765100000000 } from './1765100000000-AddRulePreviewTotals';
import { CoverRulePreviewIndexes1765100000001 } from './1765100000001-CoverRulePreviewIndexes';
import { AddRuleRunner1765200000000 } from './1765200000000-AddRuleRunner';
import { AddSequenceTestSendAndEvents1765400000000 } from './1765400000000-AddSequenceTestSendAndEvents';
import { AddSequenceEnrollmentCounters1765500000000 } from './1765500000000-AddSequenceEnrollmentCounters';
import { AddMoveDateChangedEvents1765600000000 } from './1765600000000-AddMoveDateChangedEvents';
import { CoverOpportunityCriteriaIndex1765800000000 } from './1765800000000-CoverOpportunityCriteriaIndex';
import { AddSequenceAdvancer1766000000000 } from './1766000000000-AddSequenceAdvancer';
import { AddSequenceDeliveryTracking1766100000000 } from './1766100000000-AddSequenceDeliveryTracking';
import { AddRunsListIndexes1766200000000 } from './1766200000000-AddRunsListIndexes';
import { AddOpsListIndexes1766200000001 } from './1766200000001-AddOpsListIndexes';
import { CoverRunsListIndex1766200000002 } from './1766200000002-CoverRunsListIndex';
import { AddDeliveryResolution1766300000000 } from './1766300000000-AddDeliveryResolution';
import { ShardSequenceEnrollmentCounts1766400000000 } from './1766400000000-ShardSequenceEnrollmentCounts';
import { RollingMailboxDayBudget1766400000001 } from './1766400000001-RollingMailboxDayBudget';
import { CreateInboundMessages1766500000000 } from './1766500000000-CreateInboundMessages';
import { CreateSuppressions1766600000000 } from './1766600000000-CreateSuppressions';
import { CreateSendingMailboxPauses1766700000000 } from './1766700000000-CreateSendingMailboxPauses';
import { CreateInboundGraphFailures1766850000000 } from './1766850000000-CreateInboundGraphFailures';
import { OrderOutboxPendingIndex1766900000000 } from './1766900000000-OrderOutboxPendingIndex';
import { AllowComplaintInboundMessages1766950000000 } from './1766950000000-AllowComplaintInboundMessages';
import { ProvenInboundSignals1767000000000 } from './1767000000000-ProvenInboundSignals';
import { RuleRunErrors1767100000000 } from './1767100000000-RuleRunErrors';
import { ContactTimezoneFromState1767200000000 } from './1767200000000-ContactTimezoneFromState';
import { RuleLastRun1767300000000 } from './1767300000000-RuleLastRun';
import { ApiTokenScopes1767400000001 } from './1767400000001-ApiTokenScopes';
import { ContactLatestLead1767500000000 } from './1767500000000-ContactLatestLead';
import { CachedTriggerPlans1768800000000 } from './1768800000000-CachedTriggerPlans';
import { RuleIndexesWithLatestLead1767500000001 } from './1767500000001-RuleIndexesWithLatestLead';
import { OpportunityLatestPerContactIndex1767600000000 } from './1767600000000-OpportunityLatestPerContactIndex';
import { ContactNameIndexCarriesSearch1767600000001 } from './1767600000001-ContactNameIndexCarriesSearch';
import { RuleIndexesCarryBothDates1767600000002 } from './1767600000002-RuleIndexesCarryBothDates';
import { ContactRepliedOrBooked1767700000000 } from './1767700000000-ContactRepliedOrBooked';
import { CreateCrmActivities1767800000000 } from './1767800000000-CreateCrmActivities';
import { SequenceGoals1767900000000 } from './1767900000000-SequenceGoals';
import { SequenceMoveDateGoal1768000000000 } from './1768000000000-SequenceMoveDateGoal';
import { CallTaskSteps1768100000000 } from './1768100000000-CallTaskSteps';
import { SequenceStepTallies1768200000000 } from './1768200000000-SequenceStepTallies';
import { DeliveryVariants1768300000000 } from './1768300000000-DeliveryVariants';
import { UnusableContactData1768400000000 } from './1768400000000-UnusableContactData';
import { DuplicateLeads1768500000000 } from './1768500000000-DuplicateLeads';
import { LeadProviders1768600000000 } from './1768600000000-LeadProviders';
import { OpportunityMerges1768700000000 } from './1768700000000-OpportunityMerges';

/** Every migration in order; imported by the one TypeORM options factory. */
export const allMigrations = [
  CreateAuthTables1763800000000, CreateLeadTables1763900000000, CreateOutboxEvents1764000000000, AddOpportunityListIndexes1764100000000,
  AddOpportunityCountersAndActivity1764200000000, AddOpportunitySortAndSyncBacklogIndexes1764300000000,
  CreateEmailTemplates1764400000000, CreateAssets1764500000000, CreateDeliveries1764600000000,
  AddAnalyticsRollups1764700000000, AddStatusStatisticsCounters1764800000000,
  CreateSequences1764900000000,
  AddContactSearchIndexes1765000000000,
  AddRulePreviewTotals1765100000000,
  CoverRulePreviewIndexes1765100000001,
  AddRuleRunner1765200000000,
  AddSequenceTestSendAndEvents1765400000000,
  AddSequenceEnrollmentCounters1765500000000,
  AddMoveDateChangedEvents1765600000000,
  CoverOpportunityCriteriaIndex1765800000000,
  AddSequenceAdvancer1766000000000,
  AddSequenceDeliveryTracking1766100000000,
  AddRunsListIndexes1766200000000,
  AddOpsListIndexes1766200000001,
  CoverRunsListIndex1766200000002,
  AddDeliveryResolution1766300000000,
  ShardSequenceEnrollmentCounts1766400000000,
  RollingMailboxDayBudget1766400000001,
  CreateInboundMessages1766500000000,
  CreateSuppressions1766600000000,
  CreateSendingMailboxPauses1766700000000,
  CreateInboundGraphFailures1766850000000,
  OrderOutboxPendingIndex1766900000000,
  AllowComplaintInboundMessages1766950000000,
  ProvenInboundSignals1767000000000,
  RuleRunErrors1767100000000,
  ContactTimezoneFromState1767200000000,
  RuleLastRun1767300000000,
  ApiTokenScopes1767400000001,
  ContactLatestLead1767500000000,
  RuleIndexesWithLatestLead1767500000001,
  OpportunityLatestPerContactIndex1767600000000,
  ContactNameIndexCarriesSearch1767600000001,
  RuleIndexesCarryBothDates1767600000002,
  ContactRepliedOrBooked1767700000000,
  CreateCrmActivities1767800000000,
  SequenceGoals1767900000000,
  SequenceMoveDateGoal1768000000000,
  CallTaskSteps1768100000000,
  SequenceStepTallies1768200000000,
  DeliveryVariants1768300000000,
  UnusableContactData1768400000000,
  DuplicateLeads1768500000000,
  LeadProviders1768600000000,
  OpportunityMerges1768700000000,
  CachedTriggerPlans1768800000000,
];
