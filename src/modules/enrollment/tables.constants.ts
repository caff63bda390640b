import type { ModuleTables } from 'src/database/module-tables.types';

/** The tables this module owns (only its code writes them) and the other modules' tables its queries read. */
export const TABLES: ModuleTables = {
  owns: ['enrollment_rules', 'enrollment_daily_usage'],
  reads: ['contacts', 'email_templates', 'opportunities', 'sequence_enrollments', 'sequence_steps', 'sequences', 'suppressions'],
};
