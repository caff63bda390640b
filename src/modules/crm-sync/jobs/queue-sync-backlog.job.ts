import type { BacklogRun, CrmSyncQueueService } from '../crm-sync-queue.service';

export type QueueSyncBacklogJobData = { afterId: string | null };

/** One run of "sync all"'s backlog walk (a few seconds of short chunks); it enqueues the next run itself. */
export function handleQueueSyncBacklog(sync: CrmSyncQueueService, data: QueueSyncBacklogJobData): Promise<BacklogRun> {
  return sync.queueBacklogFrom(data.afterId);
}
