import { Module } from '@nestjs/common';
import { ContactTimelineModule } from 'src/modules/leads/timeline/contact-timeline.module';
import { OutboxModule } from 'src/modules/outbox/outbox.module';
import { StepTypesModule } from '../steps/step-types.module';
import { RunGoalsRepository } from '../goals/run-goals.repository';
import { RunGoalsService } from '../goals/run-goals.service';
import { MergedRunsRepository } from '../merged/merged-runs.repository';
import { MergedRunsService } from '../merged/merged-runs.service';
import { CallTasksRepository } from '../call-tasks/call-tasks.repository';
import { CallTasksService } from '../call-tasks/call-tasks.service';
import { StepConditionsRepository } from '../conditions/step-conditions.repository';
import { StepConditionsService } from '../conditions/step-conditions.service';
import { AdvancerProcessor } from './advancer.processor';
import { AdvancerRepository } from './advancer.repository';
import { AdvancerScheduler } from './advancer-scheduler.service';
import { AdvancerService } from './advancer.service';
import { RunActivityWriter } from './run-activity.writer';
import { RunRecordsWriter } from './run-records.writer';

/** The sequence advancer (worker role): the scheduled job that carries out due runs' steps through their type's handler (an email step: the delivery module's sender). */
@Module({
  imports: [OutboxModule, StepTypesModule, ContactTimelineModule],
  providers: [AdvancerRepository, RunActivityWriter, RunRecordsWriter, AdvancerService, AdvancerProcessor, AdvancerScheduler, RunGoalsRepository, RunGoalsService, StepConditionsRepository, StepConditionsService, CallTasksRepository, CallTasksService, MergedRunsRepository, MergedRunsService],
  exports: [AdvancerService, RunGoalsService],
})
export class AdvancerModule {}
