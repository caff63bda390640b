import { Module } from '@nestjs/common';
import { UNKNOWN_SEND_DECISIONS } from 'src/modules/delivery/resolve-unknown/unknown-send-decisions.types';
import { OutboxModule } from 'src/modules/outbox/outbox.module';
import { CONTACT_RUNS } from 'src/modules/suppression/contact-runs.types';
import { RunActivityRepository } from './run-activity.repository';
import { RunControlRepository } from './run-control.repository';
import { RunControlService } from './run-control.service';

/**
 * RunControlService (stop / pause a run with a reason) for any module, in either role; also the delivery module's
 * UNKNOWN_SEND_DECISIONS port (an operator's decision on an unconfirmed send moves the run) and the suppression
 * module's CONTACT_RUNS port (an unsubscribe ends the contact's runs).
 */
@Module({
  imports: [OutboxModule],
  providers: [
    RunControlRepository, RunActivityRepository, RunControlService,
    { provide: UNKNOWN_SEND_DECISIONS, useExisting: RunControlService }, { provide: CONTACT_RUNS, useExisting: RunControlService },
  ],
  exports: [RunControlService, UNKNOWN_SEND_DECISIONS, CONTACT_RUNS],
})
export class RunControlModule {}
