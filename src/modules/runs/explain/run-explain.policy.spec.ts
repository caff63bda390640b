import { emailStepBlocker } from '../steps/email/email-step.policy';
import { explainRun, type ExplainRow } from './run-explain.policy';
import type { SendingFacts } from './run-explain-mailbox.policy';

const ctx = { companyTimezone: 'UTC', holidays: [], stepBlocker: emailStepBlocker };
const now = new Date('2026-03-10T15:00:00Z');
const row = (over: Partial<ExplainRow> = {}): ExplainRow => ({
  status: 'active', current_step: 2, step_count: 3, next_run_at: new Date('2026-03-10T14:00:00Z'), retry_count: 0,
  hold_reason: null, hold_detail: null, hold_until: null, last_error: null, last_sent_at: null, locked_until: null,
  held_by_sequence: false, paused_by: null, pause_reason: null, end_reason: null, ended_at: null, step_wait_until: null, move_date: null, goal_status: null, call_task: null,
  sends_today: { org: 0, sequence: 0 }, caps: { org: 100, sequence: 10 },
  contact: { email: 'pat@example.com', timezone: null, consent_status: 'opted_in', unsubscribed: false, bounced: false },
  sequence: { state: 'active', is_active: true, deleted: false },
  rule: null,
  step: { type: 'email', template_id: 't' },
  step_from: null,
  sending: { perMinute: 30, perDay: 200, mailboxes: [{ mailbox: 'sales@movingco.example', usedThisMinute: 0, usedLast24h: 38, paused: false }] },
  ...over,
});
const pool = (perDay: number, ...mailboxes: [string, number, number?, boolean?][]): SendingFacts => ({
  perMinute: 30,
  perDay,
  mailboxes: mailboxes.map(([mailbox, usedLast24h, usedThisMinute = 0, paused = false]) => ({ mailbox, usedLast24h, usedThisMinute, paused })),
});

describe('run explanation', () => {
  it('says a due run is waiting for a worker, or what will hold it when a worker takes it', () => {
    expect(explainRun(row(), now, ctx)).toMatchObject({ state: 'active', step: 2, due_at: '2026-03-10T14:00:00.000Z', reasons: [{ code: 'due' }] });
    expect(explainRun(row({ sends_today: { org: 100, sequence: 0 } }), now, ctx).reasons).toEqual([{ code: 'cap_reached:org', text: 'Due, but the daily organisation send cap is reached (100 of 100)' }]);
    const sunday = new Date('2026-03-15T12:00:00Z');
    expect(explainRun(row(), sunday, ctx).reasons[0]).toEqual({ code: 'window_closed', text: "Due, but the send window (08:00–18:00 in the company's time zone, UTC) is closed until 2026-03-16T08:00:00.000Z", until: '2026-03-16T08:00:00.000Z' });
  });

  it('names an out-of-office hold with the day the run waits for', () => {
    const back = new Date('2026-03-20T13:00:00Z');
    expect(explainRun(row({ next_run_at: back, hold_reason: 'out_of_office' }), now, ctx).reasons[0]).toEqual({
      code: 'out_of_office', text: 'The contact is out of the office (their automatic reply gave a return day); the next step waits until 2026-03-20T13:00:00.000Z', until: '2026-03-20T13:00:00.000Z',
    });
  });

  it("names whose time zone a closed window is in: the contact's (stored or derived from the address), else the rule's", () => {
    const sunday = new Date('2026-03-15T12:00:00Z');
    const chicago = row({ contact: { email: 'pat@example.com', timezone: 'America/Chicago', consent_status: 'opted_in', unsubscribed: false, bounced: false } });
    expect(explainRun(chicago, sunday, ctx).reasons[0]).toEqual({
      code: 'window_closed', text: "Due, but the send window (08:00–18:00 in the contact's time zone, America/Chicago) is closed until 2026-03-16T13:00:00.000Z", until: '2026-03-16T13:00:00.000Z',
    });
    const byRule = row({ rule: { status: 'active', timezone: 'Europe/Madrid', send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 9, end_hour: 17 } } });
    expect(explainRun(byRule, sunday, ctx).reasons[0].text).toBe("Due, but the send window (09:00–17:00 in the rule's time zone, Europe/Madrid) is closed until 2026-03-16T08:00:00.000Z");
    const held = explainRun({ ...chicago, next_run_at: new Date('2026-03-16T13:00:00Z'), hold_reason: 'window_closed' }, sunday, ctx);
    expect(held.summary).toBe("The send window is closed until 2026-03-16T13:00:00.000Z (08:00–18:00 in the contact's time zone, America/Chicago)");
  });

  it('names the recorded hold, the move-date anchor or the plain schedule of a waiting run, and the last error', () => {
    const later = new Date('2026-03-11T08:00:00Z');
    expect(explainRun(row({ next_run_at: later, hold_reason: 'mailbox_budget', last_error: 'mailbox_budget' }), now, ctx)).toMatchObject({
      summary: "Held: the sending mailboxes' budget (MAILBOX_MESSAGES_PER_MINUTE, MAILBOX_RECIPIENTS_PER_DAY) was used up; next send after 2026-03-11T08:00:00.000Z",
      reasons: [{ code: 'mailbox_budget', until: '2026-03-11T08:00:00.000Z' }, { code: 'last_error', text: 'Last error: mailbox_budget' }],
    });
    const anchored = explainRun(row({ next_run_at: later, step_wait_until: { anchor: 'move_date', offset_days: -7, send_hour: 8 }, move_date: '2026-03-18' }), now, ctx);
    expect(anchored.summary).toBe('Waiting for the move-date anchor: 7 days before the move on 2026-03-18, due at 2026-03-11T08:00:00.000Z');
    expect(explainRun(row({ next_run_at: later }), now, ctx).reasons).toEqual([{ code: 'scheduled', text: 'Step 2 is due at 2026-03-11T08:00:00.000Z', until: '2026-03-11T08:00:00.000Z' }]);
  });

  it('names the full mailbox, its limit, the variable that sets it and the next send of a run held by the mailbox budget', () => {
    const freed = new Date('2026-03-11T08:00:00Z');
    const held = (sending: SendingFacts, over: Partial<ExplainRow> = {}) =>
      explainRun(row({ next_run_at: freed, hold_reason: 'mailbox_budget', sending, ...over }), now, ctx).reasons[0];
    expect(held(pool(200, ['sales@movingco.example', 200]))).toEqual({
      code: 'mailbox_budget',
      text: 'Held: the mailbox sales@movingco.example has sent its 200 emails in the last 24 hours (MAILBOX_RECIPIENTS_PER_DAY); next send after 2026-03-11T08:00:00.000Z',
      until: '2026-03-11T08:00:00.000Z',
    });
    expect(held(pool(2000, ['sales@movingco.example', 40, 30])).text).toBe(
      'Held: the mailbox sales@movingco.example has sent its 30 emails this minute (MAILBOX_MESSAGES_PER_MINUTE); next send after 2026-03-11T08:00:00.000Z',
    );
    // A pool: every usable mailbox is named; a paused one is never picked, so it is left out.
    expect(held(pool(2000, ['quotes@movingco.example', 2000], ['sales@movingco.example', 10, 30], ['desk@movingco.example', 0, 0, true])).text).toBe(
      'Held: every sending mailbox is full: quotes@movingco.example has sent its 2,000 emails in the last 24 hours (MAILBOX_RECIPIENTS_PER_DAY), '
        + 'sales@movingco.example has sent its 30 emails this minute (MAILBOX_MESSAGES_PER_MINUTE); next send after 2026-03-11T08:00:00.000Z',
    );
    // A step that sends as one of the pool's mailboxes waits for that one alone.
    const own = pool(200, ['quotes@movingco.example', 5], ['sales@movingco.example', 200]);
    expect(held(own, { step_from: 'Sales <Sales@MovingCo.example>' }).text).toMatch(/^Held: the mailbox sales@movingco\.example has sent its 200 emails/);
    expect(held(own).text).toMatch(/^Held: the sending mailboxes' budget/);
  });

  it('says a due run will be held by a full mailbox, and not when a mailbox has room or there is no limit', () => {
    expect(explainRun(row({ sending: pool(200, ['sales@movingco.example', 200]) }), now, ctx).reasons).toEqual([{
      code: 'mailbox_budget',
      text: 'Due, but the mailbox sales@movingco.example has sent its 200 emails in the last 24 hours (MAILBOX_RECIPIENTS_PER_DAY); the step is sent once a mailbox has room again',
    }]);
    expect(explainRun(row({ sending: pool(200, ['sales@movingco.example', 199]) }), now, ctx).reasons[0].code).toBe('due');
    expect(explainRun(row({ sending: { perMinute: 0, perDay: 0, mailboxes: [{ mailbox: 'sales@movingco.example', usedThisMinute: 90, usedLast24h: 9000, paused: false }] } }), now, ctx).reasons[0].code).toBe('due');
  });

  it('explains pauses (who and why, the sequence, an unknown delivery), suppression and ended runs', () => {
    expect(explainRun(row({ status: 'paused', paused_by: 'Alex Admin', pause_reason: 'Customer called' }), now, ctx).summary).toBe('Paused by Alex Admin: Customer called');
    expect(explainRun(row({ status: 'paused', held_by_sequence: true }), now, ctx).reasons[0].code).toBe('paused_sequence');
    expect(explainRun(row({ status: 'paused', hold_reason: 'delivery_unknown' }), now, ctx).reasons[0].code).toBe('delivery_unknown');
    const suppressed = explainRun(row({ contact: { email: 'x@example.com', timezone: null, consent_status: 'opted_in', unsubscribed: false, bounced: true } }), now, ctx);
    expect(suppressed.reasons[0]).toEqual({ code: 'suppressed', text: 'An email to the contact bounced; the run ends at its next attempt' });
    expect(explainRun(row({ status: 'failed', end_reason: 'Mailbox unavailable', last_error: 'Mailbox unavailable' }), now, ctx)).toMatchObject({
      due_at: null, summary: 'The run failed: Mailbox unavailable', reasons: [{ code: 'failed' }],
    });
    expect(explainRun(row({ status: 'completed', end_reason: 'completed' }), now, ctx).summary).toBe('The run completed after its last step');
  });

  it('says ended and paused runs in words: no raw codes, no reason that only repeats who paused', () => {
    const summary = (overrides: Parameters<typeof row>[0]): string => explainRun(row(overrides), now, ctx).summary;
    expect(summary({ status: 'completed', end_reason: 'reply_received' })).toBe('The run ended early: the contact replied');
    expect(summary({ status: 'canceled', end_reason: 'unsubscribed' })).toBe('The run was canceled: the contact unsubscribed');
    expect(summary({ status: 'canceled', end_reason: 'sequence_deleted' })).toBe('The run was canceled: the sequence was deleted');
    expect(summary({ status: 'canceled', end_reason: 'goal_met' })).toBe('The run was canceled: goal met');
    expect(summary({ status: 'canceled', end_reason: null })).toBe('The run was canceled');
    expect(summary({ status: 'failed', end_reason: null })).toBe('The run failed');
    expect(summary({ status: 'paused', paused_by: 'Alex Morgan', pause_reason: 'paused by Alex Morgan' })).toBe('Paused by Alex Morgan');
    expect(summary({ status: 'paused', paused_by: 'Alex Morgan', pause_reason: 'Paused' })).toBe('Paused by Alex Morgan');
    expect(summary({ status: 'paused', paused_by: null, pause_reason: null })).toBe('Paused');
  });

  it('says a reached goal: the status and the day it ended the run, or that it ends now; a passed move date when the sequence ends on it', () => {
    const summary = (overrides: Parameters<typeof row>[0]): string => explainRun(row(overrides), now, { ...ctx, companyTimezone: 'America/New_York' }).summary;
    // 2026-12-01 02:00 UTC is still Nov 30 in New York.
    const ended = { status: 'completed', end_reason: 'goal_reached', ended_at: new Date('2026-12-01T02:00:00Z') };
    expect(summary({ ...ended, goal_status: 'booked' })).toBe('Goal reached: booked on Nov 30');
    expect(summary({ ...ended, goal_status: null })).toBe('Goal reached on Nov 30');
    expect(summary({ goal_status: 'completed' })).toBe('Goal reached: the opportunity is completed; the run ends now');
    const moveGoal = { sequence: { state: 'active', is_active: true, deleted: false, goal_move_date_passed: true } };
    expect(summary({ ...moveGoal, move_date: '2026-03-09' })).toBe('The move date (2026-03-09) has passed; the run ends at its next attempt');
    expect(summary({ ...moveGoal, move_date: '2026-03-10' })).not.toContain('move date');
    expect(summary({ move_date: '2026-03-09' })).not.toContain('move date');
  });

  it("names the current step's conditions after what holds the run, so the summary stays the main reason", () => {
    const step = { type: 'email', template_id: 't', skip_if: { filters: [{ field: 'has_phone', op: 'eq', value: false }] }, stop_if: { filters: [{ field: 'status', op: 'eq', value: 'booked' }] } };
    const explained = explainRun(row({ step }), now, ctx);
    expect(explained.summary).toBe('Step 2 is due since 2026-03-10T14:00:00.000Z; a worker sends it shortly');
    expect(explained.reasons.slice(1)).toEqual([
      { code: 'stop_if', text: 'The run ends at step 2 if: status is booked' },
      { code: 'skip_if', text: 'Step 2 is skipped if: no phone number' },
    ]);
    expect(explainRun(row({ step, status: 'completed', end_reason: 'completed' }), now, ctx).reasons).toHaveLength(1);
  });

  it("says the step's quiet hours as the window that holds it", () => {
    const step = { type: 'email', template_id: 't', quiet_hours: { start_hour: 9, end_hour: 11 } };
    // Due since 14:00 UTC, now 15:00 UTC: outside 9-11 UTC.
    expect(explainRun(row({ step }), now, ctx).summary).toMatch(/^Due, but the send window \(09:00–11:00 in the company's time zone, UTC\) is closed until 2026-03-11T09:00:00.000Z/);
  });
});
