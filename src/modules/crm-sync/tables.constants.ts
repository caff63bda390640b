import type { ModuleTables } from 'src/database/module-tables.types';

/** The tables this module owns (only its code writes them) and the other modules' tables its queries read. */
export const TABLES: ModuleTables = {
  owns: ['crm_activities'],
  reads: ['call_outcomes', 'deliveries', 'opportunities', 'sequence_enrollments', 'sequences', 'users'],
};
