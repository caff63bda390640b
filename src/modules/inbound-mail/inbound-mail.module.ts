import { Module } from '@nestjs/common';
import { ContactTimelineModule } from 'src/modules/leads/timeline/contact-timeline.module';
import { MailboxesModule } from 'src/modules/delivery/mailboxes/mailboxes.module';
import { RunControlModule } from 'src/modules/runs/control/run-control.module';
import { SuppressionModule } from 'src/modules/suppression/suppression.module';
import { InboundMailClassifier } from './classification/inbound-mail-classifier.service';
import { InboundActivityWriter } from './inbound-activity.writer';
import { InboundEffectsService } from './inbound-effects.service';
import { InboundMailController } from './inbound-mail.controller';
import { InboundMailRepository } from './inbound-mail.repository';
import { InboundMailService } from './inbound-mail.service';
import { MailboxProtectionRepository } from './protection/mailbox-protection.repository';
import { MailboxProtectionService } from './protection/mailbox-protection.service';
import { RepliesController } from './replies/replies.controller';
import { RepliesRepository } from './replies/replies.repository';
import { RepliesService } from './replies/replies.service';

/**
 * POST /api/mail/inbound: replies stop runs, out-of-office notices hold or stop them; bounces, complaints and
 * unsubscribe requests proven to answer one of our sends suppress the address it went to; policy refusals hold the
 * recipient's domain, and a sending mailbox is paused when its rates say the sender is blocked.
 */
@Module({
  imports: [RunControlModule, SuppressionModule, MailboxesModule, ContactTimelineModule],
  controllers: [InboundMailController, RepliesController],
  providers: [
    InboundMailClassifier, InboundActivityWriter, InboundEffectsService, InboundMailRepository, InboundMailService, MailboxProtectionRepository, MailboxProtectionService,
    RepliesRepository, RepliesService,
  ],
  exports: [InboundMailService],
})
export class InboundMailModule {}
