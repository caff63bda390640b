import { Module } from '@nestjs/common';
import { MailboxPauseRepository } from './mailbox-pause.repository';
import { MailboxPauseService } from './mailbox-pause.service';
import { MailboxPausesController } from './mailbox-pauses.controller';
import { RecipientDomainHoldRepository } from './recipient-domain-hold.repository';
import { RecipientDomainHoldService } from './recipient-domain-hold.service';

/**
 * Paused sending mailboxes (MailboxPauseService) and held recipient domains (RecipientDomainHoldService): inbound mail
 * pauses a mailbox or holds a domain, the mailbox budget skips paused mailboxes, the sequence sender waits out held
 * domains, admins list them and resume or release one (/api/mailboxes).
 */
@Module({
  controllers: [MailboxPausesController],
  providers: [MailboxPauseRepository, MailboxPauseService, RecipientDomainHoldRepository, RecipientDomainHoldService],
  exports: [MailboxPauseService, RecipientDomainHoldService],
})
export class MailboxesModule {}
