import { Module } from '@nestjs/common';
import { RunControlModule } from 'src/modules/enrollment/advancer/run-control.module';
import { SuppressionModule } from 'src/modules/suppression/suppression.module';
import { InboundMailClassifier } from './classification/inbound-mail-classifier.service';
import { InboundMailController } from './inbound-mail.controller';
import { InboundMailRepository } from './inbound-mail.repository';
import { InboundMailService } from './inbound-mail.service';
import { RepliesController } from './replies/replies.controller';
import { RepliesRepository } from './replies/replies.repository';
import { RepliesService } from './replies/replies.service';

/** POST /api/mail/inbound: replies stop runs, out-of-office notices hold or stop them, hard bounces mark the contact. */
@Module({
  imports: [RunControlModule, SuppressionModule],
  controllers: [InboundMailController, RepliesController],
  providers: [InboundMailClassifier, InboundMailRepository, InboundMailService, RepliesRepository, RepliesService],
})
export class InboundMailModule {}
