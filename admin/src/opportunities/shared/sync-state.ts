import type { OpportunityDetail } from '../../api/types';

type HubspotSyncStatus = NonNullable<OpportunityDetail['hubspot_sync_status']>;

export type SyncLabel = 'Synced' | 'Syncing' | 'Failed' | 'Pending';

/**
 * The CRM sync display state: succeeded → Synced, in_progress/queued → Syncing, failed → Failed,
 * anything else → Pending; without a hubspot_sync_status it is Synced when `synced`, else Pending.
 */
export const syncLabel = (status: HubspotSyncStatus | string | null | undefined, synced = false): SyncLabel => {
  const source = status ?? (synced ? 'succeeded' : 'pending');
  if (source === 'succeeded') return 'Synced';
  if (source === 'in_progress' || source === 'queued') return 'Syncing';
  if (source === 'failed') return 'Failed';
  return 'Pending';
};

/** Re-queue is offered for Failed and Pending only. */
export const canRequeue = (label: SyncLabel): boolean => label === 'Failed' || label === 'Pending';
