import { Module } from '@nestjs/common';
import { SequenceSendModule } from 'src/modules/delivery/sequence-send/sequence-send.module';
import { STEP_TYPES } from 'src/modules/sequences/step-types.types';
import { TemplatesModule } from 'src/modules/templates/templates.module';
import { CallStepHandler } from './call/call-step.handler';
import { CallStepRepository } from './call/call-step.repository';
import { EmailStepHandler } from './email/email-step.handler';
import { STEP_HANDLERS, type StepHandler } from './step-handler.types';
import { StepHandlers } from './step-handlers.registry';

/**
 * The step types (either role): each handler, the StepHandlers registry and the sequences module's STEP_TYPES port.
 * A new type: its handler in a folder beside email/, added to `providers` and to the STEP_HANDLERS list below.
 */
@Module({
  imports: [TemplatesModule, SequenceSendModule],
  providers: [
    EmailStepHandler,
    CallStepRepository,
    CallStepHandler,
    { provide: STEP_HANDLERS, useFactory: (...handlers: StepHandler[]) => handlers, inject: [EmailStepHandler, CallStepHandler] },
    StepHandlers,
    { provide: STEP_TYPES, useExisting: StepHandlers },
  ],
  exports: [StepHandlers, STEP_TYPES],
})
export class StepTypesModule {}
