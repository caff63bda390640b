import type { ModuleTables } from 'src/database/module-tables.types';

/** The tables this module owns (only its code writes them) and the other modules' tables its queries read. */
export const TABLES: ModuleTables = {
  owns: ['sequences', 'sequence_steps', 'sequence_events'],
  reads: ['call_tasks', 'contacts', 'deliveries', 'email_templates', 'enrollment_rules', 'inbound_messages', 'sequence_enrollment_counts', 'sequence_enrollment_hourly', 'sequence_enrollments', 'sequence_step_tallies', 'users'],
};
