import { Module } from '@nestjs/common';
import { RunControlModule } from './advancer/run-control.module';
import { EnrollmentAssignmentModule } from './assignment/enrollment-assignment.module';
import { CallOutcomeSequencesModule } from './call-outcomes/call-outcome-sequences.module';
import { EnrollmentDemoModule } from './demo/enrollment-demo.module';
import { RunExplainModule } from './explain/run-explain.module';
import { EnrollmentRulesModule } from './rules/enrollment-rules.module';

/**
 * Enrollment (api role): rules and their previews, manual assignment, the enrollment list and cancels, and the
 * sequence actions of the call follow-up policy, the demo sequences, a run's explanation and the run control hooks.
 */
@Module({
  imports: [EnrollmentRulesModule, EnrollmentAssignmentModule, CallOutcomeSequencesModule, EnrollmentDemoModule, RunExplainModule, RunControlModule],
  exports: [EnrollmentAssignmentModule, RunControlModule],
})
export class EnrollmentModule {}
