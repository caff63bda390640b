import { Injectable } from '@nestjs/common';
import { MailboxStateRepository } from './mailbox-state.repository';

/**
 * Saved Graph delta links per (mailbox, folder) in mailbox_sync_state, for any reader of a mailbox: the lead mailbox
 * reader here and inbound mail's reader of the sending mailboxes (which saves under its own folder names).
 */
@Injectable()
export class MailboxSyncStateService {
  constructor(private readonly state: MailboxStateRepository) {}

  deltaLink(mailbox: string, folder: string): Promise<string | null> {
    return this.state.deltaLink(mailbox, folder);
  }

  saveDeltaLink(mailbox: string, folder: string, link: string | null): Promise<void> {
    return this.state.saveDeltaLink(mailbox, folder, link);
  }
}
