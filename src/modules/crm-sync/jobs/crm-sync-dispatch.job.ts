import type { CrmSyncService } from '../crm-sync.service';

export type CrmSyncDispatchJobData = Record<string, never>;

export function handleCrmSyncDispatch(sync: CrmSyncService): Promise<number> {
  return sync.dispatch();
}
