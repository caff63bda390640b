import type { JobPayloads } from './job-payloads';

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
  SyncCrmActivity = 'SyncCrmActivity',
  FoldAnalyticsRollups = 'FoldAnalyticsRollups',
  RunEnrollmentRules = 'RunEnrollmentRules',
  RecomputeMoveDateRuns = 'RecomputeMoveDateRuns',
  EndPassedMoveDateRuns = 'EndPassedMoveDateRuns',
  AdvanceSequenceRuns = 'AdvanceSequenceRuns',
  EndGoalReachedRuns = 'EndGoalReachedRuns',
  CollapseMergedRuns = 'CollapseMergedRuns',
  AnswerCallTasks = 'AnswerCallTasks',
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
  [JobName.SyncCrmActivity]: QueueName.CrmSync,
  [JobName.FoldAnalyticsRollups]: QueueName.Analytics,
  [JobName.RunEnrollmentRules]: QueueName.Enrollment,
  [JobName.RecomputeMoveDateRuns]: QueueName.Enrollment,
  [JobName.EndPassedMoveDateRuns]: QueueName.Enrollment,
  [JobName.AdvanceSequenceRuns]: QueueName.SequenceAdvancer,
  [JobName.EndGoalReachedRuns]: QueueName.SequenceAdvancer,
  [JobName.CollapseMergedRuns]: QueueName.SequenceAdvancer,
  [JobName.AnswerCallTasks]: QueueName.SequenceAdvancer,
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

/** One short line per payload field: every field of the payload, and no other (checked by the compiler). */
export type PayloadFields<P> = { readonly [K in keyof P]-?: string };

/** What a reader of the queue catalogue needs about a job (README's "Queue catalogue", `npm run catalogues`). */
export interface JobDescription<N extends JobName> {
  /** Who enqueues it, or its schedule. */
  trigger: string;
  /** What its handler does. */
  does: string;
  payload: PayloadFields<JobPayloads[N]>;
}

/** The catalogue's words, one entry per job (a new job does not compile without one). */
export const JOB_DESCRIPTIONS: { readonly [N in JobName]: JobDescription<N> } = {
  [JobName.WorkerHeartbeat]: {
    trigger: `every ${HEARTBEAT_EVERY_MS / 1000} s (job scheduler)`,
    does: `writes \`<prefix>:worker:heartbeat\`; health reports a worker down after ${HEARTBEAT_STALE_MS / 1000} s without one`,
    payload: {},
  },
  [JobName.PurgeExpiredSessions]: {
    trigger: `every ${SESSION_PURGE_EVERY_MS / 60_000} min`,
    does: 'deletes session rows past their expiry',
    payload: {},
  },
  [JobName.EnrichOpportunity]: {
    trigger: 'the outbox (`opportunity.enrichment_requested`, after intake when phone or move date is missing) and the enrichment sweep; deduplicated per lead while waiting',
    does: 'lead-provider lookup, fills blanks, re-queues the CRM sync',
    payload: { opportunityId: 'the lead to enrich' },
  },
  [JobName.MailboxSync]: {
    trigger: 'every `GRAPH_POLL_SECONDS` (when Graph is configured) and on `POST /api/sync-opportunities` (deduplicated)',
    does: 'Graph delta read of the lead folder → email intake',
    payload: {},
  },
  [JobName.FoldOpportunityCounters]: {
    trigger: `every ${COUNTER_FOLD_EVERY_MS / 1000} s`,
    does: 'folds the counter deltas the triggers appended into `opp_counts` / `opp_hourly_counts` (reads are exact either way)',
    payload: {},
  },
  [JobName.EnrichmentSweep]: {
    trigger: `every ${ENRICHMENT_SWEEP_EVERY_MS / 60_000} min`,
    does: `offers enrichment again to leads of the last ${ENRICHMENT_SWEEP_WINDOW_MS / 3600_000} h whose job never ran (enqueue lost to a Redis outage or flush); deduplicated with the intake's job`,
    payload: {},
  },
  [JobName.QueueSyncBacklog]: {
    trigger: 'on `POST /api/sync-opportunities` ("sync all"), then re-enqueued by itself with its cursor (~3 s of work per run)',
    does: 'marks pending/failed opportunities queued in id order, in chunks that halve on a statement timeout; wakes the dispatcher',
    payload: { afterId: 'resume after this id (null: from the start)' },
  },
  [JobName.CrmSyncDispatch]: {
    trigger: 'the outbox (`opportunity.crm_sync_requested`, 500 ms later, deduplicated), staff re-queues and "sync all", itself while queued rows remain, and every 30 s',
    does: 'claims queued opportunities 100 at a time (SKIP LOCKED), one `CrmSyncBatch` job each',
    payload: {},
  },
  [JobName.CrmSyncBatch]: {
    trigger: 'the dispatcher',
    does: 'HubSpot contacts → deals → associations; per-record results',
    payload: { opportunityIds: 'at most 100 ids, claimed (in_progress) by the dispatcher' },
  },
  [JobName.SyncCrmActivity]: {
    trigger: 'the outbox (`sequence_run.step_sent`, `sequence_run.paused`, `sequence_run.ended`, `enrollment.run_action`, `call_outcome.recorded`, `call_follow_up.due`; one job per event)',
    does: "creates the event's HubSpot email, call, task or note on the opportunity's synced contact and deal, once per event; waits for an opportunity not synced yet (`CRM_ACTIVITY_MAX_WAITS`), a no-op without HubSpot",
    payload: { outboxEventId: 'the event (the idempotency key)', event: 'its type', payload: "the event's own payload" },
  },
  [JobName.FoldAnalyticsRollups]: {
    trigger: 'every 30 s',
    does: 'folds the analytics triggers\' deltas into `opp_velocity_hourly`, `opp_route_counts` and `opp_move_date_counts`',
    payload: {},
  },
  [JobName.RunEnrollmentRules]: {
    trigger: 'every `RULE_RUNNER_EVERY_MS` (default 60 s)',
    does: 'runs every active enrollment rule once: enrolls its eligible contacts in set-based batches',
    payload: {},
  },
  [JobName.RecomputeMoveDateRuns]: {
    trigger: 'the outbox (`opportunity.move_date_changed`, one job per event)',
    does: "recomputes the contact's move-date anchored runs, or ends them (`move_date_passed`)",
    payload: { opportunityId: 'the opportunity whose move date (or contact) changed' },
  },
  [JobName.EndPassedMoveDateRuns]: {
    trigger: 'daily',
    does: 'ends the runs whose anchored move-date moment has passed (`move_date_passed`)',
    payload: {},
  },
  [JobName.EndGoalReachedRuns]: {
    trigger: 'the outbox (`opportunity.status_changed`, one job per event)',
    does: "ends the contact's live runs whose sequence goal the new status reaches (`goal_reached`: a conversion)",
    payload: { opportunityId: 'the opportunity whose status changed' },
  },
  [JobName.CollapseMergedRuns]: {
    trigger: 'the outbox (`opportunity.merged`, one job per merge)',
    does: "ends the merged lead's contact's live runs in sequences the primary lead's contact also runs (`merged_duplicate`)",
    payload: { mergeId: 'the merge of two duplicate leads' },
  },
  [JobName.AnswerCallTasks]: {
    trigger: 'the outbox (`call_task.answered`, one job per recorded call)',
    does: "closes the contact's open call tasks with the call's outcome and makes their waiting runs due (the advancer then takes the outcome's path)",
    payload: { callOutcomeId: 'the call recorded' },
  },
  [JobName.AdvanceSequenceRuns]: {
    trigger: 'every `SEQUENCE_ADVANCER_EVERY_MS` (default 5 s)',
    does: 'claims due sequence runs and sends their steps, batch after batch while they come back full',
    payload: {},
  },
  [JobName.InboundGraphPoll]: {
    trigger: 'every `INBOUND_GRAPH_POLL_SECONDS` (only with `MAIL_PROVIDER=graph`)',
    does: 'offers one `InboundGraphMailboxSync` per sending mailbox',
    payload: {},
  },
  [JobName.InboundGraphMailboxSync]: {
    trigger: 'the inbound poll (deduplicated per mailbox)',
    does: "reads one sending mailbox's inbox and hands each new message to the inbound pipeline",
    payload: { mailbox: 'its address, as listed in the sending pool' },
  },
};
