import type { components, operations } from './schema';

/**
 * Names for the API shapes the screens use. Every type here is an alias into the generated contract
 * (schema.d.ts, from the backend's openapi.json), so a changed endpoint breaks the admin's typecheck.
 */
type Schemas = components['schemas'];

// Opportunities
export type OpportunityListAnswer = Schemas['OpportunityListResponseDto'];
export type OpportunityListItem = Schemas['OpportunityListItemResponseDto'];
export type OpportunityRaw = OpportunityListItem['raw'];
export type OpportunityListQuery = NonNullable<operations['Opportunities_find']['parameters']['query']>;
export type OpportunitySortField = NonNullable<OpportunityListQuery['order_by']>;
export type SortDir = NonNullable<OpportunityListQuery['order_dir']>;
export type DateField = NonNullable<OpportunityListQuery['date_field']>;
export type ProcessStatus = NonNullable<OpportunityListQuery['process_status']>;
export type OpportunityStatusFilter = NonNullable<OpportunityListQuery['status']>;
export type OpportunityDetail = Schemas['OpportunityDetailDto'];
export type OpportunityEdit = Schemas['UpdateOpportunityDto'];
export type NewOpportunityInput = Schemas['CreateOpportunityDto'];
export type NewOpportunityResult = Schemas['CreateLeadResponseDto'];
export type ActivityEvent = Schemas['ActivityItemDto'];
export type RequeueInput = Schemas['RequeueDto'];
export type ApiResult = Schemas['SuccessResponseDto'];
export type SyncAnswer = Schemas['SyncOpportunitiesResponseDto'];
/** Another lead that may be the same customer (GET /api/opportunities/{id}/duplicates → duplicates). */
export type RelatedLead = Schemas['RelatedLeadDto'];
export type DuplicatePairStatus = RelatedLead['status'];
/** POST /api/opportunities/duplicates/{pairId}/not-duplicate, without the envelope's success. */
export type DuplicateDecision = Omit<Schemas['DuplicateDecisionResponseDto'], 'success'>;
/** A merged pair's merge, as a related lead carries it (null unless merged and not undone). */
export type PairMerge = NonNullable<RelatedLead['merge']>;
/** Which lead of a pair stays the primary when it is merged. */
export type MergeKeep = Schemas['MergePairDto']['keep'];
/** POST /api/opportunities/duplicates/{pairId}/merge, without the envelope's success. */
export type MergeResult = Omit<Schemas['MergeResponseDto'], 'success'>;
/** POST /api/opportunities/merges/{mergeId}/undo, without the envelope's success. */
export type UndoMergeResult = Omit<Schemas['UndoMergeResponseDto'], 'success'>;

// Reports: lead refunds (GET /api/reports/lead-refunds?month=)
export type LeadRefundsMonth = Omit<Schemas['RefundMonthResponseDto'], 'success'>;
export type ProviderRefunds = Schemas['ProviderRefundsDto'];

// Calls
export type CallOutcomeInput = Schemas['RecordCallOutcomeDto'];
export type CallOutcome = CallOutcomeInput['outcome'];
export type CallOutcomeResult = Schemas['RecordCallOutcomeResponseDto'];
export type CallHistoryItem = Schemas['CallHistoryItemResponseDto'];

// Dashboard
export type DashboardSummary = Schemas['DashboardSummaryDataDto'];
export type DashboardRange = NonNullable<NonNullable<operations['Dashboard_summary']['parameters']['query']>['range']>;
export type DashboardTrendPoint = Schemas['DashboardTrendPointDto'];
export type DashboardStuckSync = Schemas['DashboardStuckSyncDto'];
export type RecentItem = Schemas['DashboardRecentItemDto'];

// Shell: session, health, settings
export type AuthStatus = Schemas['AuthStatusResponseDto'];
export type SessionUser = NonNullable<AuthStatus['user']>;
export type UserRole = SessionUser['role'];
export type HealthReport = Schemas['HealthReportDto'];
export type HealthEndpoint = Schemas['EndpointHealthDto'];
export type EndpointStatus = HealthEndpoint['status'];
export type AppSettings = Schemas['EffectiveSettingsResponseDto'];
export type ErrorEnvelope = Schemas['ErrorEnvelopeDto'];

// Analytics (each answer is `{success, data}`; these are the `data` parts, and /status's statistics)
export type VelocityData = Schemas['VelocityDataDto'];
export type VelocityDay = Schemas['VelocityDayDto'];
export type VelocityTimeframe = VelocityData['timeframe'];
export type Move = Schemas['MoveDto'];
export type MoveDatesData = Schemas['MoveDatesDataDto'];
export type MoveCalendarData = Schemas['MoveCalendarDataDto'];
export type GeographicData = Schemas['GeographicDataDto'];
export type GeographicState = Schemas['GeographicStateDto'];
export type LeadStatistics = Schemas['LeadStatisticsResponseDto'];

// Email templates, merge variables, example contacts, assets, test send and the mail catcher
export type TemplateRecord = Schemas['TemplateDto'];
/** A template in the picker's list (GET /api/templates?limit=50&include_body=true). */
export type TemplateSummary = TemplateRecord;
/** What POST /api/templates and PUT /api/templates/{id} take (PUT: absent fields stay unchanged). */
export type TemplateInput = Schemas['CreateTemplateDto'];
export type TemplatePagination = Schemas['TemplatePaginationDto'];
export type TemplateListAnswer = Schemas['TemplateListResponseDto'];
export type TemplateErrorEnvelope = Schemas['TemplateErrorEnvelopeDto'];
export type MergeVariable = Schemas['MergeVariableDto'];
export type MergeVariableGroup = Schemas['MergeVariableGroupDto'];
export type ExampleContact = Schemas['ExampleContactDto'];
export type TemplateWarning = Schemas['RenderWarningDto'];
export type TemplateWarningCode = TemplateWarning['code'];
/** POST /api/templates/{id}/preview, flattened: data (html, subject, text) with the answer's warnings and missing assets. */
export type TemplatePreview = Schemas['TemplatePreviewDataDto'] & Pick<Schemas['TemplatePreviewResponseDto'], 'warnings' | 'missing_assets'>;
/** POST /api/templates/inline body; the three switches default to on. */
export type InlineTemplateInput = Pick<Schemas['InlineTemplateDto'], 'html'> & Partial<Omit<Schemas['InlineTemplateDto'], 'html'>>;
/** POST /api/templates/inline, flattened: data.html_inlined with the answer's warnings. */
export type InlinedTemplate = Schemas['TemplateInlineDataDto'] & Pick<Schemas['TemplateInlineResponseDto'], 'warnings'>;
export type Asset = Schemas['AssetItemDto'];
export type PresignedUpload = Schemas['PresignedUploadDto'];
export type UploadedAsset = Pick<Schemas['UploadedAssetDto'], 'key' | 'public_url'>;
export type TestSendContext = Schemas['TestSendContextDto'];
export type TestSendInput = Schemas['TemplateTestSendDto'];
/** POST /api/templates/{id}/test-send answer without the envelope's `success`. */
export type TestSendResult = Omit<Schemas['TemplateTestSendResponseDto'], 'success'>;
export type CaughtMailSummary = Schemas['CaughtMailSummaryDto'];
export type CaughtMailHeader = Schemas['CaughtMailHeaderDto'];
/** GET /api/mail/caught/{id} → data. `html` is the message as sent: show it only in a sandboxed frame. */
export type CaughtMail = Schemas['CaughtMailDto'];
export type CaughtMailCleared = Omit<Schemas['CaughtMailClearedResponseDto'], 'success'>;

// Enrollment: rules, recent enrollments, manual assignment, the contacts picker and the sequence analytics summary
export type ContactListItem = Schemas['ContactListItemDto'];
export type ContactListAnswer = Schemas['ContactListResponseDto'];
export type EnrollmentRule = Schemas['EnrollmentRuleDto'];
export type EnrollmentRuleStatus = EnrollmentRule['status'];
export type EnrollmentRuleInput = Schemas['CreateEnrollmentRuleDto'];
export type RuleCriteria = Schemas['CriteriaJsonDto'];
export type RuleCriteriaFilter = Schemas['CriteriaFilterDto'];
export type RuleExclusion = RuleCriteria['exclusions'][number];
export type RulePreview = Schemas['RulePreviewDto'];
export type RulePreviewContact = Schemas['PreviewContactDto'];
/** A step as the assignment dialog reads it (GET /api/sequences/{id}/steps/v3). */
export type AssignmentStep = Schemas['SequenceStepDto'];
export type SequenceEnrollmentRow = Schemas['EnrollmentRowDto'];
export type SequenceEnrollmentList = Omit<Schemas['EnrollmentListResponseDto'], 'success'>;
export type BulkUnenrollAnswer = Schemas['BulkUnenrollResponseDto'];
export type ManualAssignInput = Schemas['ManualAssignDto'];
export type ManualAssignResult = Omit<Schemas['ManualAssignResponseDto'], 'success'>;
export type SequenceAnalyticsSummary = Omit<Schemas['SequenceAnalyticsSummaryDto'], 'success'>;
export type AnalyticsActiveRun = Schemas['ActiveRunDto'];

// Sequences: cards, detail, steps, state, duplicate, delete, test send and history
export type SequenceRecord = Schemas['SequenceDto'];
export type SequenceState = SequenceRecord['state'];
export type SequenceListAnswer = Schemas['SequenceListResponseDto'];
export type SequenceListQuery = NonNullable<operations['Sequences_list']['parameters']['query']>;
export type SequenceListSort = NonNullable<SequenceListQuery['sort']>;
export type SequenceListStatus = NonNullable<SequenceListQuery['status']>;
export type SequenceInput = Schemas['CreateSequenceDto'];
export type SequenceUpdateInput = Schemas['UpdateSequenceDto'];
export type SequenceDetail = Omit<Schemas['SequenceDetailResponseDto'], 'success' | 'error'>;
export type SequenceStep = Schemas['SequenceStepDto'];
export type SequenceStepInput = Schemas['StepInputDto'];
export type SequenceStateChange = Schemas['ChangeSequenceStateDto'];
export type SequenceStateAnswer = Omit<Schemas['SequenceStateResponseDto'], 'success'>;
/** A refused sequence call's envelope (name_conflict's `existing`, CONFLICT's server copy, SEQUENCE_ACTIVE's count). */
export type SequenceRefusal = Schemas['SequenceErrorDto'];
export type SequenceTestSendInput = Schemas['SequenceTestSendDto'];
export type SequenceTestSendResult = Schemas['SequenceTestSendResponseDto'];
export type SequenceHistoryEvent = Schemas['SequenceHistoryEventDto'];

// Operations: runs (Active Runs, Live Queue) and their actions
export type RunRecord = Schemas['RunDto'];
export type RunRecordState = RunRecord['state'];
export type RunListAnswer = Schemas['RunListResponseDto'];
export type RunListQuery = NonNullable<operations['Runs_list']['parameters']['query']>;
export type RunActionInput = Schemas['RunActionDto'];
export type RunActionAnswer = Schemas['RunActionResponseDto'];
// Operations: the outbox (events waiting for the relay) and its manual retry
export type OutboxRecord = Schemas['OutboxItemDto'];
export type OutboxRecordStatus = OutboxRecord['status'];
export type OutboxListAnswer = Schemas['OutboxItemsResponseDto'];
export type OutboxRetryAnswer = Schemas['OutboxRetryResponseDto'];
// Operations: the deliveries list and the engine's metrics
export type DeliveryRecord = Schemas['DeliveryListItemDto'];
export type DeliveryListAnswer = Schemas['DeliveriesListResponseDto'];
export type EngineMetricsAnswer = Schemas['MetricsJsonResponseDto'];
export type DebugMetricsAnswer = Schemas['MetricsDebugResponseDto'];
// Operations: why a run's next step has (not) been sent
export type RunExplanation = Schemas['RunExplanationDto'];
export type RunExplainReason = Schemas['ExplainReasonDto'];
