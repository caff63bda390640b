import { Module } from '@nestjs/common';
import { RuleRunnerModule } from './runner/rule-runner.module';

/** Enrollment (worker role): the rule runner, which starts runs for the contacts active rules select. */
@Module({ imports: [RuleRunnerModule] })
export class EnrollmentWorkerModule {}
