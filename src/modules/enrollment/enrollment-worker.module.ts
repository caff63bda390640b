import { Module } from '@nestjs/common';
import { AdvancerModule } from './advancer/advancer.module';
import { RuleRunnerModule } from './runner/rule-runner.module';

/** Enrollment (worker role): the rule runner and the sequence advancer. */
@Module({ imports: [RuleRunnerModule, AdvancerModule] })
export class EnrollmentWorkerModule {}
