/** Every BullMQ queue (kebab-case names). Later modules add theirs. */
export enum QueueName {
  Maintenance = 'maintenance',
  Leads = 'leads',
  CrmSync = 'crm-sync',
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
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.WorkerHeartbeat]: QueueName.Maintenance,
  [JobName.PurgeExpiredSessions]: QueueName.Maintenance,
  [JobName.EnrichOpportunity]: QueueName.Leads,
  [JobName.MailboxSync]: QueueName.Leads,
  [JobName.FoldOpportunityCounters]: QueueName.Leads,
  [JobName.EnrichmentSweep]: QueueName.Leads,
  [JobName.QueueSyncBacklog]: QueueName.Leads,
  [JobName.CrmSyncDispatch]: QueueName.CrmSync,
  [JobName.CrmSyncBatch]: QueueName.CrmSync,
};

export const ALL_QUEUES = Object.values(QueueName);

export const HEARTBEAT_EVERY_MS = 15_000;
export const HEARTBEAT_STALE_MS = 60_000;
export const SESSION_PURGE_EVERY_MS = 15 * 60_000;
/** Pending counter deltas are folded this often (reads are exact either way; folding keeps them small). */
export const COUNTER_FOLD_EVERY_MS = 30_000;
/** Leads whose enrichment job was lost (Redis outage) are offered again this often, if created within the window. */
export const ENRICHMENT_SWEEP_EVERY_MS = 5 * 60_000;
export const ENRICHMENT_SWEEP_WINDOW_MS = 24 * 3600_000;

export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled job: ${String(value)}`);
}
