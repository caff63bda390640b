import type { AppConfigService } from 'src/config/app-config.service';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import type { OutboxService } from 'src/modules/outbox/outbox.service';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { RunActivityWriter } from '../advancer/run-activity.writer';
import type { DecidedRun, RunControlRepository, RunForDecision } from './run-control.repository';
import { RunControlService } from './run-control.service';

const ALWAYS_OPEN = { days: [1, 2, 3, 4, 5, 6, 7], start_hour: 0, end_hour: 24 };
const sentAt = new Date('2026-11-23T15:00:00Z');
const waiting = (extra: Partial<RunForDecision> = {}): RunForDecision => ({
  id: 'run-1', current_step: 1, contact_id: 'c-1', sequence_name: 'Nurture', status: 'paused', hold_reason: 'delivery_unknown', next_run_at: new Date('2026-11-23T14:00:00Z'),
  contact_timezone: 'UTC', rule_status: 'active', rule_timezone: 'UTC', send_window_json: ALWAYS_OPEN,
  next_order: 2, next_delay: 3600, next_wait_until: null, move_date: null, ...extra,
});

describe(RunControlService.name, () => {
  const build = (run: RunForDecision | null) => {
    const decided = (over: Partial<DecidedRun>): DecidedRun => ({ id: 'run-1', status: 'active', current_step: 1, next_run_at: null, ...over });
    const runs = strictMock<RunControlRepository>('RunControlRepository', {
      lockForDecision: async () => run,
      moveOnAfterSend: async (_id, move) => decided({ current_step: move.nextStep, next_run_at: move.at }),
      completeAfterSend: async () => decided({ status: 'completed' }),
      sendStepAgain: async (_id, again) => decided({ next_run_at: again.at }),
      complete: async () => (run && ['pending', 'active', 'paused'].includes(run.status) ? run : null),
      holdUntil: async () => run,
    });
    const activity = strictMock<RunActivityWriter>('RunActivityWriter', { append: async () => undefined });
    const outbox = strictMock<OutboxService>('OutboxService', { append: async () => undefined });
    const db = strictMock<TransactionHost<TypeOrmTransactions>>('TransactionHost', { withTransaction: (async (fn: () => Promise<unknown>) => fn()) as never });
    const config = strictMock<AppConfigService>('AppConfigService', { advancer: { holidays: new Set<string>() } as never, leads: { timezone: 'UTC' } as never });
    return { sut: new RunControlService(runs, activity, outbox, db, config), runs, activity, outbox };
  };

  it('should move a run waiting on the decision to its next step, a delay after the send, active, with the send event and line', async () => {
    const { sut, runs, outbox, activity } = build(waiting());
    const outcome = await sut.confirmStepSent('run-1', 1, { deliveryId: 'd-1', sentAt, by: 'Dana' });
    expect(runs.calls.moveOnAfterSend).toEqual([['run-1', { nextStep: 2, at: new Date('2026-11-23T16:00:00Z'), sentAt, activate: true }]]);
    expect(outcome).toMatchObject({ moved: true, run: { current_step: 2 } });
    expect(outbox.calls.append).toEqual([['sequence_run.step_sent', { enrollmentId: 'run-1', step: 1, deliveryId: 'd-1', sentAt: sentAt.toISOString() }, 'sequence_run.step_sent:run-1:1']]);
    expect(activity.calls.append).toEqual([['c-1', 'sequence_email_sent', 'Sequence email sent: Nurture, step 1', 'Confirmed as sent by Dana']]);
  });

  it('should keep a run paused for another reason paused while it moves on', async () => {
    const { sut, runs } = build(waiting({ hold_reason: 'paused' }));
    await sut.confirmStepSent('run-1', 1, { deliveryId: 'd-1', sentAt, by: 'Dana' });
    expect(runs.calls.moveOnAfterSend?.[0]?.[1]).toMatchObject({ activate: false });
  });

  it('should complete the run when the confirmed step was its last, with the ended event and line', async () => {
    const { sut, runs, outbox, activity } = build(waiting({ next_order: null, next_delay: null }));
    const outcome = await sut.confirmStepSent('run-1', 1, { deliveryId: 'd-1', sentAt, by: 'Dana' });
    expect(runs.calls.completeAfterSend).toEqual([['run-1', 'completed', sentAt]]);
    expect(outcome.run?.status).toBe('completed');
    expect(outbox.calls.append?.map((call) => call[0])).toEqual(['sequence_run.step_sent', 'sequence_run.ended']);
    expect(activity.calls.append?.map((call) => call[1])).toEqual(['sequence_email_sent', 'sequence_run_completed']);
  });

  it('should leave a run that ended, is gone or moved to another step, writing nothing', async () => {
    for (const run of [waiting({ status: 'canceled' }), waiting({ current_step: 2 }), null]) {
      const { sut, runs, outbox } = build(run);
      const outcome = await sut.confirmStepSent('run-1', 1, { deliveryId: 'd-1', sentAt, by: 'Dana' });
      const again = await sut.sendStepAgain('run-1', 1, 'Marked not sent by Dana: no note');
      expect(outcome.moved).toBe(false);
      expect(again.moved).toBe(false);
      expect(runs.calls.moveOnAfterSend).toBeUndefined();
      expect(runs.calls.sendStepAgain).toBeUndefined();
      expect(outbox.calls.append).toBeUndefined();
    }
  });

  it('should give the step again due now in an open window, active, with the operator words as last error', async () => {
    const { sut, runs } = build(waiting());
    const before = Date.now();
    await sut.sendStepAgain('run-1', 1, 'Marked not sent by Dana: not in Sent Items');
    const [[id, again]] = runs.calls.sendStepAgain as [[string, { at: Date; lastError: string; activate: boolean }]];
    expect(id).toBe('run-1');
    expect(again).toMatchObject({ lastError: 'Marked not sent by Dana: not in Sent Items', activate: true });
    expect(again.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(again.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('should wait for the window to open before giving the step again', async () => {
    // Only Sunday 9-10 in UTC: the next opening is in the future whatever today is.
    const { sut, runs } = build(waiting({ send_window_json: { days: [7], start_hour: 9, end_hour: 10 } }));
    await sut.sendStepAgain('run-1', 1, 'why');
    const again = runs.calls.sendStepAgain?.[0]?.[1] as { at: Date };
    expect(again.at.getUTCDay()).toBe(0);
    expect(again.at.getUTCHours()).toBe(9);
  });

  it('should complete a run on a reply with the ended event, a Reply received line and the completion line', async () => {
    const { sut, runs, outbox, activity } = build(waiting({ status: 'active', hold_reason: null }));
    expect(await sut.completeForReply('run-1', 'reply_received', 'Yes, call me')).toBe(true);
    expect(runs.calls.complete).toEqual([['run-1', 'reply_received']]);
    expect(outbox.calls.append).toEqual([['sequence_run.ended', { enrollmentId: 'run-1', step: 1, status: 'completed', reason: 'reply_received' }, 'sequence_run.ended:run-1']]);
    expect(activity.calls.append).toEqual([
      ['c-1', 'sequence_reply_received', 'Reply received', 'Yes, call me'],
      ['c-1', 'sequence_run_completed', 'Sequence completed: Nurture', 'reply_received'],
    ]);
  });

  it('should answer false and write nothing when the replied run has ended', async () => {
    const { sut, outbox } = build(waiting({ status: 'completed' }));
    expect(await sut.completeForReply('run-1', 'reply_received', 'hi')).toBe(false);
    expect(outbox.calls.append).toBeUndefined();
  });

  it('should hold a run until the window opens on the given day, in the window timezone', async () => {
    const { sut, runs } = build(waiting({ status: 'active', hold_reason: null, contact_timezone: 'America/New_York', send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 } }));
    // 2026-12-05 is a Saturday: the first opening is Monday 7 December, 08:00 in New York (13:00 UTC).
    const until = await sut.pauseUntilDay('run-1', '2026-12-05', 'out_of_office');
    expect(until?.toISOString()).toBe('2026-12-07T13:00:00.000Z');
    expect(runs.calls.holdUntil).toEqual([['run-1', 'out_of_office', until]]);
  });

  it('should not hold a run paused by an operator or ended', async () => {
    for (const status of ['paused', 'completed']) {
      const { sut, runs } = build(waiting({ status }));
      expect(await sut.pauseUntilDay('run-1', '2026-12-05', 'out_of_office')).toBeNull();
      expect(runs.calls.holdUntil).toBeUndefined();
    }
  });
});
