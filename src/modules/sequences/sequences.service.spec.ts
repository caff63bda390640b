import type { EntityManager } from 'typeorm';
import { strictMock } from '../../../test/utils/strict-mock';
import type { StepInputDto } from './dto/sequence-steps.dto';
import type { SequenceEntity } from './entities/sequence.entity';
import type { SequenceEventsRepository } from './history/sequence-events.repository';
import type { SequenceRuns } from './sequence-runs.types';
import type { SequenceStepsRepository, StepRow, StepWrite } from './sequence-steps.repository';
import { SequencesError, SequencesErrorCode } from './sequences.errors';
import type { SequenceCardRow, SequencesRepository } from './sequences.repository';
import { SequencesService } from './sequences.service';
import type { StepTypes } from './step-types.types';

const AT = new Date('2026-11-20T10:00:00Z');

const entity = (over: Partial<SequenceEntity> = {}): SequenceEntity => ({
  id: 'seq-1', name: 'Nurture', description: 'Warm leads', isActive: true, state: 'active', stopOnReply: false, stopOnOoo: false, stopOnBounce: true,
  replyLookbackHours: 72, goalStatuses: ['booked'], goalMoveDatePassed: false, onReplyNextStepId: null, onNoReplyNextStepId: null, ownerUserId: 'user-1', pausedAt: null, createdAt: AT, updatedAt: AT, deletedAt: null,
  ...over,
});

const cardRow = (over: Partial<SequenceCardRow> = {}): SequenceCardRow => ({
  id: 'seq-1', name: 'Nurture', description: 'Warm leads', is_active: true, state: 'active', stop_on_reply: false, stop_on_ooo: false, stop_on_bounce: true,
  reply_lookback_hours: 72, goal_statuses: ['booked'], goal_move_date_passed: false, on_reply_next_step_id: null, on_no_reply_next_step_id: null, owner_user_id: 'user-1', paused_at: null, created_at: AT, updated_at: AT,
  deleted_at: null, step_count: 2, active_enrollments: 0, total_enrollments: 0, completed_enrollments: 0, canceled_enrollments: 0, enrollments_24h: 0,
  enrollment_rules: [], eligible_count: 0, all_count: 1, ...over,
});

const stepRow = (over: Partial<StepRow> & Pick<StepRow, 'id' | 'stepOrder'>): StepRow => ({
  sequenceId: 'seq-1', type: 'email', templateId: null, subjectOverride: null, fromOverride: null, delaySeconds: 0, quietHours: null, skipIf: null, stopIf: null,
  waitUntil: null, config: null, createdAt: AT, updatedAt: AT, templateSubject: null, ...over,
});

/** A step as saveSteps writes it, with the defaults of an input that leaves the fields out. */
const write = (stepOrder: number, over: Partial<StepWrite> = {}): StepWrite => ({
  stepOrder, type: 'email', templateId: null, subjectOverride: null, fromOverride: null, delaySeconds: 0, quietHours: null, skipIf: null, stopIf: null, waitUntil: null, config: null, ...over,
});

interface Options {
  /** The live sequence (lockLive / findLive); null when it does not exist. */
  sequence?: SequenceEntity | null;
  current?: StepRow[];
  /** What liveNamed answers, call after call (null: the name is free). */
  named?: ({ id: string } | null)[];
  configProblems?: string[];
  readiness?: string | null;
  live?: number;
  insert?: (values: Parameters<SequencesRepository['insert']>[0]) => Promise<SequenceEntity>;
  cards?: SequenceCardRow[];
}

const setup = (options: Options = {}) => {
  const sequence = options.sequence === undefined ? entity() : options.sequence;
  const named = [...(options.named ?? [])];
  let stored = options.current ?? [];
  const manager = strictMock<EntityManager>('EntityManager', { query: (async () => []) as never });
  const sequences = strictMock<SequencesRepository>('SequencesRepository', {
    transaction: (work) => work(manager),
    lockLive: async () => sequence,
    findLive: async () => sequence,
    clearStaleBranches: async () => undefined,
    card: async (id) => cardRow({ id }),
    cards: async () => options.cards ?? [],
    countLive: async () => 7,
    liveNamed: async () => named.shift() ?? null,
    liveNamesStartingWith: async () => new Set(['nurture (copy)']),
    insert: options.insert ?? (async (values) => entity({ ...values, id: 'seq-new' })),
    update: async (row, changes) => ({ ...row, ...changes }),
    softDelete: async () => undefined,
  });
  const steps = strictMock<SequenceStepsRepository>('SequenceStepsRepository', {
    list: async () => stored,
    replace: async (_manager, sequenceId, writes) => {
      stored = writes.map((step, index) => stepRow({ ...step, id: step.id ?? `new-${index + 1}`, sequenceId }));
    },
  });
  const runs = strictMock<SequenceRuns>('SequenceRuns', {
    countLive: async () => options.live ?? 0,
    cancelLive: async () => options.live ?? 0,
  });
  const stepTypes = strictMock<StepTypes>('StepTypes', {
    configProblems: async () => options.configProblems ?? [],
    readinessProblem: async () => options.readiness ?? null,
  });
  const events = strictMock<SequenceEventsRepository>('SequenceEventsRepository', { record: async () => undefined });
  return { sut: new SequencesService(sequences, steps, runs, stepTypes, events), sequences, steps, runs, stepTypes, events, manager };
};

const failure = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => 'no error', (error: unknown) => error);

describe(SequencesService.name, () => {
  describe('saveSteps', () => {
    it('should refuse with every timing and step-type problem in step order, without asking readiness or writing', async () => {
      const { sut, stepTypes, steps, events, manager } = setup({
        // The type checks answer out of order; the service puts every problem in step order.
        configProblems: ['Step 3: type must be one of: email', 'Step 2: needs a template', 'Step 1: template gone does not exist'],
        readiness: 'Step 1 cannot run',
      });
      const input: StepInputDto[] = [
        { template_id: 'gone' },
        { wait_until: { anchor: 'birthday', offset_days: 0, send_hour: 9 } },
        { type: 'fax' },
        { wait_until: { anchor: 'move_date', offset_days: -7, send_hour: 24 } },
      ];

      const error = await failure(sut.saveSteps('seq-1', input, 'user-1'));

      const problems = [
        'Step 1: template gone does not exist',
        'Step 2: wait_until.anchor must be "move_date"',
        'Step 2: needs a template',
        'Step 3: type must be one of: email',
        'Step 4: wait_until.send_hour must be a whole hour from 0 to 23',
      ];
      expect(error).toBeInstanceOf(SequencesError);
      expect(error).toMatchObject({ code: SequencesErrorCode.ValidationFailed, message: problems[0], problems });
      expect(stepTypes.calls.readinessProblem).toBeUndefined();
      expect(steps.calls.replace).toBeUndefined();
      expect(manager.calls.query).toBeUndefined();
      expect(events.calls.record).toBeUndefined();
    });

    it('should ask readiness when nothing else is wrong and refuse a step that could not run', async () => {
      const { sut, stepTypes, steps, events } = setup({ readiness: 'Step 2 uses the unknown variable {{nickname}}' });

      const error = await failure(sut.saveSteps('seq-1', [{ template_id: 'tpl-1' }, { template_id: 'tpl-2' }], 'user-1'));

      expect(error).toMatchObject({ code: SequencesErrorCode.ValidationFailed, problems: ['Step 2 uses the unknown variable {{nickname}}'] });
      expect(stepTypes.calls.readinessProblem).toEqual([[[write(1, { templateId: 'tpl-1' }), write(2, { templateId: 'tpl-2' })]]]);
      expect(steps.calls.replace).toBeUndefined();
      expect(events.calls.record).toBeUndefined();
    });

    it("should keep the ids of the sequence's own steps once, give other ids none, and record the save", async () => {
      const current = [
        stepRow({ id: 'step-a', stepOrder: 1, templateId: 'tpl-old' }),
        stepRow({ id: 'step-b', stepOrder: 2, templateId: 'tpl-1' }),
        stepRow({ id: 'step-c', stepOrder: 3 }),
      ];
      const { sut, stepTypes, steps, events, manager } = setup({ current });
      const anchor = { anchor: 'move_date', offset_days: -7, send_hour: 9 };
      const input: StepInputDto[] = [
        { id: 'step-a', template_id: 'tpl-1' },
        { id: 'step-of-another-sequence', template: 'tpl-2', delay_seconds: 3600, subject_override: 'Hi {{first_name}}' },
        { id: 'step-a', type: 'email', template_id: 'tpl-3', wait_until: anchor },
        { id: 'step-b', template_id: 'tpl-1', from_override: 'sales@movingco.example' },
      ];

      const saved = await sut.saveSteps('seq-1', input, 'user-1');

      const writes = [
        write(1, { id: 'step-a', templateId: 'tpl-1' }),
        write(2, { templateId: 'tpl-2', delaySeconds: 3600, subjectOverride: 'Hi {{first_name}}' }),
        write(3, { templateId: 'tpl-3', waitUntil: anchor }),
        write(4, { id: 'step-b', templateId: 'tpl-1', fromOverride: 'sales@movingco.example' }),
      ];
      expect(stepTypes.calls.configProblems).toEqual([[writes, { keptTemplateIds: new Set(['tpl-old', 'tpl-1', null]), stepCount: 4 }]]);
      expect(steps.calls.replace).toHaveLength(1);
      expect(steps.calls.replace[0][0]).toBe(manager);
      // Strict: a step whose id is not kept has no id key at all (a new row), not an undefined one.
      expect(steps.calls.replace[0].slice(1)).toStrictEqual(['seq-1', writes]);
      expect(manager.calls.query).toEqual([['UPDATE sequences SET updated_at = now() WHERE id = $1', ['seq-1']]]);
      expect(events.calls.record).toEqual([[manager, { sequenceId: 'seq-1', type: 'steps_saved', actorUserId: 'user-1', summary: 'Steps saved (4 steps)', details: { count: 4 } }]]);
      expect(saved.map((step) => [step.id, step.step_order, step.template_id])).toEqual([
        ['step-a', 1, 'tpl-1'], ['new-2', 2, 'tpl-2'], ['new-3', 3, 'tpl-3'], ['step-b', 4, 'tpl-1'],
      ]);
    });

    it('should name a single saved step in the singular', async () => {
      const { sut, events } = setup();
      await sut.saveSteps('seq-1', [{ template_id: 'tpl-1' }], null);
      expect(events.calls.record[0][1]).toMatchObject({ summary: 'Steps saved (1 step)', actorUserId: null, details: { count: 1 } });
    });

    it('should answer not found for a sequence that is not live, checking nothing', async () => {
      const { sut, steps, stepTypes } = setup({ sequence: null });
      await expect(sut.saveSteps('seq-1', [{ template_id: 'tpl-1' }])).rejects.toMatchObject({ code: SequencesErrorCode.NotFound });
      expect(steps.calls.list).toBeUndefined();
      expect(stepTypes.calls.configProblems).toBeUndefined();
    });
  });

  describe('delete', () => {
    it('should refuse while runs are live, naming how many, unless forced', async () => {
      for (const [live, words] of [[2, '2 active enrollments'], [1, '1 active enrollment']] as const) {
        const { sut, runs, sequences, events } = setup({ live });
        const error = await failure(sut.delete('seq-1', {}, 'user-1'));
        expect(error).toMatchObject({
          code: SequencesErrorCode.HasActiveEnrollments,
          message: `Cannot delete active sequence: ${words}. Delete with force to cancel them.`,
          envelope: { active_enrollments: live },
        });
        expect(runs.calls.cancelLive).toBeUndefined();
        expect(sequences.calls.softDelete).toBeUndefined();
        expect(events.calls.record).toBeUndefined();
      }
    });

    it('should cancel the live runs with the reason when forced, then delete and record it', async () => {
      const { sut, runs, sequences, events, manager } = setup({ live: 3 });

      await expect(sut.delete('seq-1', { force: true, reason: 'Campaign over' }, 'user-1')).resolves.toBe(3);

      expect(runs.calls.cancelLive).toEqual([[manager, 'seq-1', 'Campaign over']]);
      expect(sequences.calls.softDelete).toEqual([[manager, 'seq-1']]);
      expect(events.calls.record).toEqual([[manager, {
        sequenceId: 'seq-1', type: 'deleted', actorUserId: 'user-1', summary: 'Deleted with force: 3 enrollments canceled', details: { force: true, canceled: 3, reason: 'Campaign over' },
      }]]);
    });

    it('should cancel with the default reason when forced without one', async () => {
      const { sut, runs, events } = setup({ live: 1 });
      await sut.delete('seq-1', { force: true }, 'user-1');
      expect(runs.calls.cancelLive[0][2]).toBe('sequence_deleted');
      expect(events.calls.record[0][1]).toMatchObject({ summary: 'Deleted with force: 1 enrollment canceled', details: { force: true, canceled: 1, reason: null } });
    });

    it('should delete a sequence without live runs, canceling nothing', async () => {
      const { sut, runs, sequences, events } = setup({ live: 0 });
      await expect(sut.delete('seq-1', { force: true, reason: 'Tidy up' })).resolves.toBe(0);
      expect(runs.calls.cancelLive).toBeUndefined();
      expect(sequences.calls.softDelete).toHaveLength(1);
      expect(events.calls.record[0][1]).toMatchObject({ summary: 'Deleted', details: { force: false, canceled: 0, reason: 'Tidy up' } });
    });

    it('should answer not found for a sequence that is not live', async () => {
      const { sut, runs } = setup({ sequence: null });
      await expect(sut.delete('seq-1', { force: true })).rejects.toMatchObject({ code: SequencesErrorCode.NotFound });
      expect(runs.calls.countLive).toBeUndefined();
    });
  });

  describe('create', () => {
    it('should create with the defaults and the given fields, owned by the caller, with its history event', async () => {
      const { sut, sequences, events, manager } = setup();

      const created = await sut.create({ name: 'Welcome', stop_on_reply: true, reply_lookback_hours: 24 }, 'user-1');

      expect(sequences.calls.liveNamed).toEqual([['Welcome']]);
      expect(sequences.calls.insert).toEqual([[{
        name: 'Welcome', description: '', isActive: true, stopOnReply: true, stopOnOoo: false, stopOnBounce: true, replyLookbackHours: 24,
        goalStatuses: ['booked'], goalMoveDatePassed: false, onReplyNextStepId: null, onNoReplyNextStepId: null, ownerUserId: 'user-1',
      }, manager]]);
      expect(events.calls.record).toEqual([[manager, { sequenceId: 'seq-new', type: 'created', actorUserId: 'user-1', summary: 'Created "Welcome"', details: { name: 'Welcome' } }]]);
      expect(created).toMatchObject({ id: 'seq-new', name: 'Nurture' });
    });

    it('should refuse a name a live sequence already has, naming it', async () => {
      const { sut, sequences } = setup({ named: [{ id: 'seq-other' }] });
      const error = await failure(sut.create({ name: 'Nurture' }, 'user-1'));
      expect(error).toMatchObject({ code: SequencesErrorCode.NameConflict, envelope: { existing: { id: 'seq-other' } } });
      expect(sequences.calls.insert).toBeUndefined();
    });

    it('should answer the name conflict when a concurrent create took the name first', async () => {
      const taken = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'sequences_live_name_key' });
      const { sut, sequences } = setup({ named: [null, { id: 'seq-racer' }], insert: async () => Promise.reject(taken) });
      await expect(sut.create({ name: 'Welcome' }, 'user-1')).rejects.toMatchObject({ code: SequencesErrorCode.NameConflict, envelope: { existing: { id: 'seq-racer' } } });
      expect(sequences.calls.liveNamed).toEqual([['Welcome'], ['Welcome']]);
    });

    it('should pass on any other failure as it is', async () => {
      const down = new Error('connection lost');
      const { sut } = setup({ insert: async () => Promise.reject(down) });
      await expect(sut.create({ name: 'Welcome' }, 'user-1')).rejects.toBe(down);
    });
  });

  describe('update', () => {
    it('should write the given fields and record only those that changed, in words and API names', async () => {
      const { sut, sequences, events, manager } = setup({ sequence: entity({ name: 'Nurture', stopOnReply: false, replyLookbackHours: 72, isActive: true }) });

      await sut.update('seq-1', { name: 'Nurture', stop_on_reply: true, reply_lookback_hours: 48, is_active: false, stop_on_bounce: true }, 'user-2');

      expect(sequences.calls.liveNamed).toEqual([['Nurture', 'seq-1']]);
      expect(sequences.calls.update[0].slice(1)).toEqual([{ name: 'Nurture', isActive: false, stopOnReply: true, stopOnBounce: true, replyLookbackHours: 48 }, manager]);
      expect(events.calls.record).toEqual([[manager, {
        sequenceId: 'seq-1', type: 'updated', actorUserId: 'user-2', summary: 'Details updated: archived, stop on reply, reply look-back hours',
        details: { fields: ['is_active', 'stop_on_reply', 'reply_lookback_hours'] },
      }]]);
    });

    it('should record nothing when a save changes no field', async () => {
      const { sut, sequences, events } = setup();
      await sut.update('seq-1', { description: 'Warm leads', stop_on_bounce: true });
      expect(sequences.calls.update).toHaveLength(1);
      expect(events.calls.record).toBeUndefined();
    });

    it('should refuse a name another live sequence has, and a sequence that is gone', async () => {
      const taken = setup({ named: [{ id: 'seq-other' }] });
      await expect(taken.sut.update('seq-1', { name: 'Welcome' })).rejects.toMatchObject({ code: SequencesErrorCode.NameConflict, envelope: { existing: { id: 'seq-other' } } });
      expect(taken.sequences.calls.update).toBeUndefined();
      const gone = setup({ sequence: null });
      await expect(gone.sut.update('seq-1', { description: 'x' })).rejects.toMatchObject({ code: SequencesErrorCode.NotFound });
    });
  });

  describe('duplicate', () => {
    it('should copy the fields and steps under the first free copy name, owned by the caller, with its history event', async () => {
      const current = [stepRow({ id: 'step-a', stepOrder: 1, templateId: 'tpl-1', delaySeconds: 60 }), stepRow({ id: 'step-b', stepOrder: 2, subjectOverride: 'Again' })];
      const source = entity({ stopOnReply: true, onReplyNextStepId: 'step-b', ownerUserId: 'user-1' });
      const { sut, sequences, steps, events, manager } = setup({ sequence: source, current });

      const copy = await sut.duplicate('seq-1', 'user-9');

      expect(manager.calls.query).toEqual([[`SELECT pg_advisory_xact_lock(hashtext('sequences.name'))`]]);
      expect(sequences.calls.liveNamesStartingWith).toEqual([['Nurture (Copy)', manager]]);
      expect(sequences.calls.insert).toEqual([[{
        name: 'Nurture (Copy) 2', description: 'Warm leads', isActive: true, stopOnReply: true, stopOnOoo: false, stopOnBounce: true, replyLookbackHours: 72, goalStatuses: ['booked'], goalMoveDatePassed: false,
        onReplyNextStepId: null, onNoReplyNextStepId: null, ownerUserId: 'user-9',
      }, manager]]);
      expect(steps.calls.replace).toHaveLength(1);
      expect(steps.calls.replace[0][0]).toBe(manager);
      expect(steps.calls.replace[0].slice(1)).toStrictEqual(['seq-new', [
        write(1, { templateId: 'tpl-1', delaySeconds: 60 }),
        write(2, { subjectOverride: 'Again' }),
      ]]);
      expect(events.calls.record).toEqual([[manager, {
        sequenceId: 'seq-new', type: 'duplicated', actorUserId: 'user-9', summary: 'Duplicated from "Nurture"', details: { source_id: 'seq-1', source_name: 'Nurture' },
      }]]);
      expect(copy.id).toBe('seq-new');
    });

    it('should answer not found for a source that is not live', async () => {
      const { sut, sequences } = setup({ sequence: null });
      await expect(sut.duplicate('seq-1', 'user-9')).rejects.toMatchObject({ code: SequencesErrorCode.NotFound });
      expect(sequences.calls.insert).toBeUndefined();
    });
  });

  describe('list', () => {
    it('should search with the defaults and count the live sequences when the page is empty', async () => {
      const { sut, sequences } = setup({ cards: [] });
      await expect(sut.list({ term: '' })).resolves.toEqual({ items: [], total: 7 });
      expect(sequences.calls.cards).toEqual([[{ term: undefined, status: 'all', sort: 'updated_desc' }]]);
    });

    it('should take the total from the page without counting again', async () => {
      const { sut, sequences } = setup({ cards: [cardRow({ all_count: 12 })] });
      const page = await sut.list({ term: 'nur', status: 'ready', sort: 'name_asc' });
      expect(page.total).toBe(12);
      expect(page.items.map((item) => item.id)).toEqual(['seq-1']);
      expect(sequences.calls.countLive).toBeUndefined();
    });
  });
});
