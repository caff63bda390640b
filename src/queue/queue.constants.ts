/** Every BullMQ queue (kebab-case names). Later modules add theirs. */
export enum QueueName {
  Maintenance = 'maintenance',
  Leads = 'leads',
  CrmSync = 'crm-sync',
  Analytics = 'analytics',
  Enrollment = 'enrollment',
  /** The sequence advancer: its own queue, so a long drain never holds up the rule runner's jobs. */
  SequenceAdvancer = 'sequence-advancer',
  /** Reads of the sending mailboxes' inboxes (Graph): one job per mailbox, so mailboxes are read side by side. */
  InboundMail = 'inbound-mail',
}

/** Every job name; each maps to exactly one queue below and one handler in that queue's processor. */
export enum JobName {
  WorkerHeartbeat = 'WorkerHeartbeat',
  PurgeExpiredSessions = 'PurgeExpiredSessions',
  EnrichOpportunity = 'EnrichOpportunity',
  MailboxSync = 'MailboxSync',
  FoldOpportunityCounters = 'FoldOpportunityCounters',
  EnrichmentSweep = 'EnrichmentSweep',
  QueueSyncBacklog = 'QueueSyncBacklog',
  CrmSyncDispatch = 'CrmSyncDispatch',
  CrmSyncBatch = 'CrmSyncBatch',
  FoldAnalyticsRollups = 'FoldAnalyticsRollups',
  RunEnrollmentRules = 'RunEnrollmentRules',
  RecomputeMoveDateRuns = 'RecomputeMoveDateRuns',
  EndPassedMoveDateRuns = 'EndPassedMoveDateRuns',
  AdvanceSequenceRuns = 'AdvanceSequenceRuns',
  InboundGraphPoll = 'InboundGraphPoll',
  InboundGraphMailboxSync = 'InboundGraphMailboxSync',
}

export const JOB_QUEUE = {
  [JobName.WorkerHeartbeat]: QueueName.Maintenance,
  [JobName.PurgeExpiredSessions]: QueueName.Maintenance,
  [JobName.EnrichOpportunity]: QueueName.Leads,
  [JobName.MailboxSync]: QueueName.Leads,
  [JobName.FoldOpportunityCounters]: QueueName.Leads,
  [JobName.EnrichmentSweep]: QueueName.Leads,
  [JobName.QueueSyncBacklog]: QueueName.CrmSync,
  [JobName.CrmSyncDispatch]: QueueName.CrmSync,
  [JobName.CrmSyncBatch]: QueueName.CrmSync,
  [JobName.FoldAnalyticsRollups]: QueueName.Analytics,
  [JobName.RunEnrollmentRules]: QueueName.Enrollment,
  [JobName.RecomputeMoveDateRuns]: QueueName.Enrollment,
  [JobName.EndPassedMoveDateRuns]: QueueName.Enrollment,
  [JobName.AdvanceSequenceRuns]: QueueName.SequenceAdvancer,
  [JobName.InboundGraphPoll]: QueueName.InboundMail,
  [JobName.InboundGraphMailboxSync]: QueueName.InboundMail,
} as const satisfies Record<JobName, QueueName>;

/** The job names of one queue, derived from the catalogue (a processor's handler map must cover exactly these). */
export type JobsOf<Q extends QueueName> = { [N in JobName]: (typeof JOB_QUEUE)[N] extends Q ? N : never }[JobName];

/** Job names of `queue` at run time (the boot check compares them with the registered handlers). */
export function jobsOf(queue: QueueName): JobName[] {
  return (Object.entries(JOB_QUEUE) as [JobName, QueueName][]).filter(([, q]) => q === queue).map(([name]) => name);
}

export const ALL_QUEUES = Object.values(QueueName);

export const HEARTBEAT_EVERY_MS = 15_000;
export const HEARTBEAT_STALE_MS = 60_000;
export const SESSION_PURGE_EVERY_MS = 15 * 60_000;
/** Pending counter deltas are folded this often (reads are exact either way; folding keeps them small). */
export const COUNTER_FOLD_EVERY_MS = 30_000;
/** Leads whose enrichment job was lost (Redis outage) are offered again this often, if created within the window. */
export const ENRICHMENT_SWEEP_EVERY_MS = 5 * 60_000;
export const ENRICHMENT_SWEEP_WINDOW_MS = 24 * 3600_000;
