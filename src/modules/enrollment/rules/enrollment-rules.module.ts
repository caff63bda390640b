import { Module } from '@nestjs/common';

/** Enrollment rules: create, list, start/pause/stop, preview. */
@Module({})
export class EnrollmentRulesModule {}
