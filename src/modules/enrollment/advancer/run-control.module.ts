import { Module } from '@nestjs/common';
import { OutboxModule } from 'src/modules/outbox/outbox.module';
import { RunActivityRepository } from './run-activity.repository';
import { RunControlRepository } from './run-control.repository';
import { RunControlService } from './run-control.service';

/** RunControlService (stop / pause a run with a reason) for any module, in either role. */
@Module({ imports: [OutboxModule], providers: [RunControlRepository, RunActivityRepository, RunControlService], exports: [RunControlService] })
export class RunControlModule {}
