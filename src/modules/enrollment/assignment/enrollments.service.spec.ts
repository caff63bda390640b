import type { AuthUser } from 'src/common/decorators/auth.decorators';
import type { RunStartsService } from 'src/modules/runs/start/run-starts.service';
import { strictMock } from '../../../../test/utils/strict-mock';
import { AssignmentError, AssignmentErrorCode } from './enrollment-assignment.errors';
import type { AssignContactRow, EnrollmentAssignmentRepository, EnrollmentListRow, EnrollmentOwnership } from './enrollment-assignment.repository';
import type { EnrollmentService, EnrollResult } from './enrollment.service';
import { EnrollmentsService } from './enrollments.service';

const ENROLLED_AT = new Date('2026-11-20T10:00:00Z');
const NEXT_RUN = new Date('2026-11-25T08:00:00Z');

const user = (id: string, role: AuthUser['role'] = 'staff', over: Partial<AuthUser> = {}): AuthUser => ({
  id, email: `${id}@movingco.example`, displayName: `Dana ${id}`, userPrincipalName: `${id}@movingco.example`, role, via: 'session', ...over,
});
/** The sequence's owner, the user who enrolled the contacts, an admin and a colleague who is neither. */
const OWNER = user('owner');
const ENROLLER = user('enroller');
const ADMIN = user('admin', 'admin');
const COLLEAGUE = user('colleague');

const row = (id: string, over: Partial<EnrollmentListRow> = {}): EnrollmentListRow => ({
  id, contact_id: `contact-${id}`, first_name: 'Pat', last_name: 'Lee', email: 'pat@example.com', state: 'active', rule_name: null, enrolled_at: ENROLLED_AT,
  current_step: 1, next_run_at: NEXT_RUN, end_reason: null, enrolled_by_user_id: 'enroller', owner_user_id: 'owner', total: 1,
  ...over,
});

const owned = (id: string, over: Partial<EnrollmentOwnership> = {}): EnrollmentOwnership => ({
  id, sequence_id: 'seq-1', status: 'active', enrolled_by_user_id: 'enroller', owner_user_id: 'owner', ...over,
});

const contact = (id: string, over: Partial<AssignContactRow> = {}): AssignContactRow => ({
  id, contact_uuid: `uuid-${id}`, email: `${id}@example.com`, first_name: 'Pat', last_name: 'Lee', consent_status: 'opted_in', unsubscribed: false,
  bounced: false, suppressed: false, move_date: null, timezone: 'UTC', already_enrolled: false, ...over,
});

interface Options {
  sequenceExists?: boolean;
  list?: EnrollmentListRow[];
  /** What one() answers, call after call (the last answer repeats). */
  one?: (EnrollmentListRow | null)[];
  ownership?: EnrollmentOwnership[];
  /** Ids the cancel does not end (ended or paused meanwhile). */
  notEnded?: string[];
  enroll?: EnrollResult | (() => Promise<EnrollResult>);
}

const setup = (options: Options = {}) => {
  const one = [...(options.one ?? [row('run-1')])];
  const repo = strictMock<EnrollmentAssignmentRepository>('EnrollmentAssignmentRepository', {
    sequence: async (id) => ((options.sequenceExists ?? true) ? { id, owner_user_id: 'owner' } : null),
    list: async () => options.list ?? [],
    one: async () => (one.length > 1 ? (one.shift() as EnrollmentListRow | null) : one[0] ?? null),
    ownership: async () => options.ownership ?? [],
  });
  const door = strictMock<EnrollmentService>('EnrollmentService', {
    enroll: async () => {
      const result = options.enroll ?? { enrolled: [], skipped: [], contacts: [] };
      return typeof result === 'function' ? result() : result;
    },
  });
  const runs = strictMock<RunStartsService>('RunStartsService', { cancel: async (ids) => ids.filter((id) => !(options.notEnded ?? []).includes(id)) });
  return { sut: new EnrollmentsService(repo, door, runs), repo, door, runs };
};

const failure = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => 'no error', (error: unknown) => error);

describe(EnrollmentsService.name, () => {
  describe('list', () => {
    it('should answer the page with its total, each enrollment saying whether this user may unenroll it and why not', async () => {
      const rows = [
        row('run-active', { total: 46 }),
        row('run-pending', { state: 'pending', next_run_at: null, total: 46 }),
        row('run-paused', { state: 'paused', total: 46 }),
        row('run-completed', { state: 'completed', end_reason: 'completed', rule_name: 'Spring', total: 46 }),
        row('run-canceled', { state: 'canceled', total: 46 }),
        row('run-failed', { state: 'failed', total: 46 }),
      ];
      const { sut, repo } = setup({ list: rows });

      const page = await sut.list('seq-1', { limit: 20, offset: 40, status: null }, COLLEAGUE);

      expect(repo.calls.list).toEqual([['seq-1', null, 20, 40]]);
      expect(page.total).toBe(46);
      expect(page.enrollments.map((e) => [e.id, e.can_unenroll, e.disabled_reason])).toEqual([
        ['run-active', false, 'permission_denied'],
        ['run-pending', false, 'permission_denied'],
        ['run-paused', false, 'not_active'],
        ['run-completed', false, 'already_ended'],
        ['run-canceled', false, 'already_ended'],
        ['run-failed', false, 'already_ended'],
      ]);
      expect(page.enrollments[3]).toEqual({
        id: 'run-completed', contact_id: 'contact-run-completed', first_name: 'Pat', last_name: 'Lee', email: 'pat@example.com', state: 'completed',
        rule_name: 'Spring', enrolled_at: '2026-11-20T10:00:00.000Z', current_step: 1, next_run_at: '2026-11-25T08:00:00.000Z', end_reason: 'completed',
        can_unenroll: false, disabled_reason: 'already_ended',
      });
      expect(page.enrollments[1].next_run_at).toBeNull();
    });

    it("should let admins, the sequence's owner and the user who enrolled the contact unenroll a live run, and nobody else", async () => {
      const rows = [row('run-active'), row('run-pending', { state: 'pending' }), row('run-unowned', { owner_user_id: null, enrolled_by_user_id: null })];
      const may = async (who: AuthUser) => (await setup({ list: rows }).sut.list('seq-1', { limit: 20, offset: 0, status: 'active' }, who)).enrollments.map((e) => e.disabled_reason);
      expect(await may(ADMIN)).toEqual([null, null, null]);
      expect(await may(OWNER)).toEqual([null, null, 'permission_denied']);
      expect(await may(ENROLLER)).toEqual([null, null, 'permission_denied']);
      expect(await may(COLLEAGUE)).toEqual(['permission_denied', 'permission_denied', 'permission_denied']);
      // Not even an admin can unenroll a run that has ended.
      const ended = await setup({ list: [row('run-done', { state: 'completed' })] }).sut.list('seq-1', { limit: 20, offset: 0, status: null }, ADMIN);
      expect(ended.enrollments[0]).toMatchObject({ can_unenroll: false, disabled_reason: 'already_ended' });
    });

    it('should answer an empty page with a total of 0, and not found for a sequence that is gone', async () => {
      const empty = setup({ list: [] });
      await expect(empty.sut.list('seq-1', { limit: 20, offset: 0, status: 'failed' }, OWNER)).resolves.toEqual({ enrollments: [], total: 0 });
      expect(empty.repo.calls.list).toEqual([['seq-1', 'failed', 20, 0]]);

      const gone = setup({ sequenceExists: false });
      await expect(gone.sut.list('seq-1', { limit: 20, offset: 0, status: null }, OWNER)).rejects.toMatchObject({ code: AssignmentErrorCode.SequenceNotFound });
      expect(gone.repo.calls.list).toBeUndefined();
    });
  });

  describe('cancel', () => {
    it("should end the run in the user's name and answer it as read after, no longer cancellable", async () => {
      const { sut, runs, repo } = setup({ one: [row('run-1'), row('run-1', { state: 'canceled', end_reason: 'unenrolled by Dana enroller', next_run_at: null })] });

      const view = await sut.cancel('run-1', ENROLLER);

      expect(runs.calls.cancel).toEqual([[['run-1'], 'unenrolled by Dana enroller', null]]);
      expect(repo.calls.one).toEqual([['run-1'], ['run-1']]);
      expect(view).toMatchObject({ id: 'run-1', state: 'canceled', end_reason: 'unenrolled by Dana enroller', next_run_at: null, can_unenroll: false, disabled_reason: 'already_ended' });
    });

    it('should name the user by email when they have no display name', async () => {
      const { sut, runs } = setup({ one: [row('run-1', { state: 'pending' })] });
      await sut.cancel('run-1', user('admin', 'admin', { displayName: '' }));
      expect(runs.calls.cancel[0][1]).toBe('unenrolled by admin@movingco.example');
    });

    it('should refuse an ended, paused or not-owned run with the code and message of its block, ending nothing', async () => {
      const cases = [
        [row('run-1', { state: 'completed' }), OWNER, AssignmentErrorCode.AlreadyEnded, 'Enrollment already ended', 'already_ended'],
        [row('run-1', { state: 'paused' }), OWNER, AssignmentErrorCode.NotActive, 'Only active/pending enrollments can be canceled', 'not_active'],
        [row('run-1'), COLLEAGUE, AssignmentErrorCode.PermissionDenied, 'You lack permission to unenroll', 'permission_denied'],
      ] as const;
      for (const [found, who, code, message, reason] of cases) {
        const { sut, runs } = setup({ one: [found] });
        const error = await failure(sut.cancel('run-1', who));
        expect(error).toBeInstanceOf(AssignmentError);
        expect(error).toMatchObject({ code, message, envelope: { reason } });
        expect(runs.calls.cancel).toBeUndefined();
      }
    });

    it('should answer the block found after the update when another request ended or paused the run first', async () => {
      const ended = setup({ one: [row('run-1'), row('run-1', { state: 'completed' })], notEnded: ['run-1'] });
      await expect(ended.sut.cancel('run-1', OWNER)).rejects.toMatchObject({ code: AssignmentErrorCode.AlreadyEnded, envelope: { reason: 'already_ended' } });
      expect(ended.runs.calls.cancel).toHaveLength(1);

      const paused = setup({ one: [row('run-1'), row('run-1', { state: 'paused' })], notEnded: ['run-1'] });
      await expect(paused.sut.cancel('run-1', OWNER)).rejects.toMatchObject({ code: AssignmentErrorCode.NotActive });
    });

    it('should answer not found for a run that does not exist, or is gone after the update', async () => {
      const missing = setup({ one: [null] });
      await expect(missing.sut.cancel('run-1', ADMIN)).rejects.toMatchObject({ code: AssignmentErrorCode.EnrollmentNotFound, message: 'Enrollment not found' });
      expect(missing.runs.calls.cancel).toBeUndefined();

      const vanished = setup({ one: [row('run-1'), null] });
      await expect(vanished.sut.cancel('run-1', ADMIN)).rejects.toMatchObject({ code: AssignmentErrorCode.EnrollmentNotFound });
    });
  });

  describe('bulkUnenroll', () => {
    it('should end only the runs of this sequence this user may end, and say why each other one was skipped', async () => {
      const ownership = [
        owned('run-a'),
        owned('run-other-seq', { sequence_id: 'seq-2' }),
        owned('run-done', { status: 'failed' }),
        owned('run-paused', { status: 'paused' }),
        owned('run-not-mine', { enrolled_by_user_id: 'someone', owner_user_id: 'someone-else' }),
        owned('run-raced', { status: 'pending' }),
      ];
      const { sut, repo, runs } = setup({ ownership, notEnded: ['run-raced'] });
      const ids = ['run-a', 'run-other-seq', 'run-missing', 'run-done', 'run-paused', 'run-not-mine', 'run-a', 'run-raced'];

      const result = await sut.bulkUnenroll('seq-1', ids, ENROLLER);

      expect(repo.calls.ownership).toEqual([[['run-a', 'run-other-seq', 'run-missing', 'run-done', 'run-paused', 'run-not-mine', 'run-raced']]]);
      expect(runs.calls.cancel).toEqual([[['run-a', 'run-raced'], 'unenrolled by Dana enroller', 'seq-1']]);
      expect(result).toEqual({
        unenrolled: 1,
        skipped: [
          { id: 'run-other-seq', reason: 'not_found' },
          { id: 'run-missing', reason: 'not_found' },
          { id: 'run-done', reason: 'already_ended' },
          { id: 'run-paused', reason: 'not_active' },
          { id: 'run-not-mine', reason: 'permission_denied' },
          { id: 'run-raced', reason: 'already_ended' },
        ],
      });
    });

    it('should refuse an empty selection and a sequence that is gone, ending nothing', async () => {
      const empty = setup();
      await expect(empty.sut.bulkUnenroll('seq-1', [], ADMIN)).rejects.toMatchObject({ code: AssignmentErrorCode.NoEnrollments, message: 'No enrollments selected' });
      expect(empty.repo.calls.sequence).toBeUndefined();

      const gone = setup({ sequenceExists: false });
      await expect(gone.sut.bulkUnenroll('seq-1', ['run-a'], ADMIN)).rejects.toMatchObject({ code: AssignmentErrorCode.SequenceNotFound });
      expect(gone.repo.calls.ownership).toBeUndefined();
      expect(gone.runs.calls.cancel).toBeUndefined();
    });
  });

  describe('manualAssign', () => {
    it('should enroll through the door as the user and count the skips, listing the skipped contacts in the exclusions CSV', async () => {
      const result: EnrollResult = {
        enrolled: [{ contactId: 'c-1', enrollmentId: 'run-1' }, { contactId: 'c-2', enrollmentId: 'run-2' }],
        skipped: [
          { contactId: 'c-3', reason: 'missing_email' },
          { contactId: 'c-4', reason: 'bounced' },
          { contactId: 'c-5', reason: 'bounced' },
          { contactId: 'c-gone', reason: 'already_enrolled' },
        ],
        contacts: [
          contact('c-1'), contact('c-2'),
          contact('c-3', { email: null, first_name: 'Pat', last_name: null }),
          contact('c-4', { email: '=cmd@example.com', first_name: 'Lee, Sam', last_name: 'O"Neil' }),
          contact('c-5', { first_name: ' ', last_name: 'Kim' }),
        ],
      };
      const { sut, door } = setup({ enroll: result });

      const answer = await sut.manualAssign('seq-1', { contact_ids: ['c-1', 'c-2', 'c-3', 'c-4', 'c-5', 'c-gone'], start_step: 2, delay_overrides: { 2: 60 } }, OWNER);

      expect(door.calls.enroll).toEqual([[{
        sequenceId: 'seq-1', contactIds: ['c-1', 'c-2', 'c-3', 'c-4', 'c-5', 'c-gone'], source: 'manual', userId: 'owner', startStep: 2, delayOverrides: { 2: 60 },
      }]]);
      expect(answer).toEqual({
        success: true,
        assigned_count: 2,
        skipped_count: 4,
        skippedReasons: {
          counts: { missing_email: 1, bounced: 2, already_enrolled: 1 },
          contacts: [
            { contact_id: 'c-3', reason: 'missing_email' }, { contact_id: 'c-4', reason: 'bounced' },
            { contact_id: 'c-5', reason: 'bounced' }, { contact_id: 'c-gone', reason: 'already_enrolled' },
          ],
        },
        enrollment_ids: ['run-1', 'run-2'],
        exclusions_csv: [
          'contact_id,email,name,reason',
          'c-3,,Pat,Missing email',
          `c-4,'=cmd@example.com,"Lee, Sam O""Neil",Bounced or suppressed`,
          'c-5,c-5@example.com,Kim,Bounced or suppressed',
          'c-gone,,,Already enrolled',
          '',
        ].join('\r\n'),
      });
    });

    it('should answer no CSV and no counts when nobody was skipped, and pass a missing list as empty', async () => {
      const { sut, door } = setup({ enroll: { enrolled: [{ contactId: 'c-1', enrollmentId: 'run-1' }], skipped: [], contacts: [contact('c-1')] } });
      const answer = await sut.manualAssign('seq-1', { contact_ids: undefined as unknown as string[] }, ADMIN);
      expect(door.calls.enroll[0][0]).toMatchObject({ contactIds: [], startStep: undefined, delayOverrides: undefined, userId: 'admin' });
      expect(answer).toMatchObject({ assigned_count: 1, skipped_count: 0, skippedReasons: { counts: {}, contacts: [] }, enrollment_ids: ['run-1'], exclusions_csv: null });
    });

    it("should pass on the door's refusal as it is", async () => {
      const refused = new AssignmentError(AssignmentErrorCode.AllEnrolled, 'Some contacts are already enrolled in this sequence');
      const { sut } = setup({ enroll: async () => Promise.reject(refused) });
      await expect(sut.manualAssign('seq-1', { contact_ids: ['c-1'] }, OWNER)).rejects.toBe(refused);
    });
  });
});
