import { Module } from '@nestjs/common';
import { AssetsModule } from 'src/modules/assets/assets.module';
import { TemplatesModule } from 'src/modules/templates/templates.module';
import { DeliveryModule } from '../delivery.module';
import { MailboxesModule } from '../mailboxes/mailboxes.module';
import { SequenceSendRepository } from './sequence-send.repository';
import { SEQUENCE_SENDER } from './sequence-send.types';
import { SequenceSenderService } from './sequence-sender.service';
import { SequenceStepEmailRenderer } from './sequence-step-email.renderer';

/**
 * The delivery side of sequence sending: SEQUENCE_SENDER (one step of one run, exactly once, within the mailbox
 * budget). Its own module beside DeliveryModule because it renders through TemplatesModule, which itself sends
 * test emails through DeliveryModule; the advancer imports this module.
 */
@Module({
  imports: [DeliveryModule, TemplatesModule, AssetsModule, MailboxesModule],
  providers: [
    SequenceSendRepository,
    SequenceStepEmailRenderer,
    SequenceSenderService,
    { provide: SEQUENCE_SENDER, useExisting: SequenceSenderService },
  ],
  // MailboxesModule re-exported: SEQUENCE_SEND_SETTINGS (the mailbox pool and its limits) lives there.
  exports: [SEQUENCE_SENDER, MailboxesModule],
})
export class SequenceSendModule {}
