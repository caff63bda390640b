import { Module } from '@nestjs/common';
import { UNKNOWN_SEND_DECISIONS } from 'src/modules/delivery/resolve-unknown/unknown-send-decisions.types';
import { ContactTimelineModule } from 'src/modules/leads/timeline/contact-timeline.module';
import { OutboxModule } from 'src/modules/outbox/outbox.module';
import { SEQUENCE_RUNS } from 'src/modules/sequences/sequence-runs.types';
import { CONTACT_RUNS } from 'src/modules/suppression/contact-runs.types';
import { RunActivityWriter } from '../advancer/run-activity.writer';
import { RunControlRepository } from './run-control.repository';
import { RunControlService } from './run-control.service';
import { SequenceRunsRepository } from './sequence-runs.repository';

/**
 * RunControlService (stop / pause a run with a reason) for any module, in either role; also the delivery module's
 * UNKNOWN_SEND_DECISIONS port (an operator's decision on an unconfirmed send moves the run) and the suppression
 * module's CONTACT_RUNS port (an unsubscribe ends the contact's runs) and the sequences module's SEQUENCE_RUNS port
 * (deleting, pausing or resuming a sequence cancels, holds or releases its runs).
 */
@Module({
  imports: [OutboxModule, ContactTimelineModule],
  providers: [
    RunControlRepository, RunActivityWriter, RunControlService,
    { provide: UNKNOWN_SEND_DECISIONS, useExisting: RunControlService }, { provide: CONTACT_RUNS, useExisting: RunControlService },
    SequenceRunsRepository, { provide: SEQUENCE_RUNS, useExisting: SequenceRunsRepository },
  ],
  exports: [RunControlService, UNKNOWN_SEND_DECISIONS, CONTACT_RUNS, SEQUENCE_RUNS],
})
export class RunControlModule {}
