import { Module } from '@nestjs/common';
import { OutboxModule } from 'src/modules/outbox/outbox.module';
import { RunsController } from './runs.controller';
import { RunsRepository } from './runs.repository';
import { RunsService } from './runs.service';

/** GET /api/enrollments and the operator's run actions (pause, reactivate, advance, cancel). */
@Module({ imports: [OutboxModule], controllers: [RunsController], providers: [RunsRepository, RunsService] })
export class RunsListModule {}
