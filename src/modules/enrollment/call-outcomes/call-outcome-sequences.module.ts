import { Global, Module } from '@nestjs/common';
import { CallSequenceActions } from 'src/modules/leads/calls/call-sequence-actions.types';
import { EnrollmentAssignmentModule } from '../assignment/enrollment-assignment.module';
import { CallOutcomeSequencesRepository } from './call-outcome-sequences.repository';
import { CallOutcomeSequencesService } from './call-outcome-sequences.service';

/**
 * Call outcomes drive sequences: provides the leads module's CallSequenceActions contract. Global because leads may
 * not import enrollment (enrollment already depends on leads; the module graph stays acyclic).
 */
@Global()
@Module({
  imports: [EnrollmentAssignmentModule],
  providers: [CallOutcomeSequencesRepository, CallOutcomeSequencesService, { provide: CallSequenceActions, useExisting: CallOutcomeSequencesService }],
  exports: [CallSequenceActions],
})
export class CallOutcomeSequencesModule {}
