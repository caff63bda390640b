import type { OpportunityEntity } from './entities/opportunity.entity';

/**
 * The one place an opportunity is marked as needing a CRM sync (new or changed facts from intake, staff edits,
 * enrichment). The caller saves the row and records OutboxEvent.CrmSyncRequested in the same transaction; the
 * relay then wakes the CRM dispatcher, which claims every `queued` row.
 */
export function markNeedsSync(row: OpportunityEntity, at = new Date()): void {
  row.hubspotSyncStatus = 'queued';
  row.syncStateChangedAt = at;
  row.syncLastError = null;
}
