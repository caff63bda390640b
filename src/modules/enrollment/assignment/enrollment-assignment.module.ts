import { Module } from '@nestjs/common';
import { RunStartsModule } from 'src/modules/runs/start/run-starts.module';
import { StepTypesModule } from 'src/modules/runs/steps/step-types.module';
import { EnrollmentAssignmentController } from './enrollment-assignment.controller';
import { EnrollmentAssignmentRepository } from './enrollment-assignment.repository';
import { EnrollmentService } from './enrollment.service';
import { EnrollmentsService } from './enrollments.service';

/** Putting contacts into sequences by hand, listing and ending enrollments; its EnrollmentService is the door. */
@Module({
  imports: [StepTypesModule, RunStartsModule],
  controllers: [EnrollmentAssignmentController],
  providers: [EnrollmentAssignmentRepository, EnrollmentService, EnrollmentsService],
  exports: [EnrollmentService],
})
export class EnrollmentAssignmentModule {}
