import type { ModuleTables } from 'src/database/module-tables.types';

/** The tables this module owns (only its code writes them) and the other modules' tables its queries read. */
export const TABLES: ModuleTables = {
  owns: ['deliveries', 'mailbox_send_usage', 'sending_mailbox_pauses', 'recipient_domain_holds'],
  reads: ['contacts', 'email_templates', 'opportunities', 'sequence_enrollments', 'sequence_steps', 'sequences', 'users'],
};
