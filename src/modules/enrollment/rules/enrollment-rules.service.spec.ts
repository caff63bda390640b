import type { StepHandlers } from 'src/modules/runs/steps/step-handlers.registry';
import type { SequenceHistoryWriter } from 'src/modules/sequences/history/sequence-history.writer';
import type { StepConfig } from 'src/modules/sequences/step-types.types';
import type { EntityManager } from 'typeorm';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { CreateEnrollmentRuleDto } from './dto/enrollment-rule.dto';
import { EnrollmentRulesError, EnrollmentRulesErrorCode } from './enrollment-rules.errors';
import type { EnrollmentRulesRepository, PreviewContact, PreviewQuery, RuleEdit, RuleInsert, RuleRow, SequenceReadiness } from './enrollment-rules.repository';
import { EnrollmentRulesService } from './enrollment-rules.service';
import type { RuleFields } from './rule-fields.policy';

// Tuesday 24 November 2026, 15:00 UTC (09:00 in Chicago).
const NOW = new Date('2026-11-24T15:00:00Z');
const AT = new Date('2026-11-20T10:00:00Z');
const EMPTY_CRITERIA = { filters: [], exclusions: [] };
const DEFAULT_CAPS = { daily_org_limit: 1000, daily_sequence_limit: 100 };
const DEFAULT_WINDOW = { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 };

const ruleRow = (over: Partial<RuleRow> = {}): RuleRow => ({
  id: 'rule-1', sequence_id: 'seq-1', name: 'Spring', description: 'Spring movers', status: 'draft', date_field: 'created_at',
  start_date: '2026-03-01', end_date: null, include_future: false, criteria_json: { filters: [], exclusions: [] }, caps_json: { ...DEFAULT_CAPS },
  send_window_json: { ...DEFAULT_WINDOW, days: [...DEFAULT_WINDOW.days] }, timezone: 'UTC', owner_user_id: 'user-1', preview_total: 40, previewed_at: AT,
  run_error: null, run_error_at: null, last_run_json: null, created_at: AT, updated_at: AT, total_enrollments: 3, active_enrollments: 1,
  ...over,
});

/** The stored rule's fields as the service checks them (ruleRow's, unless changed). */
const fields = (over: Partial<RuleFields> = {}): RuleFields => ({
  name: 'Spring', description: 'Spring movers', dateField: 'created_at', startDate: '2026-03-01', endDate: null, includeFuture: false,
  criteria: { filters: [], exclusions: [] }, caps: { ...DEFAULT_CAPS }, sendWindow: { ...DEFAULT_WINDOW, days: [...DEFAULT_WINDOW.days] }, timezone: 'UTC',
  ...over,
});

const STEPS: StepConfig[] = [
  { stepOrder: 1, type: 'email', templateId: 'tpl-1', subjectOverride: null, fromOverride: null },
  { stepOrder: 2, type: 'email', templateId: 'tpl-2', subjectOverride: 'Hi {{nickname}}', fromOverride: null },
];

interface Options {
  /** What find answers, call after call (the last answer repeats); default one draft rule. */
  found?: (RuleRow | null)[];
  sequenceExists?: boolean;
  /** Whether the guarded update / transition still found an editable / leavable status. */
  updated?: boolean;
  moved?: boolean;
  readiness?: SequenceReadiness | null;
  readinessProblem?: string | null;
  list?: RuleRow[];
  preview?: { total: number; contacts: PreviewContact[] };
}

const setup = (options: Options = {}) => {
  const found = [...(options.found ?? [ruleRow()])];
  const manager = strictMock<EntityManager>('EntityManager');
  const rules = strictMock<EnrollmentRulesRepository>('EnrollmentRulesRepository', {
    liveSequenceExists: async () => options.sequenceExists ?? true,
    listForSequence: async () => options.list ?? [],
    find: async () => (found.length > 1 ? (found.shift() as RuleRow | null) : found[0] ?? null),
    insert: async () => 'rule-new',
    // The fake does not run `alongside`: each test runs it as the repository would, inside its transaction.
    update: async () => options.updated ?? true,
    transition: async () => options.moved ?? true,
    readiness: async () => (options.readiness === undefined ? { is_active: true, step_count: 2, first_step_has_template: true } : options.readiness),
    steps: async () => STEPS,
    preview: async () => options.preview ?? { total: 0, contacts: [] },
    savePreviewTotal: async () => undefined,
  });
  const stepTypes = strictMock<StepHandlers>('StepHandlers', { readinessProblem: async () => options.readinessProblem ?? null });
  const history = strictMock<SequenceHistoryWriter>('SequenceHistoryWriter', { record: async () => undefined });
  return { sut: new EnrollmentRulesService(rules, stepTypes, history), rules, stepTypes, history, manager };
};

const failure = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => 'no error', (error: unknown) => error);

/** The arguments of the (only) guarded update. */
const updateCall = (rules: ReturnType<typeof setup>['rules']) => {
  expect(rules.calls.update).toHaveLength(1);
  const [id, editable, written, edit] = rules.calls.update[0] as [string, readonly string[], RuleFields, RuleEdit];
  return { id, editable, written, edit };
};

const create = (over: Partial<CreateEnrollmentRuleDto> = {}): CreateEnrollmentRuleDto => ({ sequence_id: 'seq-1', name: 'Spring', start_date: '2026-03-01', ...over });

describe(EnrollmentRulesService.name, () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  describe('list', () => {
    it("should answer a live sequence's rules as the API shows them", async () => {
      const { sut, rules } = setup({ list: [ruleRow({ id: 'rule-2', status: 'active', preview_total: null, previewed_at: null }), ruleRow()] });
      const listed = await sut.list('seq-1');
      expect(rules.calls.listForSequence).toEqual([['seq-1']]);
      expect(listed.map((rule) => [rule.id, rule.status, rule.eligible_count, rule.previewed_at])).toEqual([
        ['rule-2', 'active', null, null], ['rule-1', 'draft', 40, AT.toISOString()],
      ]);
    });

    it('should answer not found for a sequence that is not live, listing nothing', async () => {
      const { sut, rules } = setup({ sequenceExists: false });
      await expect(sut.list('seq-1')).rejects.toMatchObject({ code: EnrollmentRulesErrorCode.SequenceNotFound, message: 'Sequence not found' });
      expect(rules.calls.listForSequence).toBeUndefined();
    });
  });

  describe('create', () => {
    it('should insert a draft with the defaults, the trimmed name and the caller as owner, then answer the stored rule', async () => {
      const stored = ruleRow({ id: 'rule-new' });
      const { sut, rules } = setup({ found: [stored] });

      const created = await sut.create(create({ name: '  Spring  ' }), 'user-1');

      expect(rules.calls.liveSequenceExists).toEqual([['seq-1']]);
      expect(rules.calls.insert).toEqual([[{
        name: 'Spring', description: '', dateField: 'created_at', startDate: '2026-03-01', endDate: null, includeFuture: false, criteria: EMPTY_CRITERIA,
        caps: DEFAULT_CAPS, sendWindow: DEFAULT_WINDOW, timezone: 'UTC', sequenceId: 'seq-1', ownerUserId: 'user-1',
      }]]);
      expect(rules.calls.find).toEqual([['rule-new']]);
      expect(created).toMatchObject({ id: 'rule-new', status: 'draft', eligible_count: 40, created_at: AT.toISOString() });
    });

    it('should keep the given fields: dates, caps, window, timezone, criteria', async () => {
      const { sut, rules } = setup();
      await sut.create(create({
        description: 'Texas', date_field: 'first_seen_at', end_date: '2026-04-30', include_future: true, timezone: 'America/Chicago',
        caps_json: { daily_sequence_limit: 25 }, send_window_json: { days: [6, 7], end_hour: 12 },
        criteria_json: { filters: [{ field: 'origin_state', op: 'eq', value: 'TX' }], exclusions: ['bounced'] },
      }), null);
      expect(rules.calls.insert[0][0]).toEqual({
        name: 'Spring', description: 'Texas', dateField: 'first_seen_at', startDate: '2026-03-01', endDate: '2026-04-30', includeFuture: true,
        criteria: { filters: [{ field: 'origin_state', op: 'eq', value: 'TX' }], exclusions: ['bounced'] },
        caps: { daily_org_limit: 1000, daily_sequence_limit: 25 }, sendWindow: { days: [6, 7], start_hour: 8, end_hour: 12 }, timezone: 'America/Chicago',
        sequenceId: 'seq-1', ownerUserId: null,
      });
    });

    it('should refuse a missing name or start date with the one fixed message, asking nothing', async () => {
      for (const body of [create({ name: '   ' }), create({ start_date: undefined }), create({ name: undefined })]) {
        const { sut, rules } = setup();
        const error = await failure(sut.create(body, 'user-1'));
        expect(error).toBeInstanceOf(EnrollmentRulesError);
        expect(error).toMatchObject({ code: EnrollmentRulesErrorCode.ValidationFailed, message: 'Name and start date are required', problems: ['Name and start date are required'] });
        expect(rules.calls.liveSequenceExists).toBeUndefined();
        expect(rules.calls.insert).toBeUndefined();
      }
    });

    it('should list every problem of the fields at once: years, timezone, caps, window and criteria', async () => {
      const { sut, rules } = setup();
      const error = await failure(sut.create(create({
        start_date: '1999-12-31', end_date: '2100-01-01', timezone: 'Mars/Base',
        caps_json: { daily_org_limit: 0, weekly: 5 }, send_window_json: { start_hour: 18, end_hour: 8 },
        criteria_json: { filters: [{ field: 'shoe_size', op: 'eq', value: 44 }], exclusions: [] },
      }), 'user-1'));
      const problems = [
        'start_date must be from 2000-01-01 to 2099-12-31',
        'end_date must be from 2000-01-01 to 2099-12-31',
        'Unknown timezone "Mars/Base"',
        'caps_json: Unknown property "weekly"',
        'caps_json.daily_org_limit must be a whole number from 1 to 1000000',
        'send_window_json: start_hour must be before end_hour',
        'criteria_json.filters[0].field: Unknown field "shoe_size"',
      ];
      expect(error).toMatchObject({ code: EnrollmentRulesErrorCode.ValidationFailed, message: problems[0], problems });
      expect(rules.calls.liveSequenceExists).toBeUndefined();
      expect(rules.calls.insert).toBeUndefined();
    });

    it('should refuse dates that are not dates, or an end before the start', async () => {
      const cases: [Partial<CreateEnrollmentRuleDto>, string][] = [
        [{ start_date: '2026-02-30' }, 'start_date must be a date (yyyy-MM-dd)'],
        [{ start_date: '1 March 2026' }, 'start_date must be a date (yyyy-MM-dd)'],
        [{ end_date: '2026-13-01' }, 'end_date must be a date (yyyy-MM-dd)'],
        [{ start_date: '2026-03-02', end_date: '2026-03-01' }, 'end_date must not be before start_date'],
      ];
      for (const [over, problem] of cases) {
        const { sut, rules } = setup();
        await expect(sut.create(create(over), 'user-1')).rejects.toMatchObject({ code: EnrollmentRulesErrorCode.ValidationFailed, problems: [problem] });
        expect(rules.calls.insert).toBeUndefined();
      }
    });

    it('should take the edges of the bounds: years 2000 and 2099, a one-day rule and caps of 1 and 1,000,000', async () => {
      const { sut, rules } = setup();
      await sut.create(create({ start_date: '2000-01-01', end_date: '2000-01-01', caps_json: { daily_org_limit: 1_000_000, daily_sequence_limit: 1 } }), 'user-1');
      await sut.create(create({ start_date: '2099-12-31' }), 'user-1');
      expect((rules.calls.insert as [RuleInsert][]).map(([row]) => [row.startDate, row.endDate, row.caps])).toEqual([
        ['2000-01-01', '2000-01-01', { daily_org_limit: 1_000_000, daily_sequence_limit: 1 }],
        ['2099-12-31', null, DEFAULT_CAPS],
      ]);
    });

    it('should refuse caps just past their bounds or not whole', async () => {
      for (const caps of [{ daily_org_limit: 1_000_001 }, { daily_sequence_limit: 0 }, { daily_sequence_limit: 2.5 }, { daily_org_limit: '10' }]) {
        const { sut, rules } = setup();
        const key = Object.keys(caps)[0];
        await expect(sut.create(create({ caps_json: caps }), 'user-1')).rejects.toMatchObject({
          code: EnrollmentRulesErrorCode.ValidationFailed, problems: [`caps_json.${key} must be a whole number from 1 to 1000000`],
        });
        expect(rules.calls.insert).toBeUndefined();
      }
    });

    it('should answer a criteria problem alone with its own code', async () => {
      const { sut } = setup();
      const error = await failure(sut.create(create({ criteria_json: { filters: [{ field: 'shoe_size', op: 'eq', value: 44 }] } }), 'user-1'));
      expect(error).toMatchObject({
        code: EnrollmentRulesErrorCode.CriteriaInvalid, message: 'criteria_json.filters[0].field: Unknown field "shoe_size"', problems: ['criteria_json.filters[0].field: Unknown field "shoe_size"'],
      });
    });

    it('should answer not found for a sequence that is not live, inserting nothing', async () => {
      const { sut, rules } = setup({ sequenceExists: false });
      await expect(sut.create(create(), 'user-1')).rejects.toMatchObject({ code: EnrollmentRulesErrorCode.SequenceNotFound });
      expect(rules.calls.insert).toBeUndefined();
    });
  });

  describe('update', () => {
    it('should refuse an active rule with "Pause the rule to edit it" and a stopped or completed one as final, writing nothing', async () => {
      const cases = [
        ['active', 'Pause the rule to edit it'],
        ['stopped', 'A stopped rule cannot be edited; create a new rule instead'],
        ['completed', 'A completed rule cannot be edited; create a new rule instead'],
      ] as const;
      for (const [status, message] of cases) {
        const { sut, rules, history } = setup({ found: [ruleRow({ status })] });
        const error = await failure(sut.update('rule-1', { name: 'Autumn' }, 'user-2'));
        expect(error).toMatchObject({ code: EnrollmentRulesErrorCode.NotEditable, message, envelope: { status } });
        expect(rules.calls.update).toBeUndefined();
        expect(history.calls.record).toBeUndefined();
      }
    });

    it('should answer the stored rule and write nothing when the edit changes no field', async () => {
      const { sut, rules, history } = setup({ found: [ruleRow({ status: 'paused' })] });
      const answered = await sut.update('rule-1', {
        name: ' Spring ', description: 'Spring movers', start_date: '2026-03-01', end_date: null, caps_json: { daily_org_limit: 1000 }, send_window_json: { days: [1, 2, 3, 4, 5] }, timezone: 'UTC',
      }, 'user-2');
      expect(answered).toMatchObject({ id: 'rule-1', status: 'paused', name: 'Spring' });
      expect(rules.calls.update).toBeUndefined();
      expect(history.calls.record).toBeUndefined();
    });

    it('should write a renamed rule keeping its preview, and record the edit through alongside(manager) in its transaction', async () => {
      const edited = ruleRow({ name: 'Autumn', description: 'Fall movers', updated_at: new Date('2026-11-24T15:00:00Z') });
      const { sut, rules, history, manager } = setup({ found: [ruleRow(), edited] });

      const answered = await sut.update('rule-1', { name: 'Autumn', description: 'Fall movers' }, 'user-2');

      const { id, editable, written, edit } = updateCall(rules);
      expect(id).toBe('rule-1');
      expect(editable).toEqual(['draft', 'paused']);
      expect(written).toEqual(fields({ name: 'Autumn', description: 'Fall movers' }));
      expect(edit.resetPreview).toBe(false);
      // Nothing is recorded outside the repository's transaction: only its `alongside` writes the line.
      expect(history.calls.record).toBeUndefined();
      await edit.alongside(manager);
      expect(history.calls.record).toHaveLength(1);
      expect(history.calls.record[0][0]).toBe(manager);
      expect(history.calls.record[0][1]).toEqual({
        sequenceId: 'seq-1', type: 'updated', actorUserId: 'user-2',
        summary: 'Rule "Autumn" edited: Name "Spring" → "Autumn"; Description "Spring movers" → "Fall movers"',
        details: { rule_id: 'rule-1', changes: [{ field: 'Name', from: '"Spring"', to: '"Autumn"' }, { field: 'Description', from: '"Spring movers"', to: '"Fall movers"' }] },
      });
      expect(answered).toMatchObject({ name: 'Autumn', updated_at: '2026-11-24T15:00:00.000Z' });
    });

    it('should reset the preview when eligibility changes, merging the sent fields onto the stored ones (null clears the end date)', async () => {
      const stored = ruleRow({ status: 'paused', end_date: '2026-06-30', timezone: 'America/Chicago', caps_json: { daily_org_limit: 500, daily_sequence_limit: 50 } });
      const { sut, rules, history, manager } = setup({ found: [stored] });

      await sut.update('rule-1', { end_date: null, criteria_json: { filters: [{ field: 'lead_score', op: 'gte', value: 50 }], exclusions: [] } }, null);

      const { written, edit } = updateCall(rules);
      expect(written).toEqual(fields({
        endDate: null, timezone: 'America/Chicago', caps: { daily_org_limit: 500, daily_sequence_limit: 50 },
        criteria: { filters: [{ field: 'lead_score', op: 'gte', value: 50 }], exclusions: [] },
      }));
      expect(edit.resetPreview).toBe(true);
      await edit.alongside(manager);
      expect(history.calls.record[0][1]).toEqual({
        sequenceId: 'seq-1', type: 'updated', actorUserId: null,
        summary: 'Rule "Spring" edited: End date 2026-06-30 → none; Criteria everyone → Lead score at least 50',
        details: { rule_id: 'rule-1', changes: [{ field: 'End date', from: '2026-06-30', to: 'none' }, { field: 'Criteria', from: 'everyone', to: 'Lead score at least 50' }] },
      });
    });

    it('should keep the preview for edits that do not change who is eligible: caps, send days and hours, include_future', async () => {
      for (const body of [{ caps_json: { daily_org_limit: 10, daily_sequence_limit: 5 } }, { send_window_json: { days: [1, 2], start_hour: 9, end_hour: 17 } }, { include_future: true }]) {
        const { sut, rules } = setup();
        await sut.update('rule-1', body, 'user-2');
        expect(updateCall(rules).edit.resetPreview).toBe(false);
      }
    });

    it('should reset the preview for a timezone or date-field change too', async () => {
      for (const body of [{ timezone: 'Europe/Berlin' }, { date_field: 'first_seen_at' as const }, { start_date: '2026-04-01' }]) {
        const { sut, rules } = setup();
        await sut.update('rule-1', body, 'user-2');
        expect(updateCall(rules).edit.resetPreview).toBe(true);
      }
    });

    it('should check the edited rule like a new one, writing nothing when it is refused', async () => {
      const { sut, rules } = setup({ found: [ruleRow({ end_date: '2026-03-31' })] });
      await expect(sut.update('rule-1', { start_date: '2026-04-01' }, 'user-2')).rejects.toMatchObject({
        code: EnrollmentRulesErrorCode.ValidationFailed, problems: ['end_date must not be before start_date'],
      });
      await expect(sut.update('rule-1', { name: ' ' }, 'user-2')).rejects.toMatchObject({ message: 'Name and start date are required' });
      expect(rules.calls.update).toBeUndefined();
    });

    it('should answer the refusal naming the status found when a start won the race with the edit', async () => {
      const { sut, rules, history } = setup({ found: [ruleRow({ status: 'draft' }), ruleRow({ status: 'active' })], updated: false });
      const error = await failure(sut.update('rule-1', { name: 'Autumn' }, 'user-2'));
      expect(error).toMatchObject({ code: EnrollmentRulesErrorCode.NotEditable, message: 'Pause the rule to edit it', envelope: { status: 'active' } });
      expect(rules.calls.update).toHaveLength(1);
      expect(rules.calls.find).toHaveLength(2);
      expect(history.calls.record).toBeUndefined();
    });

    it('should answer not found for a rule that does not exist', async () => {
      const { sut, rules } = setup({ found: [null] });
      await expect(sut.update('rule-1', { name: 'Autumn' }, 'user-2')).rejects.toMatchObject({ code: EnrollmentRulesErrorCode.RuleNotFound, message: 'Enrollment rule not found' });
      expect(rules.calls.update).toBeUndefined();
    });
  });

  describe('transition', () => {
    it('should make each allowed move from the statuses it may leave, answering the rule as stored after it', async () => {
      const moves = [
        ['draft', 'start', ['draft', 'paused'], 'active'],
        ['paused', 'start', ['draft', 'paused'], 'active'],
        ['active', 'pause', ['active'], 'paused'],
        ['active', 'stop', ['active', 'paused'], 'stopped'],
        ['paused', 'stop', ['active', 'paused'], 'stopped'],
      ] as const;
      for (const [status, action, from, to] of moves) {
        const { sut, rules } = setup({ found: [ruleRow({ status }), ruleRow({ status: to })] });
        const answered = await sut.transition('rule-1', action);
        expect(rules.calls.transition).toEqual([['rule-1', from, to]]);
        expect(answered.status).toBe(to);
      }
    });

    it('should check the sequence and its steps before starting or resuming, and not before pausing or stopping', async () => {
      for (const [status, action, checked] of [['draft', 'start', true], ['paused', 'start', true], ['active', 'pause', false], ['paused', 'stop', false]] as const) {
        const { sut, rules, stepTypes } = setup({ found: [ruleRow({ status })] });
        await sut.transition('rule-1', action);
        expect(rules.calls.readiness).toEqual(checked ? [['seq-1']] : undefined);
        expect(rules.calls.steps).toEqual(checked ? [['seq-1']] : undefined);
        expect(stepTypes.calls.readinessProblem?.[0]?.[0]).toBe(checked ? STEPS : undefined);
      }
    });

    it('should refuse a move the status does not allow, naming the status, checking and writing nothing', async () => {
      const refused = [
        ['draft', 'pause'], ['draft', 'stop'], ['active', 'start'], ['paused', 'pause'],
        ['stopped', 'start'], ['stopped', 'pause'], ['stopped', 'stop'], ['completed', 'start'], ['completed', 'stop'],
      ] as const;
      for (const [status, action] of refused) {
        const { sut, rules } = setup({ found: [ruleRow({ status })] });
        const error = await failure(sut.transition('rule-1', action));
        expect(error).toBeInstanceOf(EnrollmentRulesError);
        expect(error).toMatchObject({ code: EnrollmentRulesErrorCode.InvalidTransition, message: `Cannot ${action} a rule that is ${status}`, envelope: { status } });
        expect(rules.calls.readiness).toBeUndefined();
        expect(rules.calls.transition).toBeUndefined();
      }
    });

    it('should answer the loser of a concurrent move with the refusal naming the status it finds', async () => {
      const pause = setup({ found: [ruleRow({ status: 'active' }), ruleRow({ status: 'paused' })], moved: false });
      await expect(pause.sut.transition('rule-1', 'pause')).rejects.toMatchObject({
        code: EnrollmentRulesErrorCode.InvalidTransition, message: 'Cannot pause a rule that is paused', envelope: { status: 'paused' },
      });
      expect(pause.rules.calls.transition).toEqual([['rule-1', ['active'], 'paused']]);

      const start = setup({ found: [ruleRow({ status: 'draft' }), ruleRow({ status: 'stopped' })], moved: false });
      await expect(start.sut.transition('rule-1', 'start')).rejects.toMatchObject({ message: 'Cannot start a rule that is stopped', envelope: { status: 'stopped' } });
    });

    it('should refuse to start a rule whose sequence cannot run it, with the code naming why, moving nothing', async () => {
      const cases: [Options, EnrollmentRulesErrorCode, string][] = [
        [{ readiness: null }, EnrollmentRulesErrorCode.SequenceNotFound, 'Sequence not found'],
        [{ readiness: { is_active: false, step_count: 2, first_step_has_template: true } }, EnrollmentRulesErrorCode.SequenceArchived, 'Sequence is archived'],
        [{ readiness: { is_active: true, step_count: 0, first_step_has_template: false } }, EnrollmentRulesErrorCode.NoSteps, 'This sequence has no steps. Add at least one step before enrolling contacts.'],
        [{ readiness: { is_active: true, step_count: 2, first_step_has_template: false } }, EnrollmentRulesErrorCode.NoTemplate, 'Step 1 has no template selected.'],
        [{ readinessProblem: 'Step 2 uses the unknown variable {{nickname}}' }, EnrollmentRulesErrorCode.InvalidTemplate, 'Step 2 uses the unknown variable {{nickname}}'],
      ];
      for (const [options, code, message] of cases) {
        const { sut, rules } = setup({ ...options, found: [ruleRow({ status: 'paused' })] });
        await expect(sut.transition('rule-1', 'start')).rejects.toMatchObject({ code, message });
        expect(rules.calls.transition).toBeUndefined();
      }
    });

    it('should not ask the step types when the sequence itself already refuses', async () => {
      const { sut, rules, stepTypes } = setup({ readiness: { is_active: false, step_count: 2, first_step_has_template: true } });
      await expect(sut.transition('rule-1', 'start')).rejects.toMatchObject({ code: EnrollmentRulesErrorCode.SequenceArchived });
      expect(rules.calls.steps).toBeUndefined();
      expect(stepTypes.calls.readinessProblem).toBeUndefined();
    });

    it('should answer not found for a rule that does not exist', async () => {
      const { sut, rules } = setup({ found: [null] });
      await expect(sut.transition('rule-1', 'stop')).rejects.toMatchObject({ code: EnrollmentRulesErrorCode.RuleNotFound });
      expect(rules.calls.transition).toBeUndefined();
    });
  });

  describe('preview', () => {
    const contact: PreviewContact = { id: 'c-1', first_name: 'Pat', last_name: null, email: 'pat@example.com', created_at: new Date('2026-11-02T12:00:00Z') };

    it("should ask for the rule's dates as instants in its timezone with the compiled criteria, store the total and project it to the end date", async () => {
      const rule = ruleRow({
        timezone: 'America/Chicago', start_date: '2026-11-01', end_date: '2026-11-30', date_field: 'first_seen_at',
        criteria_json: { filters: [{ field: 'lead_score', op: 'gte', value: 50 }], exclusions: ['bounced'] },
      });
      const { sut, rules } = setup({ found: [rule], preview: { total: 20, contacts: [contact] } });

      const preview = await sut.preview('rule-1', 10);

      const query: PreviewQuery = {
        sequenceId: 'seq-1', dateField: 'first_seen_at',
        // Chicago midnight on 1 November is still daylight time (UTC-5); the end is the start of 1 December in standard time (UTC-6).
        from: '2026-11-01T05:00:00.000Z', until: '2026-12-01T06:00:00.000Z', limit: 10,
        criteriaSql: '(c.lead_score >= $5::int) AND (c.bounced_at IS NULL)', criteriaParams: [50],
      };
      expect(rules.calls.preview).toEqual([[query]]);
      expect(rules.calls.savePreviewTotal).toEqual([['rule-1', 20]]);
      // 24 to 30 November in Chicago: 7 days left; 20 contacts spread over them is 3 a day, under the cap of 100.
      expect(preview).toEqual({
        total_eligible: 20, days_remaining: 7, daily_projection: 3,
        contacts: [{ id: 'c-1', first_name: 'Pat', last_name: null, email: 'pat@example.com', created_at: '2026-11-02T12:00:00.000Z' }],
      });
    });

    it('should leave the end open, take the default sample size and count the days needed at the lower cap', async () => {
      const { sut, rules } = setup({ found: [ruleRow({ caps_json: { daily_org_limit: 1000, daily_sequence_limit: 30 } })], preview: { total: 75, contacts: [] } });
      const preview = await sut.preview('rule-1');
      expect(rules.calls.preview[0][0]).toEqual({
        sequenceId: 'seq-1', dateField: 'created_at', from: '2026-03-01T00:00:00.000Z', until: null, limit: 50, criteriaSql: 'TRUE', criteriaParams: [],
      });
      expect(preview).toEqual({ total_eligible: 75, days_remaining: 3, daily_projection: 30, contacts: [] });
    });

    it('should answer not found for a rule that does not exist, counting nothing', async () => {
      const { sut, rules } = setup({ found: [null] });
      await expect(sut.preview('rule-1')).rejects.toMatchObject({ code: EnrollmentRulesErrorCode.RuleNotFound });
      expect(rules.calls.preview).toBeUndefined();
      expect(rules.calls.savePreviewTotal).toBeUndefined();
    });
  });
});
