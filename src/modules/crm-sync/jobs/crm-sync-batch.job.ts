import type { BatchResult, CrmSyncService } from '../crm-sync.service';

export type CrmSyncBatchJobData = { opportunityIds: string[] };

/** Rows no longer in progress are skipped; transient HubSpot failures throw (BullMQ backoff) until the last attempt. */
export function handleCrmSyncBatch(sync: CrmSyncService, data: CrmSyncBatchJobData, finalAttempt: boolean): Promise<BatchResult> {
  return sync.syncBatch(data.opportunityIds, finalAttempt);
}
