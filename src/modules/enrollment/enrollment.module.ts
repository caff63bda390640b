import { Module } from '@nestjs/common';
import { EnrollmentAssignmentModule } from './assignment/enrollment-assignment.module';
import { EnrollmentRulesModule } from './rules/enrollment-rules.module';

/** Enrollment (api role): rules and their previews, manual assignment, the enrollment list and cancels. */
@Module({ imports: [EnrollmentRulesModule, EnrollmentAssignmentModule], exports: [EnrollmentAssignmentModule] })
export class EnrollmentModule {}
