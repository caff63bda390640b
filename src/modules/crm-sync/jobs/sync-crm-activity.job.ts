import type { CrmActivityJob, CrmActivityResult, CrmActivityService } from '../crm-activity.service';

/**
 * One outbox event → its HubSpot activity (email, call, task or note), once. `enqueuedAt` is when the relay handed
 * the event over; an opportunity not yet in HubSpot delays the job (RetryLaterError), a 4xx is recorded as failed.
 */
export function handleSyncCrmActivity(activities: CrmActivityService, data: CrmActivityJob, run: { enqueuedAt: Date; finalAttempt: boolean }): Promise<CrmActivityResult> {
  return activities.sync(data, run);
}
