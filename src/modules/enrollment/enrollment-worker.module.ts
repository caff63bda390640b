import { Module } from '@nestjs/common';
import { RuleRunnerModule } from './runner/rule-runner.module';

/** Enrollment (worker role): the rule runner. */
@Module({ imports: [RuleRunnerModule] })
export class EnrollmentWorkerModule {}
