import { Logger } from '@nestjs/common';
import type { AppConfigService } from 'src/config/app-config.service';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import type { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { ConditionVerdict, StepConditionsService } from '../conditions/step-conditions.service';
import type { StepHandler, StepOutcome, StepRequest } from '../steps/step-handler.types';
import { StepHandlers } from '../steps/step-handlers.registry';
import type { AdvancerSettings } from './advancer.config';
import type { AdvancerRepository, ClaimedRun, Lease, LoadedRun, SendReservation } from './advancer.repository';
import { AdvancerService } from './advancer.service';
import type { AfterSend, NextStep } from './run-decision.policy';
import type { RunRecordsWriter, SentStep } from './run-records.writer';

// Tuesday 24 November 2026, 15:00 UTC: inside the default Monday-Friday 08-18 window in UTC.
const NOW = new Date('2026-11-24T15:00:00Z');
const SENT_AT = new Date('2026-11-24T15:00:05Z');
/** The run's window when neither contact nor rule narrows it: the defaults, in the contact's UTC. */
const UTC_WINDOW = { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18, timezone: 'UTC' };
/** A capped run waits for the next cap day (Wednesday, UTC) and its window's opening there. */
const NEXT_CAP_DAY_OPENING = new Date('2026-11-25T08:00:00Z');

const SETTINGS: AdvancerSettings = {
  everyMs: 5000,
  batchSize: 100,
  concurrency: 4,
  leaseSeconds: 120,
  maxLoopMs: 50_000,
  orgDailyCap: 5000,
  sequenceDailyCap: 1000,
  holdRecheckMs: 15 * 60_000,
  holidays: new Set<string>(),
};

const loaded = (id: string, over: Partial<LoadedRun> = {}): LoadedRun => ({
  id,
  sequence_id: 'seq-1',
  sequence_name: 'Nurture',
  contact_id: `contact-${id}`,
  current_step: 1,
  next_run_at: new Date('2026-11-24T14:00:00Z'),
  retry_count: 0,
  contact: { email: 'pat@example.com', timezone: 'UTC', consent_status: 'opted_in', unsubscribed: false, bounced: false },
  sequence: { state: 'active', is_active: true, deleted: false },
  rule: null,
  step: { type: 'email', template_id: 't-1' },
  next: { step_order: 2, delay_seconds: 3600, wait_until: null },
  move_date: null,
  branches: { reply: null, noReply: null },
  ...over,
});

const sent = (deliveryId = 'delivery-1'): StepOutcome => ({ kind: 'sent', deliveryId, sentAt: SENT_AT });

/** What a fake handler's `after` answers: the next step one delay after the send, or the end. */
const fakeAfter = (next: NextStep | null, doneAt: Date): AfterSend =>
  next ? { kind: 'advance', step: next.step_order, at: new Date(doneAt.getTime() + next.delay_seconds * 1000) } : { kind: 'end', status: 'completed', reason: 'completed' };

type Execute = (request: StepRequest) => Promise<StepOutcome>;
type FakeHandler = StepHandler & { readonly calls: Record<string, unknown[][]> };

const fakeHandler = (type: string, sendsEmail: boolean, execute: Execute): FakeHandler =>
  strictMock<StepHandler>(`${type} step handler`, { type, sendsEmail, blocker: () => null, execute, after: fakeAfter });

interface Options {
  runs: LoadedRun[];
  /** What each claim answers, in turn (default: every run, then nothing). */
  claims?: ClaimedRun[][];
  /** The email handler's outcome per run (default: sent). */
  email?: Execute;
  /** The note handler's (a step type that sends no email). */
  note?: Execute;
  /** What the cap reservation grants (default: everything wanted). */
  reserve?: (wants: Map<string, number>) => SendReservation;
  /** Whether the guarded changes still hold their lease. */
  leaseHeld?: boolean;
  /** What recording a send answers (or throws). */
  recordSent?: boolean | (() => Promise<boolean>);
  settings?: Partial<AdvancerSettings>;
  poolSize?: number;
  /** What the steps' conditions say, per run id (default: nothing). */
  verdicts?: Map<string, ConditionVerdict>;
}

const claimedOf = (run: LoadedRun): ClaimedRun => ({ id: run.id, current_step: run.current_step, next_run_at: run.next_run_at });

const setup = (options: Options) => {
  const claims = [...(options.claims ?? [options.runs.map(claimedOf)])];
  const settings = { ...SETTINGS, ...options.settings };
  const repo = strictMock<AdvancerRepository>('AdvancerRepository', {
    claim: async () => claims.shift() ?? [],
    load: async (ids) => options.runs.filter((run) => ids.includes(run.id)),
    release: async () => undefined,
    hold: async () => options.leaseHeld ?? true,
    pause: async () => options.leaseHeld ?? true,
    end: async () => options.leaseHeld ?? true,
    reserveSends: async (_day, wants) => (options.reserve ? options.reserve(wants) : { grants: new Map(wants), limitedBy: new Map() }),
    releaseSends: async () => undefined,
  });
  const records = strictMock<RunRecordsWriter>('RunRecordsWriter', {
    recordSent: async () => (typeof options.recordSent === 'function' ? options.recordSent() : options.recordSent ?? true),
    paused: async () => undefined,
    ended: async () => undefined,
  });
  const db = strictMock<TransactionHost<TypeOrmTransactions>>('TransactionHost', { withTransaction: (async (fn: () => Promise<unknown>) => fn()) as never });
  const config = { advancer: settings, leads: { timezone: 'UTC' }, database: { poolSize: options.poolSize ?? 10 } } as unknown as AppConfigService;
  const counters = strictMock<EngineCounters>('EngineCounters', { increment: () => undefined });
  const email = fakeHandler('email', true, options.email ?? (async () => sent()));
  const note = fakeHandler('note', false, options.note ?? (async () => ({ kind: 'done', at: NOW, title: 'Note read: Call back', detail: null })));
  const conditions = strictMock<StepConditionsService>('StepConditionsService', { verdicts: async () => options.verdicts ?? new Map() });
  const sut = new AdvancerService(repo, records, db, config, new StepHandlers([email, note]), conditions, counters);
  /** The batch's lease token, as the claim got it. */
  const token = (): string => repo.calls.claim[0][2] as string;
  const lease = (id: string, step = 1): Lease => ({ id, token: token(), step });
  return { sut, repo, records, counters, email, note, conditions, token, lease };
};

describe(AdvancerService.name, () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('should stop after an empty claim, loading nothing', async () => {
    const { sut, repo } = setup({ runs: [] });
    await expect(sut.runBatch()).resolves.toEqual({ claimed: 0, sent: 0, held: 0, ended: 0, paused: 0, retried: 0, released: 0, done: 0, latenessMs: [] });
    expect(repo.calls.claim).toEqual([[100, 120, expect.stringMatching(/^.+:\d+:[0-9a-f]{8}$/)]]);
    expect(repo.calls.load).toBeUndefined();
    expect(repo.calls.releaseSends).toBeUndefined();
  });

  it('should claim, load and send a due email step through its handler, then move the run to its next step', async () => {
    const run = loaded('run-1');
    const { sut, repo, records, email, counters, token, lease } = setup({ runs: [run], claims: [[claimedOf(run), { id: 'run-gone', current_step: 3, next_run_at: NOW }]] });

    const summary = await sut.runBatch();

    expect(repo.calls.load).toEqual([[['run-1', 'run-gone'], token()]]);
    // A claimed run the load no longer finds (ended, or taken over meanwhile) is given back.
    expect(repo.calls.release).toEqual([[['run-gone'], token()]]);
    expect(repo.calls.reserveSends).toEqual([['2026-11-24', new Map([['seq-1', 1]]), 5000, 1000]]);
    expect(email.calls.execute).toEqual([[{ enrollmentId: 'run-1', stepOrder: 1, window: UTC_WINDOW }]]);
    expect(email.calls.after).toEqual([[run.next, SENT_AT, UTC_WINDOW, null, SETTINGS.holidays]]);
    const recorded: SentStep = {
      lease: lease('run-1'),
      next: { kind: 'advance', step: 2, at: new Date('2026-11-24T16:00:05Z') },
      sentAt: SENT_AT,
      run: { id: 'run-1', step: 1, sequenceName: 'Nurture', contactId: 'contact-run-1' },
      deliveryId: 'delivery-1',
    };
    expect(records.calls.recordSent).toEqual([[recorded]]);
    // The reservation was used: nothing is given back.
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map()]]);
    expect(summary).toEqual({ claimed: 2, sent: 1, held: 0, ended: 0, paused: 0, retried: 0, released: 1, done: 0, latenessMs: [3_605_000] });
    expect(counters.calls.increment).toEqual([['sequence_advancer_processed_total', 1]]);
  });

  it("should end a run whose step's stop condition holds and pass over a step whose skip condition holds, sending neither and reserving nothing for them", async () => {
    const runs = [loaded('run-stop'), loaded('run-skip', { current_step: 2 }), loaded('run-send')];
    const verdicts = new Map<string, ConditionVerdict>([['run-stop', { kind: 'stop', text: 'status is booked' }], ['run-skip', { kind: 'skip', text: 'no phone number' }]]);
    const { sut, repo, records, email, conditions, lease } = setup({ runs, verdicts });

    const summary = await sut.runBatch();

    expect(conditions.calls.verdicts).toEqual([[runs, '2026-11-24']]);
    expect(repo.calls.end).toEqual([[lease('run-stop'), 'completed', 'stop_condition', null]]);
    expect(records.calls.ended).toEqual([[{ id: 'run-stop', step: 1, sequenceName: 'Nurture', contactId: 'contact-run-stop' }, 'completed', 'stop_condition', 'Stopped at step 1: status is booked']]);
    expect(records.calls.recordSent[0]).toEqual([{
      lease: lease('run-skip', 2), next: { kind: 'advance', step: 2, at: new Date(NOW.getTime() + 3600_000) }, sentAt: null,
      run: { id: 'run-skip', step: 2, sequenceName: 'Nurture', contactId: 'contact-run-skip' }, deliveryId: null,
      done: { title: 'Skipped step 2: no phone number', detail: 'Nurture' }, tally: { sequenceId: 'seq-1', name: 'skipped' },
    }]);
    expect(email.calls.execute).toEqual([[{ enrollmentId: 'run-send', stepOrder: 1, window: UTC_WINDOW }]]);
    expect(repo.calls.reserveSends).toEqual([['2026-11-24', new Map([['seq-1', 1]]), 5000, 1000]]);
    expect(summary).toMatchObject({ claimed: 3, sent: 1, ended: 1, done: 1 });
  });

  it('should count a send whose run lost its lease before the record as released, keeping its reservation', async () => {
    const { sut, repo } = setup({ runs: [loaded('run-1')], recordSent: false });
    const summary = await sut.runBatch();
    expect(summary).toMatchObject({ sent: 0, released: 1, latenessMs: [] });
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map()]]);
  });

  it('should hold a run whose send window is closed until it opens, without reserving or sending', async () => {
    // 15:00 UTC is midnight in Tokyo: the contact's window opens on Wednesday at 08:00 Tokyo time.
    const run = loaded('run-1', { contact: { ...loaded('x').contact, timezone: 'Asia/Tokyo' } });
    const { sut, repo, email, lease } = setup({ runs: [run] });

    const summary = await sut.runBatch();

    const until = new Date('2026-11-24T23:00:00Z');
    expect(repo.calls.hold).toEqual([[lease('run-1'), until, 'window_closed', `The send window (Asia/Tokyo) is closed until ${until.toISOString()}`]]);
    expect(repo.calls.reserveSends).toBeUndefined();
    expect(email.calls.execute).toBeUndefined();
    expect(summary).toMatchObject({ claimed: 1, held: 1, sent: 0 });
  });

  it('should hold the runs beyond the sequence cap until the next cap day, and give back what a send did not use', async () => {
    const runs = ['run-1', 'run-2', 'run-3'].map((id) => loaded(id));
    const { sut, repo, email, lease } = setup({
      runs,
      reserve: () => ({ grants: new Map([['seq-1', 2]]), limitedBy: new Map([['seq-1', 'sequence']]) }),
      email: async ({ enrollmentId }) => (enrollmentId === 'run-2' ? { kind: 'retry', at: new Date('2026-11-24T15:10:00Z'), reason: 'provider_throttled' } : sent()),
    });

    const summary = await sut.runBatch();

    expect(repo.calls.reserveSends[0][1]).toEqual(new Map([['seq-1', 3]]));
    expect(email.calls.execute.map(([request]) => request)).toEqual([{ enrollmentId: 'run-1', stepOrder: 1, window: UTC_WINDOW }, { enrollmentId: 'run-2', stepOrder: 1, window: UTC_WINDOW }]);
    expect(repo.calls.hold).toContainEqual([lease('run-3'), NEXT_CAP_DAY_OPENING, 'cap_reached:sequence', `The daily sequence send cap is reached until ${NEXT_CAP_DAY_OPENING.toISOString()}`]);
    // run-2's reservation did not turn into a send: it goes back to the counters.
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map([['seq-1', 1]])]]);
    expect(summary).toMatchObject({ claimed: 3, sent: 1, held: 1, retried: 1 });
  });

  it('should give back unused reservations before failing when recording an outcome fails mid-batch', async () => {
    const runs = ['run-1', 'run-2'].map((id) => loaded(id));
    // The database goes away as run-1's send is recorded; run-2's retry is still recorded and its cap given back.
    const { sut, repo } = setup({
      runs,
      email: async ({ enrollmentId }) => (enrollmentId === 'run-2' ? { kind: 'retry', at: new Date('2026-11-24T15:10:00Z'), reason: 'provider_throttled' } : sent()),
      recordSent: async () => {
        throw new Error('connection terminated');
      },
    });

    await expect(sut.runBatch()).rejects.toThrow('connection terminated');
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map([['seq-1', 1]])]]);
  });

  it('should hold the runs beyond the organisation cap with the org reason', async () => {
    const runs = [loaded('run-a'), loaded('run-b', { sequence_id: 'seq-2' })];
    const { sut, repo, email, lease } = setup({ runs, reserve: () => ({ grants: new Map([['seq-1', 1], ['seq-2', 0]]), limitedBy: new Map([['seq-2', 'org']]) }) });

    const summary = await sut.runBatch();

    expect(repo.calls.reserveSends[0][1]).toEqual(new Map([['seq-1', 1], ['seq-2', 1]]));
    expect(email.calls.execute).toEqual([[{ enrollmentId: 'run-a', stepOrder: 1, window: UTC_WINDOW }]]);
    expect(repo.calls.hold).toEqual([[lease('run-b'), NEXT_CAP_DAY_OPENING, 'cap_reached:org', `The daily organisation send cap is reached until ${NEXT_CAP_DAY_OPENING.toISOString()}`]]);
    expect(summary).toMatchObject({ sent: 1, held: 1 });
  });

  it('should hold a run to retry at the time the handler asks, naming the reason, and give its reservation back', async () => {
    const at = new Date('2026-11-24T15:30:00Z');
    const { sut, repo, records, lease } = setup({ runs: [loaded('run-1')], email: async () => ({ kind: 'retry', at, reason: 'provider_throttled', detail: '429 slow down' }) });

    const summary = await sut.runBatch();

    expect(repo.calls.hold).toEqual([[lease('run-1'), at, 'retry', `Sending again at ${at.toISOString()} (provider_throttled: 429 slow down)`, 'provider_throttled: 429 slow down', true]]);
    expect(records.calls.recordSent).toBeUndefined();
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map([['seq-1', 1]])]]);
    expect(summary).toMatchObject({ retried: 1, sent: 0, held: 0 });
  });

  it('should keep the mailbox and domain reasons of a retry as the hold reason', async () => {
    const at = new Date('2026-11-25T08:00:00Z');
    for (const reason of ['mailbox_budget', 'mailbox_paused', 'domain_held']) {
      const { sut, repo } = setup({ runs: [loaded('run-1')], email: async () => ({ kind: 'retry', at, reason }) });
      await sut.runBatch();
      expect(repo.calls.hold[0].slice(2, 3)).toEqual([reason]);
      expect(repo.calls.hold[0][4]).toBe(reason);
    }
  });

  it('should end the run as failed when the handler refuses the step for good', async () => {
    const { sut, repo, records, counters, lease } = setup({ runs: [loaded('run-1')], email: async () => ({ kind: 'failed', deliveryId: 'delivery-1', reason: 'recipient_rejected' }) });

    const summary = await sut.runBatch();

    expect(repo.calls.end).toEqual([[lease('run-1'), 'failed', 'recipient_rejected', 'recipient_rejected']]);
    expect(records.calls.ended).toEqual([[{ id: 'run-1', step: 1, sequenceName: 'Nurture', contactId: 'contact-run-1' }, 'failed', 'recipient_rejected', 'recipient_rejected']]);
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map([['seq-1', 1]])]]);
    expect(summary).toMatchObject({ ended: 1, sent: 0 });
    // The sender counts the failures it meets itself.
    expect(counters.calls.increment).toEqual([['sequence_advancer_processed_total', 1]]);
  });

  it('should pause the run for an operator when the delivery outcome is unknown, keeping the reservation', async () => {
    const { sut, repo, records, lease } = setup({ runs: [loaded('run-1')], email: async () => ({ kind: 'unknown', deliveryId: 'delivery-9' }) });

    const summary = await sut.runBatch();

    const detail = 'An earlier send of this step could not be confirmed; an operator decides whether it went out';
    expect(repo.calls.pause).toEqual([[lease('run-1'), 'delivery_unknown', detail, false, 'Delivery delivery-9: outcome unknown']]);
    expect(records.calls.paused).toEqual([[{ id: 'run-1', step: 1, sequenceName: 'Nurture', contactId: 'contact-run-1' }, 'delivery_unknown', detail]]);
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map()]]);
    expect(summary).toMatchObject({ paused: 1, sent: 0 });
  });

  it('should count an outcome whose change lost the lease as released', async () => {
    const { sut, records } = setup({ runs: [loaded('run-1')], leaseHeld: false, email: async () => ({ kind: 'failed', deliveryId: null, reason: 'no_template' }) });
    await expect(sut.runBatch()).resolves.toMatchObject({ ended: 0, released: 1 });
    expect(records.calls.ended).toBeUndefined();
  });

  it('should retry a handler that throws later, backing off by the retries so far, with a send_error reason', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { sut, repo } = setup({ runs: [loaded('run-1', { retry_count: 2 })], email: async () => Promise.reject(new Error('socket hang up')) });

    const summary = await sut.runBatch();

    const [[, at, reason, detail, lastError, countRetry]] = repo.calls.hold as [[Lease, Date, string, string, string, boolean]];
    // 30 s doubled per earlier retry: 2 minutes after now.
    expect(at).toEqual(new Date(NOW.getTime() + 120_000));
    expect(reason).toBe('retry');
    expect(lastError).toMatch(/^send_error/);
    expect(lastError).toBe('send_error: socket hang up');
    expect(detail).toBe(`Sending again at ${at.toISOString()} (send_error: socket hang up)`);
    expect(countRetry).toBe(true);
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map([['seq-1', 1]])]]);
    expect(summary).toMatchObject({ retried: 1, sent: 0 });
    expect(warn).toHaveBeenCalledWith({ enrollmentId: 'run-1', step: 1, err: 'socket hang up' }, 'Sequence send threw; retrying later');
  });

  it('should give a run back without sending when too little of the lease is left, releasing its reservation', async () => {
    const { sut, repo, email, token } = setup({
      runs: [loaded('run-1')],
      // A slow reservation: 106 s of the 120 s lease are gone, less than the 15 s margin is left.
      reserve: (wants) => {
        jest.setSystemTime(NOW.getTime() + 106_000);
        return { grants: new Map(wants), limitedBy: new Map() };
      },
    });

    const summary = await sut.runBatch();

    expect(email.calls.execute).toBeUndefined();
    expect(repo.calls.release).toEqual([[[], token()], [['run-1'], token()]]);
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map([['seq-1', 1]])]]);
    expect(summary).toMatchObject({ claimed: 1, released: 1, sent: 0 });
  });

  it('should still send when the lease margin is not reached', async () => {
    const { sut, email } = setup({
      runs: [loaded('run-1')],
      reserve: (wants) => {
        jest.setSystemTime(NOW.getTime() + 104_000);
        return { grants: new Map(wants), limitedBy: new Map() };
      },
    });
    await expect(sut.runBatch()).resolves.toMatchObject({ sent: 1, released: 0 });
    expect(email.calls.execute).toHaveLength(1);
  });

  it('should carry out a step whose handler sends no email without any cap reservation', async () => {
    const run = loaded('run-1', { step: { type: 'note', text: 'Call back' } });
    const { sut, repo, note, email, records } = setup({ runs: [run] });

    const summary = await sut.runBatch();

    expect(note.calls.execute).toEqual([[{ enrollmentId: 'run-1', stepOrder: 1, window: UTC_WINDOW }]]);
    expect(email.calls.execute).toBeUndefined();
    expect(repo.calls.reserveSends).toBeUndefined();
    // Recorded as done with its own line: no delivery, no email sent time, no cap.
    expect(records.calls.recordSent[0][0]).toMatchObject({ deliveryId: null, sentAt: null, done: { title: 'Note read: Call back' }, next: { kind: 'advance', step: 2 } });
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map()]]);
    expect(summary).toMatchObject({ sent: 0, done: 1 });
  });

  it('should hold a run whose step waits (a call task) until then, with what it waits for', async () => {
    const until = new Date('2026-11-26T18:00:00Z');
    const run = loaded('run-1', { step: { type: 'note', text: 'Call' } });
    const { sut, repo, records, lease } = setup({ runs: [run], note: async () => ({ kind: 'waiting', until, detail: 'Waiting for a call outcome from Sam Rivera, due today 6 pm' }) });
    await expect(sut.runBatch()).resolves.toMatchObject({ held: 1, done: 0 });
    expect(repo.calls.hold).toEqual([[lease('run-1'), until, 'call_task', 'Waiting for a call outcome from Sam Rivera, due today 6 pm']]);
    expect(records.calls.recordSent).toBeUndefined();
  });

  it("should move a run where its step's outcome routes it: a later step by that step's delay, or the end with its reason", async () => {
    const runs = [loaded('run-jump', { step: { type: 'note' } }), loaded('run-goal', { step: { type: 'note' } })];
    const note = async ({ enrollmentId }: StepRequest): Promise<StepOutcome> => (enrollmentId === 'run-jump'
      ? { kind: 'done', at: NOW, title: 'Call outcome: no answer (step 1)', detail: null, route: { to: 'step', next: { step_order: 4, delay_seconds: 600, wait_until: null } } }
      : { kind: 'done', at: NOW, title: 'Call outcome: booked (step 1)', detail: null, route: { to: 'end', reason: 'goal_reached' } });
    const { sut, records } = setup({ runs, note });
    await sut.runBatch();
    const next = new Map(records.calls.recordSent.map(([step]) => [(step as SentStep).lease.id, (step as SentStep).next]));
    expect(next).toEqual(new Map([
      ['run-jump', { kind: 'advance', step: 4, at: new Date(NOW.getTime() + 600_000) }],
      ['run-goal', { kind: 'end', status: 'completed', reason: 'goal_reached' }],
    ]));
  });

  it('should give back no reservation for a step without email that did not go', async () => {
    const run = loaded('run-1', { step: { type: 'note', text: 'Call back' } });
    const { sut, repo } = setup({ runs: [run], note: async () => ({ kind: 'retry', at: new Date('2026-11-24T16:00:00Z'), reason: 'busy' }) });
    await expect(sut.runBatch()).resolves.toMatchObject({ retried: 1 });
    expect(repo.calls.reserveSends).toBeUndefined();
    expect(repo.calls.releaseSends).toEqual([['2026-11-24', new Map()]]);
  });

  it('should pause, end or hold the runs that may not go now, each with its reason and records', async () => {
    const runs = [
      loaded('run-paused', { sequence: { state: 'paused', is_active: true, deleted: false } }),
      loaded('run-unsub', { contact: { ...loaded('x').contact, unsubscribed: true } }),
      loaded('run-noemail', { contact: { ...loaded('x').contact, email: null } }),
      loaded('run-archived', { sequence: { state: 'active', is_active: false, deleted: false } }),
    ];
    const { sut, repo, records, counters, lease, email } = setup({ runs });

    const summary = await sut.runBatch();

    expect(repo.calls.pause).toEqual([[lease('run-paused'), 'paused_sequence', 'The sequence is paused', true]]);
    expect(records.calls.paused).toEqual([[{ id: 'run-paused', step: 1, sequenceName: 'Nurture', contactId: 'contact-run-paused' }, 'paused_sequence', 'The sequence is paused']]);
    expect(repo.calls.end).toEqual([
      [lease('run-unsub'), 'canceled', 'unsubscribed', null],
      [lease('run-noemail'), 'failed', 'missing_email', 'The contact has no usable email address'],
    ]);
    expect(records.calls.ended.map((call) => call.slice(1))).toEqual([
      ['canceled', 'unsubscribed', 'The contact unsubscribed'],
      ['failed', 'missing_email', 'The contact has no usable email address'],
    ]);
    expect(repo.calls.hold).toEqual([[lease('run-archived'), new Date(NOW.getTime() + 15 * 60_000), 'archived_sequence', 'The sequence is archived']]);
    expect(email.calls.execute).toBeUndefined();
    expect(summary).toMatchObject({ claimed: 4, paused: 1, ended: 2, held: 1, sent: 0, released: 0 });
    expect(counters.calls.increment).toEqual([['sequence_errors_total'], ['sequence_advancer_processed_total', 4]]);
  });

  it('should count a hold whose lease was lost as released', async () => {
    const { sut } = setup({ runs: [loaded('run-1', { sequence: { state: 'active', is_active: false, deleted: false } })], leaseHeld: false });
    await expect(sut.runBatch()).resolves.toMatchObject({ held: 0, released: 1 });
  });

  it('should keep the sends in flight to half the database pool, and to the concurrency setting', async () => {
    const measure = async (concurrency: number, poolSize: number): Promise<number> => {
      let inFlight = 0;
      let most = 0;
      const { sut } = setup({
        runs: ['r1', 'r2', 'r3', 'r4', 'r5'].map((id) => loaded(id)),
        settings: { concurrency },
        poolSize,
        email: async () => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setImmediate(resolve));
          inFlight -= 1;
          return sent();
        },
      });
      await expect(sut.runBatch()).resolves.toMatchObject({ sent: 5 });
      return most;
    };
    await expect(measure(4, 2)).resolves.toBe(1);
    await expect(measure(2, 40)).resolves.toBe(2);
    await expect(measure(4, 8)).resolves.toBe(4);
  });

  it('should drain batches until one comes back short, adding up the totals', async () => {
    const runs = ['r1', 'r2', 'r3'].map((id) => loaded(id));
    const { sut, repo } = setup({ runs, settings: { batchSize: 2 }, claims: [runs.slice(0, 2).map(claimedOf), runs.slice(2).map(claimedOf)] });

    const total = await sut.drain();

    expect(repo.calls.claim).toHaveLength(2);
    expect(total).toEqual({ batches: 2, claimed: 3, sent: 3, held: 0, ended: 0, paused: 0, retried: 0, released: 0, done: 0, latenessMs: [3_605_000, 3_605_000, 3_605_000] });
  });
});
