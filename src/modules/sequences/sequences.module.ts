import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottlingModule } from 'src/common/throttling/throttling.module';
import { EnrollmentRuleEntity } from './entities/enrollment-rule.entity';
import { SequenceEnrollmentEntity } from './entities/sequence-enrollment.entity';
import { SequenceStepEntity } from './entities/sequence-step.entity';
import { SequenceEntity } from './entities/sequence.entity';
import { SequenceEnrollmentsRepository } from './sequence-enrollments.repository';
import { SequenceStateController } from './sequence-state.controller';
import { SequenceStateLimiter } from './sequence-state.limiter';
import { SequenceStateService } from './sequence-state.service';
import { SequenceStepsRepository } from './sequence-steps.repository';
import { SequencesController } from './sequences.controller';
import { SequencesRepository } from './sequences.repository';
import { SequencesService } from './sequences.service';

/**
 * Sequences: cards with their counts, designer fields, the step list, delete (with force), duplicate and the
 * active/paused switch. Owns the sequences, sequence_steps, enrollment_rules and sequence_enrollments tables.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SequenceEntity, SequenceStepEntity, SequenceEnrollmentEntity, EnrollmentRuleEntity]), ThrottlingModule],
  controllers: [SequencesController, SequenceStateController],
  providers: [SequencesService, SequenceStateService, SequenceStateLimiter, SequencesRepository, SequenceStepsRepository, SequenceEnrollmentsRepository],
  exports: [SequencesService, SequencesRepository],
})
export class SequencesModule {}
