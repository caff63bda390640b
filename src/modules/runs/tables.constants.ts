import type { ModuleTables } from 'src/database/module-tables.types';

/** The tables this module owns (only its code writes them) and the other modules' tables its queries read. */
export const TABLES: ModuleTables = {
  owns: ['sequence_enrollments', 'sequence_send_daily_usage', 'sequence_enrollment_counts', 'sequence_enrollment_hourly', 'call_tasks', 'sequence_step_tallies'],
  reads: ['call_outcomes', 'contacts', 'enrollment_rules', 'opportunities', 'opportunity_merges', 'sequence_steps', 'sequences', 'users'],
};
