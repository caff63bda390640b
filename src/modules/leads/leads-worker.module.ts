import { Module } from '@nestjs/common';
import { LeadsModule } from './leads.module';
import { LeadsProcessor } from './leads.processor';
import { LeadsScheduler } from './leads-scheduler.service';

/** Worker-role half of the leads module: the leads queue consumer. */
@Module({ imports: [LeadsModule], providers: [LeadsProcessor, LeadsScheduler] })
export class LeadsWorkerModule {}
