import { Module } from '@nestjs/common';
import { EnrollmentAssignmentModule } from './assignment/enrollment-assignment.module';
import { CallOutcomeSequencesModule } from './call-outcomes/call-outcome-sequences.module';
import { EnrollmentRulesModule } from './rules/enrollment-rules.module';

/**
 * Enrollment (api role): rules and their previews, manual assignment, the enrollment list and cancels, and the
 * sequence actions of the call follow-up policy.
 */
@Module({ imports: [EnrollmentRulesModule, EnrollmentAssignmentModule, CallOutcomeSequencesModule], exports: [EnrollmentAssignmentModule] })
export class EnrollmentModule {}
