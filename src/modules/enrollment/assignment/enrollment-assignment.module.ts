import { Module } from '@nestjs/common';

/** Putting contacts into sequences by hand, listing and ending enrollments; its EnrollmentService is the door. */
@Module({})
export class EnrollmentAssignmentModule {}
