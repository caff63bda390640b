import { Module } from '@nestjs/common';
import { EnrollmentAssignmentModule } from './assignment/enrollment-assignment.module';
import { CallOutcomeSequencesModule } from './call-outcomes/call-outcome-sequences.module';
import { EnrollmentRulesModule } from './rules/enrollment-rules.module';

/**
 * Enrollment (api role): who enters a sequence. Rules and their previews, manual assignment and the sequence actions
 * of the call follow-up policy. Runs are started and ended through the runs module's RunStartsService.
 */
@Module({
  imports: [EnrollmentRulesModule, EnrollmentAssignmentModule, CallOutcomeSequencesModule],
  exports: [EnrollmentAssignmentModule],
})
export class EnrollmentModule {}
