import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import type { SequenceDto } from './dto/sequence-response.dto';
import { SequenceEventsRepository } from './history/sequence-events.repository';
import { SEQUENCE_RUNS, type SequenceRuns } from './sequence-runs.types';
import { STEP_TYPES, type StepTypes } from './step-types.types';
import { SequenceStateLimiter } from './sequence-state.limiter';
import { SequenceStepsRepository } from './sequence-steps.repository';
import type { StoredSequenceState } from './sequences.constants';
import { SequencesError, SequencesErrorCode, sequenceNotFound } from './sequences.errors';
import { SequencesRepository } from './sequences.repository';
import { SequencesService } from './sequences.service';

export interface StateChange {
  state: StoredSequenceState;
  reason?: string;
  updatedAt?: string;
}

/**
 * The active/paused switch. Who may flip it (the sequence's owner or an admin) is checked before this runs, by the
 * route's @OwnerOrAdmin (src/common/access/write-access.policy.ts).
 * Pausing holds the sequence's active enrollments (status paused, held_by_sequence_at set, next_run_at kept);
 * resuming releases exactly those, with a next run that fell due while paused moved to now.
 */
@Injectable()
export class SequenceStateService {
  constructor(
    private readonly sequences: SequencesRepository,
    @Inject(SEQUENCE_RUNS) private readonly enrollments: SequenceRuns,
    private readonly cards: SequencesService,
    private readonly limiter: SequenceStateLimiter,
    private readonly events: SequenceEventsRepository,
    private readonly steps: SequenceStepsRepository,
    @Inject(STEP_TYPES) private readonly stepTypes: StepTypes,
  ) {}

  get(id: string): Promise<SequenceDto> {
    return this.cards.card(id);
  }

  async change(id: string, change: StateChange, user: AuthUser): Promise<{ sequence: SequenceDto; idempotent: boolean }> {
    await this.limiter.consume(user.id);
    return this.sequences.transaction(async (manager) => {
      const sequence = await this.sequences.lockLive(manager, id);
      if (!sequence) throw sequenceNotFound();
      if (change.updatedAt !== undefined && new Date(change.updatedAt).getTime() !== sequence.updatedAt.getTime()) {
        throw new SequencesError(SequencesErrorCode.Conflict, 'Sequence changed elsewhere. Refreshed to latest.', {
          sequence: await this.cards.card(id, manager),
        });
      }
      if (change.state === 'active') {
        const card = await this.cards.card(id, manager);
        if (card.step_count === 0) throw new SequencesError(SequencesErrorCode.NoSteps, 'Cannot activate sequence with 0 steps');
        if (!sequence.isActive) throw new SequencesError(SequencesErrorCode.Archived, 'Sequence is archived');
        const problem = await this.stepTypes.readinessProblem(await this.steps.list(id, manager));
        if (problem) throw new SequencesError(SequencesErrorCode.InvalidTemplate, problem);
      }
      if (sequence.state === change.state) return { sequence: await this.cards.card(id, manager), idempotent: true };
      await this.sequences.setState(manager, id, change.state);
      if (change.state === 'paused') await this.enrollments.hold(manager, id);
      else await this.enrollments.release(manager, id);
      const reason = change.reason?.trim() || null;
      const summary = `${change.state === 'paused' ? 'Paused' : 'Activated'}${reason ? `: ${reason}` : ''}`;
      await this.events.record(manager, { sequenceId: id, type: 'state_changed', actorUserId: user.id, summary, details: { from: sequence.state, to: change.state, reason } });
      return { sequence: await this.cards.card(id, manager), idempotent: false };
    });
  }
}
