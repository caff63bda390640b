import { Module } from '@nestjs/common';
import { MailboxesModule } from 'src/modules/delivery/mailboxes/mailboxes.module';
import { StepTypesModule } from '../steps/step-types.module';
import { RunExplainController } from './run-explain.controller';
import { RunExplainRepository } from './run-explain.repository';
import { RunExplainService } from './run-explain.service';
import { SendUsageController } from './send-usage.controller';
import { SendUsageService } from './send-usage.service';

/**
 * GET /api/enrollments/{id}/explain (api role; reads the sending mailboxes' budget to say which one is full) and
 * GET /api/enrollment/send-usage (today's sends against the daily caps).
 */
@Module({
  imports: [MailboxesModule, StepTypesModule],
  controllers: [RunExplainController, SendUsageController],
  providers: [RunExplainRepository, RunExplainService, SendUsageService],
  exports: [RunExplainService],
})
export class RunExplainModule {}
