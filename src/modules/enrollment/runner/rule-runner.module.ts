import { Module } from '@nestjs/common';
import { RuleRunnerProcessor } from './rule-runner.processor';
import { RuleRunnerRepository } from './rule-runner.repository';
import { RuleRunnerScheduler } from './rule-runner-scheduler.service';
import { RuleRunnerService } from './rule-runner.service';

/** The rule runner (worker role): enrolls the eligible contacts of active rules within the daily caps. */
@Module({
  providers: [RuleRunnerService, RuleRunnerRepository, RuleRunnerProcessor, RuleRunnerScheduler],
  exports: [RuleRunnerService],
})
export class RuleRunnerModule {}
