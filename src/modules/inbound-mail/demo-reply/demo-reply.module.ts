import { Module } from '@nestjs/common';
import { InboundMailModule } from '../inbound-mail.module';
import { DemoReplyController } from './demo-reply.controller';
import { DemoReplyRepository } from './demo-reply.repository';
import { DemoReplyService } from './demo-reply.service';

/** POST /api/demo/runs/{id}/reply: a demo contact's simulated reply (inert outside demo mode). */
@Module({
  imports: [InboundMailModule],
  controllers: [DemoReplyController],
  providers: [DemoReplyRepository, DemoReplyService],
  exports: [DemoReplyService],
})
export class DemoReplyModule {}
