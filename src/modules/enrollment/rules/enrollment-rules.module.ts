import { Module } from '@nestjs/common';
import { StepTypesModule } from 'src/modules/runs/steps/step-types.module';
import { SequenceHistoryModule } from 'src/modules/sequences/history/sequence-history.module';
import { EnrollmentRulesController } from './enrollment-rules.controller';
import { EnrollmentRulesRepository } from './enrollment-rules.repository';
import { EnrollmentRulesService } from './enrollment-rules.service';

/** Enrollment rules: create, list, start/pause/stop, preview. */
@Module({
  imports: [StepTypesModule, SequenceHistoryModule],
  controllers: [EnrollmentRulesController],
  providers: [EnrollmentRulesService, EnrollmentRulesRepository],
  exports: [EnrollmentRulesService],
})
export class EnrollmentRulesModule {}
