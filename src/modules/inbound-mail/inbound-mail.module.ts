import { Module } from '@nestjs/common';
import { MailboxesModule } from 'src/modules/delivery/mailboxes/mailboxes.module';
import { RunControlModule } from 'src/modules/enrollment/advancer/run-control.module';
import { SuppressionModule } from 'src/modules/suppression/suppression.module';
import { InboundMailClassifier } from './classification/inbound-mail-classifier.service';
import { InboundActivityRepository } from './inbound-activity.repository';
import { InboundEffectsService } from './inbound-effects.service';
import { InboundMailController } from './inbound-mail.controller';
import { InboundMailRepository } from './inbound-mail.repository';
import { InboundMailService } from './inbound-mail.service';
import { RepliesController } from './replies/replies.controller';
import { RepliesRepository } from './replies/replies.repository';
import { RepliesService } from './replies/replies.service';

/**
 * POST /api/mail/inbound: replies stop runs, out-of-office notices hold or stop them, bounces mark the contact (or,
 * refused by policy, pause the sending mailbox), unsubscribe requests suppress the address.
 */
@Module({
  imports: [RunControlModule, SuppressionModule, MailboxesModule],
  controllers: [InboundMailController, RepliesController],
  providers: [InboundMailClassifier, InboundActivityRepository, InboundEffectsService, InboundMailRepository, InboundMailService, RepliesRepository, RepliesService],
  exports: [InboundMailService],
})
export class InboundMailModule {}
