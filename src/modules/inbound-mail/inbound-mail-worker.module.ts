import { Module } from '@nestjs/common';
import { GraphModule } from 'src/integrations/graph/graph.module';
import { MailboxSyncStateModule } from 'src/modules/leads/intake/mailbox/mailbox-sync-state.module';
import { InboundGraphReaderProcessor } from './graph-reader/inbound-graph-reader.processor';
import { InboundGraphReaderScheduler } from './graph-reader/inbound-graph-reader.scheduler';
import { InboundGraphReaderService } from './graph-reader/inbound-graph-reader.service';
import { InboundGraphStateRepository } from './graph-reader/inbound-graph-state.repository';
import { InboundGraphClient } from './graph-reader/inbound-graph.client';
import { InboundMailModule } from './inbound-mail.module';

/** Worker-role half of inbound mail: the Graph reader of the sending mailboxes' inboxes (its queue consumer and schedule). */
@Module({
  imports: [InboundMailModule, GraphModule, MailboxSyncStateModule],
  providers: [InboundGraphClient, InboundGraphStateRepository, InboundGraphReaderService, InboundGraphReaderProcessor, InboundGraphReaderScheduler],
  exports: [InboundGraphReaderService],
})
export class InboundMailWorkerModule {}
