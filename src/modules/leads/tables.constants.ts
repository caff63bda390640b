import type { ModuleTables } from 'src/database/module-tables.types';

/** The tables this module owns (only its code writes them) and the other modules' tables its queries read. */
export const TABLES: ModuleTables = {
  owns: ['opportunities', 'opportunity_duplicates', 'opportunity_merges', 'opportunity_activity', 'call_outcomes', 'lead_messages', 'opp_counts', 'opp_count_deltas', 'opp_hourly_counts', 'mailbox_sync_state'],
  reads: ['users'],
};
