import { Module } from '@nestjs/common';
import { TemplatesModule } from 'src/modules/templates/templates.module';
import { EnrollmentRulesController } from './enrollment-rules.controller';
import { EnrollmentRulesRepository } from './enrollment-rules.repository';
import { EnrollmentRulesService } from './enrollment-rules.service';

/** Enrollment rules: create, list, start/pause/stop, preview. */
@Module({
  imports: [TemplatesModule],
  controllers: [EnrollmentRulesController],
  providers: [EnrollmentRulesService, EnrollmentRulesRepository],
  exports: [EnrollmentRulesService],
})
export class EnrollmentRulesModule {}
