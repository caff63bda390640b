import { Module } from '@nestjs/common';
import { CallTasksModule } from './call-tasks/call-tasks.module';
import { RunControlModule } from './control/run-control.module';
import { RunExplainModule } from './explain/run-explain.module';
import { RunsListModule } from './list/runs-list.module';
import { SequenceMoveDateModule } from './move-date/sequence-move-date.module';

/**
 * Runs (api role): a contact's way through a sequence, from start to end. The list and the operator's actions
 * (GET /api/enrollments, pause, reactivate, advance, cancel, bulk), a run's explanation, today's send usage, and
 * RunControlModule, the one door other modules use to stop or pause runs (its ports: CONTACT_RUNS, SEQUENCE_RUNS,
 * UNKNOWN_SEND_DECISIONS), the call tasks of call steps (GET /api/call-tasks), and the move-date recompute of anchored runs (run by the worker's jobs, callable here).
 * Owns the sequence_enrollments table.
 */
@Module({
  imports: [RunsListModule, RunExplainModule, RunControlModule, SequenceMoveDateModule, CallTasksModule],
  exports: [RunControlModule, SequenceMoveDateModule],
})
export class RunsModule {}
