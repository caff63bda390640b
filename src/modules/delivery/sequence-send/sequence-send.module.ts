import { Module, type FactoryProvider } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { AssetsModule } from 'src/modules/assets/assets.module';
import { TemplatesModule } from 'src/modules/templates/templates.module';
import { DeliveryModule } from '../delivery.module';
import { MailboxBudgetRepository } from '../mailboxes/mailbox-budget.repository';
import { MailboxBudgetService } from '../mailboxes/mailbox-budget.service';
import { MailboxesModule } from '../mailboxes/mailboxes.module';
import { SEQUENCE_SEND_SETTINGS, type SequenceSendSettings } from './sequence-send.config';
import { SequenceSendRepository } from './sequence-send.repository';
import { SEQUENCE_SENDER } from './sequence-send.types';
import { SequenceSenderService } from './sequence-sender.service';
import { SequenceStepEmailRenderer } from './sequence-step-email.renderer';

const settingsProvider: FactoryProvider<SequenceSendSettings> = {
  provide: SEQUENCE_SEND_SETTINGS,
  inject: [AppConfigService],
  useFactory: (config: AppConfigService) => config.sequenceSend,
};

/**
 * The delivery side of sequence sending: SEQUENCE_SENDER (one step of one run, exactly once, within the mailbox
 * budget). Its own module beside DeliveryModule because it renders through TemplatesModule, which itself sends
 * test emails through DeliveryModule; the advancer imports this module.
 */
@Module({
  imports: [DeliveryModule, TemplatesModule, AssetsModule, MailboxesModule],
  providers: [
    settingsProvider,
    SequenceSendRepository,
    MailboxBudgetRepository,
    MailboxBudgetService,
    SequenceStepEmailRenderer,
    SequenceSenderService,
    { provide: SEQUENCE_SENDER, useExisting: SequenceSenderService },
  ],
  exports: [SEQUENCE_SENDER, SEQUENCE_SEND_SETTINGS],
})
export class SequenceSendModule {}
