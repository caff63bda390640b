import { Module } from '@nestjs/common';
import { MailboxesModule } from 'src/modules/delivery/mailboxes/mailboxes.module';
import { RunExplainController } from './run-explain.controller';
import { RunExplainRepository } from './run-explain.repository';
import { RunExplainService } from './run-explain.service';

/** GET /api/enrollments/{id}/explain (api role); reads the sending mailboxes' budget to say which one is full. */
@Module({ imports: [MailboxesModule], controllers: [RunExplainController], providers: [RunExplainRepository, RunExplainService], exports: [RunExplainService] })
export class RunExplainModule {}
