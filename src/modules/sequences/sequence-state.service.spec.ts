import type { EntityManager } from 'typeorm';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import { strictMock } from '../../../test/utils/strict-mock';
import { mapSequence } from './dto/sequence.mapper';
import type { SequenceDto } from './dto/sequence-response.dto';
import type { SequenceEntity } from './entities/sequence.entity';
import type { SequenceEventsRepository } from './history/sequence-events.repository';
import type { SequenceRuns } from './sequence-runs.types';
import type { SequenceStateLimiter } from './sequence-state.limiter';
import { SequenceStateService } from './sequence-state.service';
import type { SequenceStepsRepository, StepRow } from './sequence-steps.repository';
import type { StoredSequenceState } from './sequences.constants';
import { SequencesError, SequencesErrorCode } from './sequences.errors';
import type { SequenceCardRow, SequencesRepository } from './sequences.repository';
import type { SequencesService } from './sequences.service';
import type { StepTypes } from './step-types.types';

const UPDATED_AT = new Date('2026-11-20T10:00:00.000Z');
const user: AuthUser = { id: 'user-1', email: 'dana@movingco.example', displayName: 'Dana', userPrincipalName: 'dana@movingco.example', role: 'admin', via: 'session' };

const entity = (over: Partial<SequenceEntity> = {}): SequenceEntity => ({
  id: 'seq-1', name: 'Nurture', description: '', isActive: true, state: 'active', stopOnReply: false, stopOnOoo: false, stopOnBounce: true,
  replyLookbackHours: 72, goalStatuses: ['booked'], goalMoveDatePassed: false, onReplyNextStepId: null, onNoReplyNextStepId: null, ownerUserId: 'user-1', pausedAt: null, createdAt: UPDATED_AT, updatedAt: UPDATED_AT,
  deletedAt: null, ...over,
});

const card = (over: Partial<SequenceCardRow> = {}): SequenceDto => mapSequence({
  id: 'seq-1', name: 'Nurture', description: '', is_active: true, state: 'active', stop_on_reply: false, stop_on_ooo: false, stop_on_bounce: true,
  reply_lookback_hours: 72, goal_statuses: ['booked'], goal_move_date_passed: false, on_reply_next_step_id: null, on_no_reply_next_step_id: null, owner_user_id: 'user-1', paused_at: null, created_at: UPDATED_AT,
  updated_at: UPDATED_AT, deleted_at: null, step_count: 2, active_enrollments: 5, total_enrollments: 5, completed_enrollments: 0, canceled_enrollments: 0,
  enrollments_24h: 0, enrollment_rules: [], eligible_count: 0, all_count: 1, ...over,
});

const stepRows: StepRow[] = [1, 2].map((stepOrder) => ({
  id: `step-${stepOrder}`, sequenceId: 'seq-1', stepOrder, type: 'email', templateId: `tpl-${stepOrder}`, subjectOverride: null, fromOverride: null, delaySeconds: 0,
  quietHours: null, skipIf: null, stopIf: null, waitUntil: null, config: null, createdAt: UPDATED_AT, updatedAt: UPDATED_AT, templateSubject: 'Hello',
}));

interface Options {
  sequence?: SequenceEntity | null;
  stepCount?: number;
  readiness?: string | null;
  limited?: boolean;
}

const setup = (options: Options = {}) => {
  const sequence = options.sequence === undefined ? entity() : options.sequence;
  let state: StoredSequenceState = sequence?.state ?? 'active';
  const manager = strictMock<EntityManager>('EntityManager');
  const sequences = strictMock<SequencesRepository>('SequencesRepository', {
    transaction: (work) => work(manager),
    lockLive: async () => sequence,
    setState: async (_manager, _id, next) => {
      state = next;
    },
  });
  const runs = strictMock<SequenceRuns>('SequenceRuns', { hold: async () => 3, release: async () => 3 });
  const cards = strictMock<SequencesService>('SequencesService', { card: async () => card({ state, step_count: options.stepCount ?? 2 }) });
  const limiter = strictMock<SequenceStateLimiter>('SequenceStateLimiter', {
    consume: async () => {
      if (options.limited) throw new SequencesError(SequencesErrorCode.RateLimitExceeded, 'Too many requests. Please wait a moment.');
    },
  });
  const events = strictMock<SequenceEventsRepository>('SequenceEventsRepository', { record: async () => undefined });
  const steps = strictMock<SequenceStepsRepository>('SequenceStepsRepository', { list: async () => stepRows });
  const stepTypes = strictMock<StepTypes>('StepTypes', { readinessProblem: async () => options.readiness ?? null });
  const sut = new SequenceStateService(sequences, runs, cards, limiter, events, steps, stepTypes);
  return { sut, sequences, runs, cards, limiter, events, steps, stepTypes, manager };
};

const failure = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => 'no error', (error: unknown) => error);

describe(SequenceStateService.name, () => {
  it('should refuse to activate a sequence without steps', async () => {
    const { sut, sequences, runs } = setup({ sequence: entity({ state: 'paused' }), stepCount: 0 });
    const error = await failure(sut.change('seq-1', { state: 'active' }, user));
    expect(error).toBeInstanceOf(SequencesError);
    expect(error).toMatchObject({ code: SequencesErrorCode.NoSteps, message: 'Cannot activate sequence with 0 steps' });
    expect(sequences.calls.setState).toBeUndefined();
    expect(runs.calls.release).toBeUndefined();
  });

  it('should refuse to activate an archived sequence', async () => {
    const { sut, sequences } = setup({ sequence: entity({ state: 'paused', isActive: false }) });
    await expect(sut.change('seq-1', { state: 'active' }, user)).rejects.toMatchObject({ code: SequencesErrorCode.Archived, message: 'Sequence is archived' });
    expect(sequences.calls.setState).toBeUndefined();
  });

  it("should refuse to activate a sequence with a step that could not run, in the step type's words", async () => {
    const { sut, sequences, stepTypes, manager, steps } = setup({ sequence: entity({ state: 'paused' }), readiness: 'Step 2 uses the unknown variable {{nickname}}' });
    await expect(sut.change('seq-1', { state: 'active' }, user)).rejects.toMatchObject({
      code: SequencesErrorCode.InvalidTemplate, message: 'Step 2 uses the unknown variable {{nickname}}',
    });
    expect(steps.calls.list).toEqual([['seq-1', manager]]);
    expect(stepTypes.calls.readinessProblem).toEqual([[stepRows]]);
    expect(sequences.calls.setState).toBeUndefined();
  });

  it('should answer a change to the state the sequence already has as idempotent, changing nothing', async () => {
    for (const state of ['active', 'paused'] as const) {
      const { sut, sequences, runs, events } = setup({ sequence: entity({ state }) });
      const result = await sut.change('seq-1', { state }, user);
      expect(result.idempotent).toBe(true);
      expect(result.sequence.state).toBe(state === 'paused' ? 'paused' : 'active');
      expect(sequences.calls.setState).toBeUndefined();
      expect(runs.calls.hold).toBeUndefined();
      expect(runs.calls.release).toBeUndefined();
      expect(events.calls.record).toBeUndefined();
    }
  });

  it('should pause the sequence, hold its runs and record the change with the trimmed reason', async () => {
    const { sut, sequences, runs, events, manager, limiter } = setup();

    const result = await sut.change('seq-1', { state: 'paused', reason: '  Holiday break ' }, user);

    expect(limiter.calls.consume).toEqual([['user-1']]);
    expect(sequences.calls.setState).toEqual([[manager, 'seq-1', 'paused']]);
    expect(runs.calls.hold).toEqual([[manager, 'seq-1']]);
    expect(runs.calls.release).toBeUndefined();
    expect(events.calls.record).toEqual([[manager, {
      sequenceId: 'seq-1', type: 'state_changed', actorUserId: 'user-1', summary: 'Paused: Holiday break', details: { from: 'active', to: 'paused', reason: 'Holiday break' },
    }]]);
    expect(result).toMatchObject({ idempotent: false, sequence: { id: 'seq-1', state: 'paused' } });
  });

  it('should resume a paused sequence, release its runs and record the change without a reason', async () => {
    const { sut, sequences, runs, events, manager } = setup({ sequence: entity({ state: 'paused' }) });

    const result = await sut.change('seq-1', { state: 'active', reason: '   ' }, user);

    expect(sequences.calls.setState).toEqual([[manager, 'seq-1', 'active']]);
    expect(runs.calls.release).toEqual([[manager, 'seq-1']]);
    expect(runs.calls.hold).toBeUndefined();
    expect(events.calls.record[0][1]).toEqual({
      sequenceId: 'seq-1', type: 'state_changed', actorUserId: 'user-1', summary: 'Activated', details: { from: 'paused', to: 'active', reason: null },
    });
    expect(result).toMatchObject({ idempotent: false, sequence: { state: 'active' } });
  });

  it('should answer a conflict with the current sequence when the change was based on a stale copy', async () => {
    const { sut, sequences, runs } = setup();

    const error = await failure(sut.change('seq-1', { state: 'paused', updatedAt: '2026-11-19T10:00:00.000Z' }, user));

    expect(error).toMatchObject({ code: SequencesErrorCode.Conflict, envelope: { sequence: { id: 'seq-1', updated_at: UPDATED_AT.toISOString() } } });
    expect(sequences.calls.setState).toBeUndefined();
    expect(runs.calls.hold).toBeUndefined();
  });

  it('should go ahead when the copy is current', async () => {
    const { sut, runs } = setup();
    await expect(sut.change('seq-1', { state: 'paused', updatedAt: UPDATED_AT.toISOString() }, user)).resolves.toMatchObject({ idempotent: false });
    expect(runs.calls.hold).toHaveLength(1);
  });

  it('should answer not found for a sequence that is not live', async () => {
    const { sut, sequences } = setup({ sequence: null });
    await expect(sut.change('seq-1', { state: 'paused' }, user)).rejects.toMatchObject({ code: SequencesErrorCode.NotFound });
    expect(sequences.calls.setState).toBeUndefined();
  });

  it('should refuse a user over the rate limit before opening a transaction', async () => {
    const { sut, sequences } = setup({ limited: true });
    await expect(sut.change('seq-1', { state: 'paused' }, user)).rejects.toMatchObject({ code: SequencesErrorCode.RateLimitExceeded });
    expect(sequences.calls.transaction).toBeUndefined();
  });

  it('should answer the card for get', async () => {
    const { sut, cards } = setup();
    await expect(sut.get('seq-1')).resolves.toMatchObject({ id: 'seq-1', step_count: 2 });
    expect(cards.calls.card).toEqual([['seq-1']]);
  });
});
