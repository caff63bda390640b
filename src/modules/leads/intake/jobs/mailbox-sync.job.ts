import type { MailboxSyncResult, MailboxSyncService } from '../mailbox/mailbox-sync.service';

/** One read of the lead mailbox; Graph failures throw → retried with backoff. */
export function handleMailboxSync(mailbox: MailboxSyncService): Promise<MailboxSyncResult> {
  return mailbox.syncNow();
}
