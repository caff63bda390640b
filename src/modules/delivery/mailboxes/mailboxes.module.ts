import { type FactoryProvider, Module } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { SEQUENCE_SEND_SETTINGS, type SequenceSendSettings } from '../sequence-send/sequence-send.config';
import { MailboxBudgetRepository } from './mailbox-budget.repository';
import { MailboxBudgetService } from './mailbox-budget.service';
import { MailboxPauseRepository } from './mailbox-pause.repository';
import { MailboxPauseService } from './mailbox-pause.service';
import { MailboxPausesController } from './mailbox-pauses.controller';
import { RecipientDomainHoldRepository } from './recipient-domain-hold.repository';
import { RecipientDomainHoldService } from './recipient-domain-hold.service';

/**
 * Paused sending mailboxes (MailboxPauseService) and held recipient domains (RecipientDomainHoldService): inbound mail
 * pauses a mailbox or holds a domain, the mailbox budget skips paused mailboxes, the sequence sender waits out held
 * domains, admins list them and resume or release one (/api/mailboxes). Also the mailbox budget (MailboxBudgetService,
 * its limits in SEQUENCE_SEND_SETTINGS): the sequence sender draws on it, Settings shows it (GET /api/mailboxes).
 */
const settingsProvider: FactoryProvider<SequenceSendSettings> = {
  provide: SEQUENCE_SEND_SETTINGS,
  inject: [AppConfigService],
  useFactory: (config: AppConfigService) => config.sequenceSend,
};

@Module({
  controllers: [MailboxPausesController],
  providers: [
    settingsProvider, MailboxBudgetRepository, MailboxBudgetService, MailboxPauseRepository, MailboxPauseService, RecipientDomainHoldRepository,
    RecipientDomainHoldService,
  ],
  exports: [SEQUENCE_SEND_SETTINGS, MailboxBudgetService, MailboxPauseService, RecipientDomainHoldService],
})
export class MailboxesModule {}
