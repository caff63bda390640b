import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottlingModule } from 'src/common/throttling/throttling.module';
import { AssetsModule } from 'src/modules/assets/assets.module';
import { DeliveryModule } from 'src/modules/delivery/delivery.module';
import { TestSendModule } from 'src/modules/delivery/test-send/test-send.module';
import { TemplatesModule } from 'src/modules/templates/templates.module';
import { SequenceStepEntity } from './entities/sequence-step.entity';
import { SequenceEntity } from './entities/sequence.entity';
import { SequenceAnalyticsController } from './analytics/sequence-analytics.controller';
import { SequenceAnalyticsRepository } from './analytics/sequence-analytics.repository';
import { StepResultsRepository } from './analytics/step-results.repository';
import { SequenceAnalyticsService } from './analytics/sequence-analytics.service';
import { SequenceEventsRepository } from './history/sequence-events.repository';
import { SequenceHistoryController } from './history/sequence-history.controller';
import { SequenceDeliveriesRepository } from './sequence-deliveries.repository';
import { SequenceStateController } from './sequence-state.controller';
import { SequenceStateLimiter } from './sequence-state.limiter';
import { SequenceStateService } from './sequence-state.service';
import { SequenceStepsRepository } from './sequence-steps.repository';
import { SequencesController } from './sequences.controller';
import { SequencesRepository } from './sequences.repository';
import { SequencesService } from './sequences.service';
import { SequenceStepRenderService } from './test-send/sequence-step-render.service';
import { SequenceTestSendController } from './test-send/sequence-test-send.controller';
import { SequenceTestSendService } from './test-send/sequence-test-send.service';

/**
 * Sequences: cards with their counts, designer fields, the step list, delete (with force), duplicate and the
 * active/paused switch, and the designer's test send of one step (through the templates and delivery modules).
 * Owns the sequences, sequence_steps and sequence_events tables. Deleting (with force), pausing and resuming a
 * sequence changes its runs through the SEQUENCE_RUNS port, and saving steps or activating asks the step types through
 * the STEP_TYPES port: the composition root passes the runs modules that provide them (RunControlModule,
 * StepTypesModule) to register(), so sequences never imports runs, which reads sequence definitions.
 */
@Module({})
export class SequencesModule {
  static register(...runsPorts: Type[]): DynamicModule {
    return {
      module: SequencesModule,
      imports: [TypeOrmModule.forFeature([SequenceEntity, SequenceStepEntity]), ThrottlingModule, TemplatesModule, DeliveryModule, TestSendModule, AssetsModule, ...runsPorts],
      controllers: [SequencesController, SequenceStateController, SequenceTestSendController, SequenceAnalyticsController, SequenceHistoryController],
      providers: [SequencesService, SequenceStateService, SequenceStateLimiter, SequencesRepository, SequenceStepsRepository, SequenceDeliveriesRepository, SequenceTestSendService, SequenceStepRenderService,
        SequenceAnalyticsService, SequenceAnalyticsRepository, StepResultsRepository, SequenceEventsRepository],
    };
  }
}
