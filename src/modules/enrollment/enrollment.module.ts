import { Module } from '@nestjs/common';
import { EnrollmentAssignmentModule } from './assignment/enrollment-assignment.module';
import { CallOutcomeSequencesModule } from './call-outcomes/call-outcome-sequences.module';
import { EnrollmentDemoModule } from './demo/enrollment-demo.module';
import { EnrollmentRulesModule } from './rules/enrollment-rules.module';

/**
 * Enrollment (api role): who enters a sequence. Rules and their previews, manual assignment, the sequence actions of
 * the call follow-up policy and the demo sequences. Runs, once created, belong to the runs module.
 */
@Module({
  imports: [EnrollmentRulesModule, EnrollmentAssignmentModule, CallOutcomeSequencesModule, EnrollmentDemoModule],
  exports: [EnrollmentAssignmentModule],
})
export class EnrollmentModule {}
