import type { JobsOptions } from 'bullmq';
import type { JobPayloads } from 'src/queue/job-payloads';
import { JobName, type PayloadFields } from 'src/queue/queue.constants';

/**
 * The event catalogue: every event a module may record in the outbox, with its payload (ids and small scalars only,
 * like job payloads). An event is written in the same transaction as the change that caused it, so a crash between
 * the commit and the queue can no longer lose the follow-up work.
 */
export enum OutboxEvent {
  /** A lead was stored and still lacks a phone or move date: ask the lead provider. */
  EnrichmentRequested = 'opportunity.enrichment_requested',
  /** An opportunity was marked `queued` for the CRM: wake the dispatcher. */
  CrmSyncRequested = 'opportunity.crm_sync_requested',
  /** A call outcome was recorded: logged as a call on the opportunity's HubSpot record. */
  CallOutcomeRecorded = 'call_outcome.recorded',
  /** A callback reminder fell due by the follow-up policy: a HubSpot task for the deal owner. */
  CallFollowUpDue = 'call_follow_up.due',
  /**
   * An opportunity's move date (or contact) changed while its contact has a live sequence run: recompute the anchored
   * runs. Written by a database trigger on opportunities (migration AddMoveDateChangedEvents), so every writer records it.
   */
  MoveDateChanged = 'opportunity.move_date_changed',
  /**
   * An opportunity's status changed while its contact has a live run: end the runs whose sequence goal it reaches.
   * Written by a database trigger on opportunities (migration SequenceGoals), so every writer records it.
   */
  OpportunityStatusChanged = 'opportunity.status_changed',
  CallTaskAnswered = 'call_task.answered',
  /** The sequence engine sent a run's step: logged as an email on the contact's HubSpot record. */
  SequenceStepSent = 'sequence_run.step_sent',
  /** A run was paused (by its sequence, for an operator after an unconfirmed send, or by another module). */
  SequenceRunPaused = 'sequence_run.paused',
  /** A run ended: completed, canceled (unsubscribed, bounced, stopped…) or failed, with the reason. */
  SequenceRunEnded = 'sequence_run.ended',
  /** An operator paused, reactivated, advanced or canceled a sequence run (Active Runs, Live Queue); for audit. */
  RunActionTaken = 'enrollment.run_action',
  /** Staff merged a duplicate lead into a primary: the merged lead's contact's runs collapse into the primary's. */
  OpportunitiesMerged = 'opportunity.merged',
}

export type OutboxEventPayloads = {
  [OutboxEvent.EnrichmentRequested]: { opportunityId: string };
  [OutboxEvent.CrmSyncRequested]: { opportunityId: string };
  [OutboxEvent.CallOutcomeRecorded]: { callOutcomeId: string; opportunityId: string; outcome: string };
  [OutboxEvent.CallFollowUpDue]: { callOutcomeId: string; opportunityId: string; dueAt: string };
  [OutboxEvent.MoveDateChanged]: { opportunityId: string };
  [OutboxEvent.OpportunityStatusChanged]: { opportunityId: string; status: string };
  [OutboxEvent.CallTaskAnswered]: { callOutcomeId: string };
  [OutboxEvent.SequenceStepSent]: { enrollmentId: string; step: number; deliveryId: string; sentAt: string };
  [OutboxEvent.SequenceRunPaused]: { enrollmentId: string; step: number; reason: string };
  [OutboxEvent.SequenceRunEnded]: { enrollmentId: string; step: number; status: string; reason: string };
  [OutboxEvent.RunActionTaken]: { enrollmentId: string; action: string; userId: string; reason: string | null };
  [OutboxEvent.OpportunitiesMerged]: { mergeId: string };
};

/** What a reader of the outbox catalogue needs about an event (README's "Outbox" table, `npm run catalogues`). */
export interface OutboxEventDescription<E extends OutboxEvent> {
  /** When it is recorded, and by whom. */
  emittedWhen: string;
  /**
   * What acts on it: the job its route names and what that does, or, for an event routed to no job, a text that
   * starts with NO_CONSUMER (the outbox catalogue spec holds both to OUTBOX_ROUTES).
   */
  consumer: string;
  payload: PayloadFields<OutboxEventPayloads[E]>;
}

/** The consumer text of an event no job acts on: its rows are kept for the Outbox screen (and e2e tests) only. */
export const NO_CONSUMER = 'recorded for operators; no consumer';

/** The catalogue's words, one entry per event (a new event does not compile without one). */
export const OUTBOX_EVENT_DESCRIPTIONS: { readonly [E in OutboxEvent]: OutboxEventDescription<E> } = {
  [OutboxEvent.EnrichmentRequested]: {
    emittedWhen: 'intake stores a lead that lacks a phone or move date',
    consumer: 'leads: the lead-provider lookup (one waiting job per lead)',
    payload: { opportunityId: 'the lead' },
  },
  [OutboxEvent.CrmSyncRequested]: {
    emittedWhen: 'intake, staff edits or enrichment mark an opportunity `queued` for the CRM',
    consumer: 'crm-sync: wakes the dispatcher (a burst wakes it once)',
    payload: { opportunityId: 'the opportunity queued' },
  },
  [OutboxEvent.CallOutcomeRecorded]: {
    emittedWhen: 'a call outcome is recorded (`POST /api/record-call-outcome`)',
    consumer: "crm-sync: a call (outcome, agent, notes) on the opportunity's HubSpot contact and deal",
    payload: { callOutcomeId: 'the call', opportunityId: 'its opportunity', outcome: 'the outcome' },
  },
  [OutboxEvent.CallFollowUpDue]: {
    emittedWhen: 'a recorded call\'s follow-up policy (`CALL_FOLLOW_UP_POLICY`) has `callback_reminder`',
    consumer: 'crm-sync: a HubSpot task "Call back {customer}" due then, for the deal owner, on the contact and deal',
    payload: { callOutcomeId: 'the call', opportunityId: 'its opportunity', dueAt: '9 am (`COMPANY_TIMEZONE`) on the next business day' },
  },
  [OutboxEvent.MoveDateChanged]: {
    emittedWhen: "a database trigger on `opportunities`: a move date (or the contact) changes while the contact has a live run",
    consumer: "runs: recomputes the contact's move-date anchored runs (one job per event)",
    payload: { opportunityId: 'the opportunity changed' },
  },
  [OutboxEvent.OpportunityStatusChanged]: {
    emittedWhen: "a database trigger on `opportunities`: a status changes while the contact has a live run",
    consumer: "runs: ends the contact's runs whose sequence goal the status reaches, at once (one job per event)",
    payload: { opportunityId: 'the opportunity changed', status: 'its new status' },
  },
  [OutboxEvent.CallTaskAnswered]: {
    emittedWhen: "a database trigger on `call_outcomes`: a call is recorded while the opportunity's contact has an open call task",
    consumer: "runs: closes the contact's open call tasks with the call's outcome and makes their runs due, so the outcome picks the next step",
    payload: { callOutcomeId: 'the call recorded' },
  },
  [OutboxEvent.SequenceStepSent]: {
    emittedWhen: 'the advancer sent a run\'s step, or an operator confirmed an unconfirmed send',
    consumer: "crm-sync: an email (the delivery's subject and recipient) on the HubSpot contact and deal of the contact's newest opportunity",
    payload: { enrollmentId: 'the run', step: 'the step (1-based)', deliveryId: 'the delivery', sentAt: 'when it went out' },
  },
  [OutboxEvent.SequenceRunPaused]: {
    emittedWhen: 'a run is paused: by its paused sequence, after an unconfirmed send, by an operator or by another module',
    consumer: 'crm-sync: a note ("Sequence … paused at step n: why") on the HubSpot contact and deal',
    payload: { enrollmentId: 'the run', step: 'its current step', reason: 'why' },
  },
  [OutboxEvent.SequenceRunEnded]: {
    emittedWhen: 'a run completes, is canceled (unsubscribed, bounced, stopped…) or fails',
    consumer: 'crm-sync: a note ("Sequence … ended at step n: why") on the HubSpot contact and deal',
    payload: { enrollmentId: 'the run', step: 'its current step', status: '`completed`, `canceled` or `failed`', reason: 'why' },
  },
  [OutboxEvent.RunActionTaken]: {
    emittedWhen: 'an operator pauses, reactivates, advances or cancels a run (Active Runs, Live Queue) or resolves an unconfirmed send',
    consumer: 'crm-sync: a note (what was done, by whom, why) on the HubSpot contact and deal',
    payload: { enrollmentId: 'the run', action: 'what was done', userId: 'who did it', reason: 'why, when given' },
  },
  [OutboxEvent.OpportunitiesMerged]: {
    emittedWhen: 'staff merge a possible duplicate into a primary lead (`POST /api/opportunities/duplicates/{pairId}/merge`)',
    consumer: "runs: ends the merged lead's contact's live runs in sequences the primary's contact also runs (one run per sequence for the family)",
    payload: { mergeId: 'the merge' },
  },
};

/** The job an event becomes. */
export interface RoutedJob<N extends JobName = JobName> {
  name: N;
  data: JobPayloads[N];
  /**
   * Options beyond the default `jobId` = event id. A wake-up sets `deduplication` instead: every event of a burst
   * then collapses into one dispatcher run rather than one run per lead.
   */
  options?: JobsOptions;
}

const job = <N extends JobName>(name: N, data: JobPayloads[N], options?: JobsOptions): RoutedJob => ({ name, data, options }) as RoutedJob;

/** The activity a crm-sync job puts on the opportunity's HubSpot record, one per event (its id is the job's idempotency key). */
const crmActivity = (event: OutboxEvent) => (payload: OutboxEventPayloads[OutboxEvent], eventId: string): RoutedJob =>
  job(JobName.SyncCrmActivity, { outboxEventId: eventId, event, payload });

/**
 * Event → job, checked by the compiler for every event; a route gets the event's payload and its id. `null`: recorded
 * for a consumer that does not exist yet (the relay marks it processed; the row stays for audit until the retention
 * purge).
 */
export const OUTBOX_ROUTES: { [E in OutboxEvent]: (payload: OutboxEventPayloads[E], eventId: string) => RoutedJob | null } = {
  // One waiting enrichment per lead (the same lead arriving again while its job waits adds none).
  [OutboxEvent.EnrichmentRequested]: (p) => job(JobName.EnrichOpportunity, { opportunityId: p.opportunityId }, { deduplication: { id: `enrich-${p.opportunityId}` } }),
  // 500 ms later, so the run sees everything committed in the burst; deduplicated for 400 ms (throttle mode: a wake
  // that arrives while a dispatch runs still gets a run of its own).
  [OutboxEvent.CrmSyncRequested]: () => job(JobName.CrmSyncDispatch, {}, { deduplication: { id: 'crm-sync-dispatch', ttl: 400 }, delay: 500, attempts: 3 }),
  [OutboxEvent.CallOutcomeRecorded]: crmActivity(OutboxEvent.CallOutcomeRecorded),
  [OutboxEvent.CallFollowUpDue]: crmActivity(OutboxEvent.CallFollowUpDue),
  // One job per event, not deduplicated: a change committed while a recompute runs must get a run of its own.
  [OutboxEvent.MoveDateChanged]: (p) => job(JobName.RecomputeMoveDateRuns, { opportunityId: p.opportunityId }),
  // One job per event: a goal reached must end the runs even while another job runs.
  [OutboxEvent.OpportunityStatusChanged]: (p) => job(JobName.EndGoalReachedRuns, { opportunityId: p.opportunityId }),
  [OutboxEvent.CallTaskAnswered]: (p) => job(JobName.AnswerCallTasks, { callOutcomeId: p.callOutcomeId }),
  [OutboxEvent.SequenceStepSent]: crmActivity(OutboxEvent.SequenceStepSent),
  [OutboxEvent.SequenceRunPaused]: crmActivity(OutboxEvent.SequenceRunPaused),
  [OutboxEvent.SequenceRunEnded]: crmActivity(OutboxEvent.SequenceRunEnded),
  [OutboxEvent.RunActionTaken]: crmActivity(OutboxEvent.RunActionTaken),
  [OutboxEvent.OpportunitiesMerged]: (p) => job(JobName.CollapseMergedRuns, { mergeId: p.mergeId }),
};

/** The job event `eventId` of type `type` becomes (null: none; undefined: an event the catalogue does not know). */
export function routeEvent(type: string, payload: unknown, eventId: string): RoutedJob | null | undefined {
  const route = (OUTBOX_ROUTES as Record<string, ((payload: unknown, eventId: string) => RoutedJob | null) | undefined>)[type];
  return route ? route(payload, eventId) : undefined;
}

/**
 * The job an event becomes (null: none), read from its route itself with a stand-in payload made of its described
 * fields, so the catalogue (README, `npm run catalogues`) cannot claim a job the route does not enqueue.
 */
export function routedJobName(event: OutboxEvent): JobName | null {
  const sample = Object.fromEntries(Object.keys(OUTBOX_EVENT_DESCRIPTIONS[event].payload).map((field) => [field, `<${field}>`]));
  return routeEvent(event, sample, '<eventId>')?.name ?? null;
}

/** Delay before the next try of an event that could not be relayed: 1 s, 2 s, 4 s … capped at 5 minutes. */
export function relayBackoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}
