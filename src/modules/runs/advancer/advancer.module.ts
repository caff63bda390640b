import { Module } from '@nestjs/common';
import { SequenceSendModule } from 'src/modules/delivery/sequence-send/sequence-send.module';
import { OutboxModule } from 'src/modules/outbox/outbox.module';
import { AdvancerProcessor } from './advancer.processor';
import { AdvancerRepository } from './advancer.repository';
import { AdvancerScheduler } from './advancer-scheduler.service';
import { AdvancerService } from './advancer.service';
import { RunActivityRepository } from './run-activity.repository';
import { RunRecordsWriter } from './run-records.writer';

/** The sequence advancer (worker role): the scheduled job that turns due runs into emails through the delivery module's sender. */
@Module({
  imports: [OutboxModule, SequenceSendModule],
  providers: [AdvancerRepository, RunActivityRepository, RunRecordsWriter, AdvancerService, AdvancerProcessor, AdvancerScheduler],
  exports: [AdvancerService],
})
export class AdvancerModule {}
