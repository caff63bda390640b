import { Module } from '@nestjs/common';
import { RunExplainController } from './run-explain.controller';
import { RunExplainRepository } from './run-explain.repository';
import { RunExplainService } from './run-explain.service';

/** GET /api/enrollments/{id}/explain (api role). */
@Module({ controllers: [RunExplainController], providers: [RunExplainRepository, RunExplainService], exports: [RunExplainService] })
export class RunExplainModule {}
