import { Module } from '@nestjs/common';
import { MailboxPauseRepository } from './mailbox-pause.repository';
import { MailboxPauseService } from './mailbox-pause.service';
import { MailboxPausesController } from './mailbox-pauses.controller';

/**
 * Paused sending mailboxes (MailboxPauseService, the one export): inbound mail pauses one after a policy bounce, the
 * mailbox budget skips paused ones, admins list and resume them (/api/mailboxes).
 */
@Module({
  controllers: [MailboxPausesController],
  providers: [MailboxPauseRepository, MailboxPauseService],
  exports: [MailboxPauseService],
})
export class MailboxesModule {}
