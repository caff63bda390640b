import type { JobName } from './queue.constants';

/** Typed job catalogue: payloads carry ids and small scalars only. */
export type JobPayloads = {
  [JobName.WorkerHeartbeat]: Record<string, never>;
  [JobName.PurgeExpiredSessions]: Record<string, never>;
  [JobName.EnrichOpportunity]: { opportunityId: string };
  [JobName.MailboxSync]: Record<string, never>;
  [JobName.FoldOpportunityCounters]: Record<string, never>;
  [JobName.EnrichmentSweep]: Record<string, never>;
  /** "Sync all" walks its backlog in id order; each run resumes after this id (null: from the start). */
  [JobName.QueueSyncBacklog]: { afterId: string | null };
  [JobName.CrmSyncDispatch]: Record<string, never>;
  /** At most 100 opportunity ids, claimed (in_progress) by the dispatcher. */
  [JobName.CrmSyncBatch]: { opportunityIds: string[] };
  /**
   * One outbox event to show on the opportunity's HubSpot record: the event's id (the idempotency key: one HubSpot
   * activity per event), its type and its own payload (ids and small scalars, as recorded).
   */
  [JobName.SyncCrmActivity]: { outboxEventId: string; event: string; payload: Record<string, string | number | null> };
  [JobName.FoldAnalyticsRollups]: Record<string, never>;
  [JobName.RunEnrollmentRules]: Record<string, never>;
  /** The opportunity whose move date (or contact) changed: its contact's anchored runs are recomputed. */
  [JobName.RecomputeMoveDateRuns]: { opportunityId: string };
  [JobName.EndPassedMoveDateRuns]: Record<string, never>;
  /** Claims due sequence runs and sends their steps, batch after batch while they come back full. */
  [JobName.AdvanceSequenceRuns]: Record<string, never>;
  /** The opportunity whose status changed: its contact's runs whose sequence goal that status reaches end. */
  [JobName.EndGoalReachedRuns]: { opportunityId: string };
  [JobName.CollapseMergedRuns]: { mergeId: string };
  [JobName.AnswerCallTasks]: { callOutcomeId: string };
  /** Offers one inbox read per sending mailbox (scheduled every INBOUND_GRAPH_POLL_SECONDS). */
  [JobName.InboundGraphPoll]: Record<string, never>;
  /** Reads one sending mailbox's inbox (its address, as listed in the sending pool). */
  [JobName.InboundGraphMailboxSync]: { mailbox: string };
};
