import { Module } from '@nestjs/common';
import { GraphClient } from './graph.client';

/** The shared Microsoft Graph connection (app credentials): the lead mailbox today, sending and inbound mail next. */
@Module({
  providers: [GraphClient],
  exports: [GraphClient],
})
export class GraphModule {}
