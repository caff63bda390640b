import type { AppConfigService } from 'src/config/app-config.service';
import type { RunStart, RunStartsService } from 'src/modules/runs/start/run-starts.service';
import type { StepHandlers } from 'src/modules/runs/steps/step-handlers.registry';
import type { StepConfig } from 'src/modules/sequences/step-types.types';
import { strictMock } from '../../../../test/utils/strict-mock';
import { AssignmentError, AssignmentErrorCode } from './enrollment-assignment.errors';
import type { AssignContactRow, AssignStepRow, EnrollmentAssignmentRepository } from './enrollment-assignment.repository';
import { contactBlock, type EnrollInput, EnrollmentService, SKIP_REASON_LABELS } from './enrollment.service';

// Tuesday 24 November 2026, 15:00 UTC: inside the Monday-Friday 08-18 window in UTC (and 16:00 in Berlin, 10:00 in New York).
const NOW = new Date('2026-11-24T15:00:00Z');
/** The window's next opening after Tuesday's close: Wednesday 08:00 UTC. */
const WEDNESDAY_OPENING = new Date('2026-11-25T08:00:00Z');
const COMPANY_ZONE = 'Europe/Berlin';

/** A contact id (a UUID) numbered n, and its contact_uuid. */
const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const uuidOf = (n: number): string => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

const contact = (n: number, over: Partial<AssignContactRow> = {}): AssignContactRow => ({
  id: id(n), contact_uuid: uuidOf(n), email: `contact${n}@example.com`, first_name: 'Pat', last_name: `Number ${n}`, consent_status: 'opted_in',
  unsubscribed: false, bounced: false, suppressed: false, move_date: null, timezone: 'UTC', already_enrolled: false,
  ...over,
});

const step = (stepOrder: number, over: Partial<AssignStepRow> = {}): AssignStepRow => ({
  step_order: stepOrder, type: 'email', template_id: `tpl-${stepOrder}`, subject_override: null, from_override: null, delay_seconds: 0, wait_until: null,
  ...over,
});

/** A step as the readiness check reads it. */
const config = (stepOrder: number, over: Partial<StepConfig> = {}): StepConfig => ({
  stepOrder, type: 'email', templateId: `tpl-${stepOrder}`, subjectOverride: null, fromOverride: null, ...over,
});

const ANCHOR = { anchor: 'move_date', offset_days: -7, send_hour: 9 };

interface Options {
  sequence?: { id: string; owner_user_id: string | null } | null;
  steps?: AssignStepRow[];
  contacts?: AssignContactRow[];
  readinessProblem?: string | null;
  /** Contacts another request enrolled meanwhile: the start leaves them out. */
  takenMeanwhile?: string[];
  companyZone?: string;
}

const setup = (options: Options = {}) => {
  const repo = strictMock<EnrollmentAssignmentRepository>('EnrollmentAssignmentRepository', {
    sequence: async (sequenceId) => (options.sequence === undefined ? { id: sequenceId, owner_user_id: 'user-1' } : options.sequence),
    steps: async () => options.steps ?? [step(1), step(2, { delay_seconds: 86_400 })],
    contacts: async () => options.contacts ?? [contact(1)],
  });
  const appConfig = strictMock<AppConfigService>('AppConfigService', { leads: { timezone: options.companyZone ?? COMPANY_ZONE } as never });
  const stepTypes = strictMock<StepHandlers>('StepHandlers', { readinessProblem: async () => options.readinessProblem ?? null });
  const runs = strictMock<RunStartsService>('RunStartsService', {
    start: async (_sequenceId, _step, _userId, planned) =>
      planned.filter((run) => !(options.takenMeanwhile ?? []).includes(run.contactId)).map((run) => ({ id: `run-of-${run.contactId}`, contact_id: run.contactId })),
    cancelForContact: async () => 2,
  });
  return { sut: new EnrollmentService(repo, appConfig, stepTypes, runs), repo, stepTypes, runs };
};

const input = (over: Partial<EnrollInput> = {}): EnrollInput => ({ sequenceId: 'seq-1', contactIds: [id(1)], source: 'manual', userId: 'user-1', ...over });

const failure = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => 'no error', (error: unknown) => error);

/** The planned runs RunStartsService.start was given, and its other arguments. */
const started = (runs: ReturnType<typeof setup>['runs']): { sequenceId: string; step: number; userId: string | null; planned: RunStart[] } => {
  expect(runs.calls.start).toHaveLength(1);
  const [sequenceId, stepOrder, userId, planned] = runs.calls.start[0] as [string, number, string | null, RunStart[]];
  return { sequenceId, step: stepOrder, userId, planned };
};

describe(EnrollmentService.name, () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  describe('enroll', () => {
    it('should start runs at step 1 for the contacts, due now inside the window, after checking every step is ready', async () => {
      const contacts = [contact(1), contact(2, { consent_status: 'unknown' })];
      const { sut, repo, stepTypes, runs } = setup({ contacts });

      const result = await sut.enroll(input({ contactIds: [id(1), id(2), id(1)] }));

      expect(repo.calls.sequence).toEqual([['seq-1']]);
      expect(repo.calls.steps).toEqual([['seq-1']]);
      expect(stepTypes.calls.readinessProblem).toEqual([[[config(1), config(2)]]]);
      // Each id is asked once.
      expect(repo.calls.contacts).toEqual([['seq-1', [id(1), id(2)]]]);
      expect(started(runs)).toEqual({ sequenceId: 'seq-1', step: 1, userId: 'user-1', planned: [{ contactId: id(1), nextRunAt: NOW }, { contactId: id(2), nextRunAt: NOW }] });
      expect(result.enrolled).toEqual([{ contactId: id(1), enrollmentId: `run-of-${id(1)}` }, { contactId: id(2), enrollmentId: `run-of-${id(2)}` }]);
      expect(result.skipped).toEqual([]);
      expect(result.contacts).toEqual(contacts);
    });

    it("should skip each contact for its first failing check, in the contacts' order, and start the rest", async () => {
      const contacts = [
        contact(1, { consent_status: 'opted_out', unsubscribed: true }),
        contact(2, { unsubscribed: true, bounced: true }),
        contact(3, { bounced: true }),
        contact(4, { suppressed: true }),
        contact(5, { email: null, already_enrolled: true }),
        contact(6, { email: '   ' }),
        contact(7, { email: 'lead-7@leads.INVALID ' }),
        contact(8, { already_enrolled: true }),
        contact(9),
      ];
      const { sut, runs } = setup({ contacts });

      const result = await sut.enroll(input({ contactIds: contacts.map((c) => c.id) }));

      expect(result.skipped).toEqual([
        { contactId: id(1), reason: 'no_consent' },
        { contactId: id(2), reason: 'unsubscribed' },
        { contactId: id(3), reason: 'bounced' },
        { contactId: id(4), reason: 'bounced' },
        { contactId: id(5), reason: 'missing_email' },
        { contactId: id(6), reason: 'missing_email' },
        { contactId: id(7), reason: 'placeholder_email' },
        { contactId: id(8), reason: 'already_enrolled' },
      ]);
      expect(started(runs).planned).toEqual([{ contactId: id(9), nextRunAt: NOW }]);
      expect(result.enrolled).toEqual([{ contactId: id(9), enrollmentId: `run-of-${id(9)}` }]);
    });

    it('should label every skip reason for people', () => {
      expect(SKIP_REASON_LABELS).toEqual({
        no_consent: 'No consent (opted out)', unsubscribed: 'Unsubscribed', bounced: 'Bounced or suppressed', missing_email: 'Missing email',
        placeholder_email: 'Placeholder email', already_enrolled: 'Already enrolled', move_date_passed: 'Move date passed', no_move_date: 'No move date',
      });
    });

    it("should place the first run in the contact's send window, or the company's when the contact's zone is unknown", async () => {
      const contacts = [
        contact(1, { timezone: 'UTC' }),
        contact(2, { timezone: 'America/New_York' }),
        contact(3, { timezone: 'Mars/Base' }),
        contact(4, { timezone: null }),
      ];
      const { sut, runs } = setup({ contacts, steps: [step(1, { delay_seconds: 4 * 3600 })] });

      await sut.enroll(input({ contactIds: contacts.map((c) => c.id) }));

      // Now plus 4 hours is 19:00 UTC: closed in UTC (Wednesday 08:00 then), 14:00 in New York (open),
      // 20:00 in Berlin (closed; Wednesday 08:00 there is 07:00 UTC).
      expect(started(runs).planned).toEqual([
        { contactId: id(1), nextRunAt: WEDNESDAY_OPENING },
        { contactId: id(2), nextRunAt: new Date('2026-11-24T19:00:00Z') },
        { contactId: id(3), nextRunAt: new Date('2026-11-25T07:00:00Z') },
        { contactId: id(4), nextRunAt: new Date('2026-11-25T07:00:00Z') },
      ]);
    });

    it('should start at the asked step with its delay overridden, checking only the steps from there on', async () => {
      const steps = [step(1), step(2, { delay_seconds: 86_400 }), step(3, { subject_override: 'Again' })];
      const { sut, stepTypes, runs } = setup({ steps });

      await sut.enroll(input({ startStep: 2, delayOverrides: { 1: 999_999, 2: 600.9 } }));

      expect(stepTypes.calls.readinessProblem).toEqual([[[config(2), config(3, { subjectOverride: 'Again' })]]]);
      expect(started(runs)).toMatchObject({ step: 2, planned: [{ contactId: id(1), nextRunAt: new Date('2026-11-24T15:10:00Z') }] });
    });

    it("should keep the step's own delay when the override is not a usable number of seconds", async () => {
      for (const override of [-5, Number.NaN, Number.POSITIVE_INFINITY, '600' as unknown as number]) {
        const { sut, runs } = setup({ steps: [step(1, { delay_seconds: 1800 })] });
        await sut.enroll(input({ delayOverrides: { 1: override } }));
        expect(started(runs).planned).toEqual([{ contactId: id(1), nextRunAt: new Date('2026-11-24T15:30:00Z') }]);
      }
      const { sut, runs } = setup({ steps: [step(1, { delay_seconds: 1800 })] });
      await sut.enroll(input({ delayOverrides: { 1: 0 } }));
      expect(started(runs).planned).toEqual([{ contactId: id(1), nextRunAt: NOW }]);
    });

    it('should time a move-date step from each move date, skipping contacts without one or whose date is too close', async () => {
      const contacts = [contact(1, { move_date: '2026-12-10' }), contact(2, { move_date: null }), contact(3, { move_date: '2026-11-28' })];
      const { sut, runs } = setup({ contacts, steps: [step(1, { delay_seconds: 3600, wait_until: ANCHOR })] });

      const result = await sut.enroll(input({ contactIds: contacts.map((c) => c.id) }));

      // Seven days before 10 December (a Thursday) at 09:00 in the contact's zone; the delay plays no part.
      expect(started(runs).planned).toEqual([{ contactId: id(1), nextRunAt: new Date('2026-12-03T09:00:00Z') }]);
      expect(result.skipped).toEqual([{ contactId: id(2), reason: 'no_move_date' }, { contactId: id(3), reason: 'move_date_passed' }]);
    });

    it('should treat a stored anchor that is not a valid move-date anchor as none and wait the delay', async () => {
      const { sut, runs } = setup({ contacts: [contact(1, { move_date: null })], steps: [step(1, { delay_seconds: 3600, wait_until: { anchor: 'birthday', offset_days: 0, send_hour: 9 } })] });
      await sut.enroll(input());
      expect(started(runs).planned).toEqual([{ contactId: id(1), nextRunAt: new Date('2026-11-24T16:00:00Z') }]);
    });

    it("should refuse with the step types' coded error when a step ahead cannot run, reading no contact", async () => {
      const { sut, repo, runs } = setup({ readinessProblem: 'Step 2 uses the unknown variable {{nickname}}' });
      const error = await failure(sut.enroll(input()));
      expect(error).toBeInstanceOf(AssignmentError);
      expect(error).toMatchObject({ code: AssignmentErrorCode.InvalidTemplate, message: 'Step 2 uses the unknown variable {{nickname}}' });
      expect(repo.calls.contacts).toBeUndefined();
      expect(runs.calls.start).toBeUndefined();
    });

    it('should refuse a sequence without steps, without a template on step 1, or a start step out of range', async () => {
      const cases: [Options, Partial<EnrollInput>, AssignmentErrorCode, string][] = [
        [{ steps: [] }, {}, AssignmentErrorCode.NoSteps, 'This sequence has no steps. Add at least one step before enrolling contacts.'],
        [{ steps: [step(1, { template_id: null }), step(2)] }, { startStep: 2 }, AssignmentErrorCode.NoTemplate, 'Step 1 has no template selected.'],
        [{}, { startStep: 0 }, AssignmentErrorCode.InvalidStartStep, 'start_step must be from 1 to 2'],
        [{}, { startStep: 3 }, AssignmentErrorCode.InvalidStartStep, 'start_step must be from 1 to 2'],
        [{}, { startStep: 1.5 }, AssignmentErrorCode.InvalidStartStep, 'start_step must be from 1 to 2'],
      ];
      for (const [options, over, code, message] of cases) {
        const { sut, stepTypes, runs } = setup(options);
        await expect(sut.enroll(input(over))).rejects.toMatchObject({ code, message });
        expect(stepTypes.calls.readinessProblem).toBeUndefined();
        expect(runs.calls.start).toBeUndefined();
      }
    });

    it('should refuse an empty selection, malformed ids (naming them all) and a sequence that is gone, before reading steps', async () => {
      const empty = setup();
      await expect(empty.sut.enroll(input({ contactIds: [] }))).rejects.toMatchObject({ code: AssignmentErrorCode.NoContacts, message: 'No contacts selected' });
      expect(empty.repo.calls.sequence).toBeUndefined();

      const malformed = setup();
      await expect(malformed.sut.enroll(input({ contactIds: [id(1), 'abc', '42'] }))).rejects.toMatchObject({
        code: AssignmentErrorCode.InvalidUuids, message: 'Invalid contact IDs: abc, 42', envelope: { invalid_ids: ['abc', '42'] },
      });
      expect(malformed.repo.calls.sequence).toBeUndefined();

      const gone = setup({ sequence: null });
      await expect(gone.sut.enroll(input())).rejects.toMatchObject({ code: AssignmentErrorCode.SequenceNotFound, message: 'Sequence not found' });
      expect(gone.repo.calls.steps).toBeUndefined();
    });

    it('should refuse the whole selection when a contact is unknown, naming the missing ids and starting nothing', async () => {
      const { sut, runs } = setup({ contacts: [contact(1)] });
      const error = await failure(sut.enroll(input({ contactIds: [id(1), id(2), id(3)] })));
      expect(error).toMatchObject({ code: AssignmentErrorCode.ContactsNotFound, message: `Contacts not found: ${id(2)}, ${id(3)}`, envelope: { missing_ids: [id(2), id(3)] } });
      expect(runs.calls.start).toBeUndefined();
    });

    it('should find a contact by its contact_uuid and consider a contact named twice once', async () => {
      const { sut, runs } = setup({ contacts: [contact(1), contact(1)] });
      const result = await sut.enroll(input({ contactIds: [id(1), uuidOf(1)] }));
      expect(started(runs).planned).toEqual([{ contactId: id(1), nextRunAt: NOW }]);
      expect(result.contacts).toEqual([contact(1)]);
    });

    it('should refuse when every contact has an unusable email, or every contact is already enrolled, starting nothing', async () => {
      const emails = setup({ contacts: [contact(1, { email: null }), contact(2, { email: 'x@lead.invalid' })] });
      await expect(emails.sut.enroll(input({ contactIds: [id(1), id(2)] }))).rejects.toMatchObject({
        code: AssignmentErrorCode.InvalidEmails, message: 'Selected contacts have invalid emails and cannot be enrolled. Please select contacts with valid email addresses.',
      });
      expect(emails.runs.calls.start).toBeUndefined();

      const enrolled = setup({ contacts: [contact(1, { already_enrolled: true }), contact(2, { already_enrolled: true })] });
      await expect(enrolled.sut.enroll(input({ contactIds: [id(1), id(2)] }))).rejects.toMatchObject({
        code: AssignmentErrorCode.AllEnrolled, message: 'Some contacts are already enrolled in this sequence',
      });
      expect(enrolled.runs.calls.start).toBeUndefined();
    });

    it('should answer the skips without refusing when nobody can be enrolled for mixed reasons', async () => {
      const { sut } = setup({ contacts: [contact(1, { already_enrolled: true }), contact(2, { email: null }), contact(3, { unsubscribed: true })] });
      const result = await sut.enroll(input({ contactIds: [id(1), id(2), id(3)] }));
      expect(result.enrolled).toEqual([]);
      expect(result.skipped.map((s) => s.reason)).toEqual(['already_enrolled', 'missing_email', 'unsubscribed']);
    });

    it('should report a contact enrolled meanwhile by another request as already enrolled, after the checked skips', async () => {
      const contacts = [contact(1), contact(2, { bounced: true }), contact(3)];
      const { sut, runs } = setup({ contacts, takenMeanwhile: [id(1)] });

      const result = await sut.enroll(input({ contactIds: contacts.map((c) => c.id), userId: null }));

      expect(started(runs)).toMatchObject({ userId: null, planned: [{ contactId: id(1) }, { contactId: id(3) }] });
      expect(result.enrolled).toEqual([{ contactId: id(3), enrollmentId: `run-of-${id(3)}` }]);
      expect(result.skipped).toEqual([{ contactId: id(2), reason: 'bounced' }, { contactId: id(1), reason: 'already_enrolled' }]);
    });
  });

  describe('endRunsForContact', () => {
    it("should cancel the contact's live runs through the run starts with the reason, answering how many ended", async () => {
      const { sut, runs } = setup();
      await expect(sut.endRunsForContact(id(1), 'call_outcome:not_interested')).resolves.toBe(2);
      expect(runs.calls.cancelForContact).toEqual([[id(1), 'call_outcome:not_interested']]);
    });
  });

  describe('window', () => {
    it("should be Monday to Friday 8-18 in the contact's known zone, else the company's, else UTC", () => {
      const week = { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 };
      const { sut } = setup();
      expect(sut.window('America/Chicago')).toEqual({ ...week, timezone: 'America/Chicago' });
      expect(sut.window('Not/AZone')).toEqual({ ...week, timezone: COMPANY_ZONE });
      expect(sut.window()).toEqual({ ...week, timezone: COMPANY_ZONE });
      const noCompanyZone = new EnrollmentService(
        strictMock<EnrollmentAssignmentRepository>('EnrollmentAssignmentRepository'),
        strictMock<AppConfigService>('AppConfigService', { leads: {} as never }),
        strictMock<StepHandlers>('StepHandlers'),
        strictMock<RunStartsService>('RunStartsService'),
      );
      expect(noCompanyZone.window('Not/AZone')).toEqual({ ...week, timezone: 'UTC' });
    });
  });

  it('treats the placeholder addresses the rule preview leaves out the same way (…@invalid as well as ….invalid)', () => {
    const row = { email: 'pat@invalid', consent_status: 'opted_in', unsubscribed: false, bounced: false, suppressed: false, already_enrolled: false } as AssignContactRow;
    expect(contactBlock(row)).toBe('placeholder_email');
    expect(contactBlock({ ...row, email: 'pat@example.com' })).toBeNull();
  });
});
