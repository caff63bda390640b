import { Module } from '@nestjs/common';
import { MailboxStateRepository } from './mailbox-state.repository';
import { MailboxSyncStateService } from './mailbox-sync-state.service';

/** MailboxSyncStateService on its own, for inbound mail's reader, without the rest of leads. */
@Module({ providers: [MailboxStateRepository, MailboxSyncStateService], exports: [MailboxSyncStateService] })
export class MailboxSyncStateModule {}
