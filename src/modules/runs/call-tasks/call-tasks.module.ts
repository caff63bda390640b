import { Module } from '@nestjs/common';
import { CallTasksController } from './call-tasks.controller';
import { CallTasksRepository } from './call-tasks.repository';
import { CallTasksService } from './call-tasks.service';

/** Call tasks (either role): the list API (api role) and closing tasks with a recorded call (the advancer's job). */
@Module({
  controllers: [CallTasksController],
  providers: [CallTasksRepository, CallTasksService],
  exports: [CallTasksService],
})
export class CallTasksModule {}
