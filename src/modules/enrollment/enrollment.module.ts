import { Module } from '@nestjs/common';
import { EnrollmentAssignmentModule } from './assignment/enrollment-assignment.module';
import { CallOutcomeSequencesModule } from './call-outcomes/call-outcome-sequences.module';
import { EnrollmentDemoModule } from './demo/enrollment-demo.module';
import { EnrollmentRulesModule } from './rules/enrollment-rules.module';

/**
 * Enrollment (api role): rules and their previews, manual assignment, the enrollment list and cancels, and the
 * sequence actions of the call follow-up policy, and the demo sequences.
 */
@Module({ imports: [EnrollmentRulesModule, EnrollmentAssignmentModule, CallOutcomeSequencesModule, EnrollmentDemoModule], exports: [EnrollmentAssignmentModule] })
export class EnrollmentModule {}
