import type { CrmSyncService } from '../crm-sync.service';

export function handleCrmSyncDispatch(sync: CrmSyncService): Promise<number> {
  return sync.dispatch();
}
