import { Module } from '@nestjs/common';
import { SequenceMoveDateModule } from 'src/modules/runs/move-date/sequence-move-date.module';
import { RunStartsModule } from 'src/modules/runs/start/run-starts.module';
import { RuleRunnerProcessor } from './rule-runner.processor';
import { RuleRunnerRepository } from './rule-runner.repository';
import { RuleRunnerScheduler } from './rule-runner-scheduler.service';
import { RuleRunnerService } from './rule-runner.service';

/**
 * The enrollment queue (worker role): the rule runner enrolls the eligible contacts of active rules within the daily
 * caps; move-date changes (outbox events) recompute anchored runs, and a daily pass ends those whose moment passed.
 */
@Module({
  imports: [SequenceMoveDateModule, RunStartsModule],
  providers: [RuleRunnerService, RuleRunnerRepository, RuleRunnerProcessor, RuleRunnerScheduler],
  exports: [RuleRunnerService],
})
export class RuleRunnerModule {}
