import { Injectable, Logger } from '@nestjs/common';
import { RetryLaterError } from 'src/common/errors/retry-later.error';
import { AppConfigService } from 'src/config/app-config.service';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { CrmActivityRepository, type ActivityTargetRow, type CrmActivityStatus } from './crm-activity.repository';
import { CrmSyncError } from './crm-sync.errors';
import { HubspotClient } from './hubspot.client';
import {
  ACTIVITY_TITLE_PROPERTY,
  type ActivityEvent,
  type ActivityFacts,
  type ActivityObjectType,
  activityAssociations,
  activityDraft,
  activityEvent,
} from './hubspot-activity.mapper';

/** The job's data: the outbox event (its id is the idempotency key), its type and its own payload. */
export interface CrmActivityJob {
  outboxEventId: string;
  event: string;
  payload: Record<string, unknown>;
}

/** What one run of the job did (a wait throws RetryLaterError instead: the job comes back later). */
export type CrmActivityResult =
  | { result: 'not_configured' }
  | { result: 'already'; status: CrmActivityStatus; objectId: string | null }
  | { result: 'created'; objectType: ActivityObjectType; objectId: string; found: boolean }
  | { result: 'skipped' | 'failed'; reason: string };

/** The rows an event names, read: where its activity goes and what it says; or why there is nothing to show. */
type Gathered = { target: ActivityTargetRow; facts: ActivityFacts } | { missing: string; opportunityId: string | null };

/** The wait before look `n` (1-based) at an opportunity not yet in HubSpot: base × 2^(n-1), at most 60 × base. */
export function activityWaitMs(waits: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, waits - 1), baseMs * 60);
}

/**
 * What happens to a lead here appears on its HubSpot record: each sequence email, call, callback reminder and run
 * change (outbox events) becomes one HubSpot activity (email, call, task, note) associated with the opportunity's
 * synced contact and deal. Exactly once per event: crm_activities records which event made which HubSpot object,
 * and a create whose answer was lost is looked up before it is made again. An opportunity not yet in HubSpot is
 * waited for (CRM_ACTIVITY_WAIT_MS, doubling) at most CRM_ACTIVITY_MAX_WAITS times, then recorded as skipped.
 * Without a HubSpot token every job is a no-op.
 */
@Injectable()
export class CrmActivityService {
  private readonly logger = new Logger(CrmActivityService.name);

  constructor(
    private readonly activities: CrmActivityRepository,
    private readonly hubspot: HubspotClient,
    private readonly config: AppConfigService,
  ) {}

  /**
   * One run of the job. `enqueuedAt`: when the relay handed the event over (the time of a run note without its own);
   * `finalAttempt`: a transient HubSpot failure is logged as the last one and fails the job for good (the row keeps
   * `creating` when the create call went out, so a manual retry looks the activity up before making it).
   */
  async sync(job: CrmActivityJob, options: { enqueuedAt: Date; finalAttempt: boolean }): Promise<CrmActivityResult> {
    const { outboxEventId } = job;
    if (!this.hubspot.configured) {
      this.logger.debug({ outboxEventId, event: job.event }, 'HubSpot is not configured: activity not synced (no-op)');
      return { result: 'not_configured' };
    }
    const recorded = await this.activities.find(outboxEventId);
    if (recorded?.status === 'created' || recorded?.status === 'skipped') {
      return { result: 'already', status: recorded.status, objectId: recorded.hubspot_object_id };
    }
    const event = activityEvent(job.event, job.payload);
    if (!event) return this.skip(job, null, `Not an activity event the CRM sync knows: ${job.event}`);
    const gathered = await this.gather(event, options.enqueuedAt);
    if ('missing' in gathered) return this.skip(job, gathered.opportunityId, gathered.missing);
    const { target, facts } = gathered;
    if (!target.hubspot_contact_id && !target.hubspot_deal_id) return this.wait(job, target);

    try {
      if (facts.kind === 'callback' && target.hubspot_deal_id) facts.ownerId = await this.hubspot.dealOwnerId(target.hubspot_deal_id);
      const draft = activityDraft(facts);
      // An earlier run made the create call and never learnt its outcome: HubSpot may have the activity already.
      const earlier = recorded?.status === 'creating' ? await this.findEarlier(draft.objectType, draft.properties, target) : null;
      if (earlier) {
        await this.activities.settle(outboxEventId, job.event, target.opportunity_id, { status: 'created', objectType: draft.objectType, objectId: earlier });
        this.logger.log({ outboxEventId, event: job.event, objectType: draft.objectType, objectId: earlier }, 'HubSpot activity found from an earlier try; not created again');
        return { result: 'created', objectType: draft.objectType, objectId: earlier, found: true };
      }
      if (!(await this.activities.markCreating(outboxEventId, job.event, target.opportunity_id))) {
        const settled = await this.activities.find(outboxEventId);
        return { result: 'already', status: settled?.status ?? 'created', objectId: settled?.hubspot_object_id ?? null };
      }
      const objectId = await this.hubspot.createActivity(
        draft.objectType,
        draft.properties,
        activityAssociations(draft.objectType, target.hubspot_contact_id, target.hubspot_deal_id),
      );
      try {
        await this.activities.settle(outboxEventId, job.event, target.opportunity_id, { status: 'created', objectType: draft.objectType, objectId });
      } catch (error) {
        // The row stays `creating`: the retry looks this object up instead of creating a second one.
        this.logger.error({ outboxEventId, objectType: draft.objectType, objectId, err: (error as Error).message }, 'HubSpot activity created but not recorded');
        throw error;
      }
      this.logger.debug({ outboxEventId, event: job.event, objectType: draft.objectType, objectId }, 'HubSpot activity created');
      return { result: 'created', objectType: draft.objectType, objectId, found: false };
    } catch (error) {
      // Throttled: the job is delayed until the Retry-After (no attempt used).
      if (error instanceof RetryLaterError) throw error;
      const status = error instanceof CrmSyncError ? (error.details?.status as number | null | undefined) : undefined;
      const permanent = typeof status === 'number' && status >= 400 && status < 500;
      if (!permanent && !options.finalAttempt) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      // A 4xx means HubSpot made nothing: failed for good. After the last transient failure the row is left as it is.
      if (permanent) await this.activities.settle(outboxEventId, job.event, target.opportunity_id, { status: 'failed', reason });
      this.logger.warn({ outboxEventId, event: job.event, opportunityId: target.opportunity_id, err: reason }, 'HubSpot activity not created');
      if (!permanent) throw error;
      return { result: 'failed', reason };
    }
  }

  /** Reads the rows the event names (through crm-sync's declared reads). */
  private async gather(event: ActivityEvent, enqueuedAt: Date): Promise<Gathered> {
    const at = enqueuedAt.toISOString();
    switch (event.type) {
      case OutboxEvent.CallOutcomeRecorded:
      case OutboxEvent.CallFollowUpDue: {
        const call = await this.activities.call(event.payload.callOutcomeId);
        if (!call) return { missing: `Call outcome ${event.payload.callOutcomeId} no longer exists`, opportunityId: event.payload.opportunityId };
        const customer = call.customer_name?.trim() || call.tracking_number;
        if (event.type === OutboxEvent.CallOutcomeRecorded) {
          return {
            target: call,
            facts: { kind: 'call', customer, outcome: call.outcome, agent: call.agent, phoneNumber: call.phone_number, notes: call.notes, callDate: call.call_date.toISOString() },
          };
        }
        return {
          target: call,
          facts: { kind: 'callback', customer, dueAt: event.payload.dueAt, outcome: call.outcome, agent: call.agent, phoneNumber: call.phone_number, ownerId: null },
        };
      }
      default: {
        const run = await this.activities.run(event.payload.enrollmentId);
        if (!run) return { missing: `Sequence run ${event.payload.enrollmentId} no longer exists`, opportunityId: null };
        if (run.opportunity_id === null || run.tracking_number === null) return { missing: "The run's contact has no opportunity", opportunityId: null };
        const target: ActivityTargetRow = { ...run, opportunity_id: run.opportunity_id, tracking_number: run.tracking_number };
        const sequenceName = run.sequence_name;
        if (event.type === OutboxEvent.SequenceStepSent) {
          const delivery = await this.activities.delivery(event.payload.deliveryId);
          if (!delivery) return { missing: `Delivery ${event.payload.deliveryId} no longer exists`, opportunityId: target.opportunity_id };
          return {
            target,
            facts: {
              kind: 'email', sequenceName, step: event.payload.step, sentAt: event.payload.sentAt, subject: delivery.subject, toEmail: delivery.to_email, fromEmail: delivery.from_email,
            },
          };
        }
        if (event.type === OutboxEvent.SequenceRunPaused) {
          return { target, facts: { kind: 'run_paused', sequenceName, step: event.payload.step, reason: event.payload.reason, at } };
        }
        if (event.type === OutboxEvent.SequenceRunEnded) {
          const endedAt = run.ended_at ? run.ended_at.toISOString() : at;
          return { target, facts: { kind: 'run_ended', sequenceName, step: event.payload.step, status: event.payload.status, reason: event.payload.reason, at: endedAt } };
        }
        const actor = (await this.activities.userName(event.payload.userId)) ?? 'a user no longer in the app';
        return { target, facts: { kind: 'run_action', sequenceName, action: event.payload.action, actor, reason: event.payload.reason, at } };
      }
    }
  }

  /** The activity an earlier, unanswered create made, looked up on the deal (else the contact). */
  private findEarlier(objectType: ActivityObjectType, properties: Record<string, string>, target: ActivityTargetRow): Promise<string | null> {
    const on = target.hubspot_deal_id ? { objectType: 'deal' as const, id: target.hubspot_deal_id } : { objectType: 'contact' as const, id: target.hubspot_contact_id ?? '' };
    const titleProperty = ACTIVITY_TITLE_PROPERTY[objectType];
    return this.hubspot.findActivity(objectType, { timestamp: properties.hs_timestamp, on, titleProperty, title: properties[titleProperty] ?? '' });
  }

  /** The opportunity is not in HubSpot yet: come back later, or give up after CRM_ACTIVITY_MAX_WAITS looks. */
  private async wait(job: CrmActivityJob, target: ActivityTargetRow): Promise<CrmActivityResult> {
    const { activityWaitMs: baseMs, activityMaxWaits } = this.config.hubspot;
    const reason = `Opportunity ${target.tracking_number} is not synced to HubSpot yet`;
    const waits = await this.activities.recordWait(job.outboxEventId, job.event, target.opportunity_id, reason);
    if (waits === 0) {
      // Settled meanwhile (another run of the same event): nothing left to do.
      const settled = await this.activities.find(job.outboxEventId);
      return { result: 'already', status: settled?.status ?? 'created', objectId: settled?.hubspot_object_id ?? null };
    }
    if (waits > activityMaxWaits) {
      const gaveUp = `Opportunity ${target.tracking_number} was still not synced to HubSpot after ${activityMaxWaits} waits`;
      this.logger.warn({ outboxEventId: job.outboxEventId, event: job.event, opportunityId: target.opportunity_id, waits: activityMaxWaits }, `HubSpot activity given up: ${gaveUp}`);
      await this.activities.settle(job.outboxEventId, job.event, target.opportunity_id, { status: 'skipped', reason: gaveUp });
      return { result: 'skipped', reason: gaveUp };
    }
    throw new RetryLaterError(reason, activityWaitMs(waits, baseMs));
  }

  private async skip(job: CrmActivityJob, opportunityId: string | null, reason: string): Promise<CrmActivityResult> {
    this.logger.warn({ outboxEventId: job.outboxEventId, event: job.event, opportunityId }, `HubSpot activity skipped: ${reason}`);
    await this.activities.settle(job.outboxEventId, job.event, opportunityId, { status: 'skipped', reason });
    return { result: 'skipped', reason };
  }
}
