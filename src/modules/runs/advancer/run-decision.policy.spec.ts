import { DateTime } from 'luxon';
import { isOpen, type SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import { usFederalHolidays } from 'src/modules/sequences/schedule/us-holidays';
import { emailStepBlocker } from '../steps/email/email-step.policy';
import { afterSend, capDayOf, capHoldUntil, decideRun, runWindow, type RunFacts } from './run-decision.policy';

const ctx = { companyTimezone: 'America/New_York', holidays: new Set(usFederalHolidays(2025, 2028)), holdRecheckMs: 15 * 60_000, stepBlocker: emailStepBlocker };
const facts = (over: Partial<RunFacts> = {}): RunFacts => ({
  current_step: 1,
  contact: { email: 'pat@example.com', timezone: null, consent_status: 'opted_in', unsubscribed: false, bounced: false },
  sequence: { state: 'active', is_active: true, deleted: false },
  rule: null,
  step: { type: 'email', template_id: 't-1' },
  ...over,
});
const contact = (over: Partial<RunFacts['contact']>): Pick<RunFacts, 'contact'> => ({ contact: { ...facts().contact, ...over } });
// Tuesday 2026-03-10, 15:00 UTC = 11:00 in New York (EDT), inside the default Monday-Friday 8-18 window.
const tuesdayMorning = new Date('2026-03-10T15:00:00Z');

describe('run decision policy', () => {
  it("ends the run as a conversion when the contact's opportunity reached the sequence's goal, before any other check", () => {
    expect(decideRun(facts({ goal_status: 'booked', ...contact({ unsubscribed: true }) }), tuesdayMorning, ctx))
      .toEqual({ kind: 'end', status: 'completed', reason: 'goal_reached', detail: 'Goal reached: booked (before step 1)' });
    expect(decideRun(facts({ goal_status: null }), tuesdayMorning, ctx)).toMatchObject({ kind: 'send' });
  });

  it('ends the run once the move date has passed where the run sends, when the sequence asks for it; the move day itself still sends', () => {
    const moveGoal = (move_date: string | null, goal = true, timezone: string | null = null) =>
      facts({ move_date, sequence: { ...facts().sequence, goal_move_date_passed: goal }, ...contact({ timezone }) });
    expect(decideRun(moveGoal('2026-03-09'), tuesdayMorning, ctx))
      .toEqual({ kind: 'end', status: 'completed', reason: 'move_date_passed', detail: 'The move date (2026-03-09) has passed' });
    expect(decideRun(moveGoal('2026-03-10'), tuesdayMorning, ctx)).toMatchObject({ kind: 'send' });
    expect(decideRun(moveGoal('2026-03-09', false), tuesdayMorning, ctx)).toMatchObject({ kind: 'send' });
    expect(decideRun(moveGoal(null), tuesdayMorning, ctx)).toMatchObject({ kind: 'send' });
    // 2026-03-11 00:30 in Berlin is still 2026-03-10 in New York: the contact's own day decides.
    const berlinAfterMidnight = new Date('2026-03-10T23:30:00Z');
    expect(decideRun(moveGoal('2026-03-10', true, 'Europe/Berlin'), berlinAfterMidnight, ctx)).toMatchObject({ kind: 'end', reason: 'move_date_passed' });
    expect(decideRun(moveGoal('2026-03-10', true, 'America/New_York'), berlinAfterMidnight, ctx)).not.toMatchObject({ kind: 'end' });
  });

  it("keeps a step to its quiet hours: 11:00 in New York is outside a 9-10 step, which waits for tomorrow's 9:00", () => {
    const quiet = facts({ step: { type: 'email', template_id: 't-1', quiet_hours: { start_hour: 9, end_hour: 10 } } });
    expect(decideRun(quiet, tuesdayMorning, ctx)).toMatchObject({ kind: 'hold', reason: 'window_closed', until: new Date('2026-03-11T13:00:00Z') });
    const open = facts({ step: { type: 'email', template_id: 't-1', quiet_hours: { start_hour: 10, end_hour: 12 } } });
    expect(decideRun(open, tuesdayMorning, ctx)).toMatchObject({ kind: 'send', window: { start_hour: 10, end_hour: 12 } });
  });

  it('sends when everything holds, in the company timezone when neither contact nor rule has one', () => {
    expect(decideRun(facts(), tuesdayMorning, ctx)).toEqual({ kind: 'send', window: { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18, timezone: 'America/New_York' } });
  });

  it('ends the run when the contact may no longer be mailed, before anything else', () => {
    const paused = { sequence: { state: 'paused', is_active: true, deleted: false } };
    expect(decideRun(facts({ ...contact({ unsubscribed: true }), ...paused }), tuesdayMorning, ctx)).toMatchObject({ kind: 'end', status: 'canceled', reason: 'unsubscribed' });
    expect(decideRun(facts(contact({ bounced: true })), tuesdayMorning, ctx)).toMatchObject({ kind: 'end', status: 'canceled', reason: 'bounced' });
    expect(decideRun(facts(contact({ consent_status: 'opted_out' })), tuesdayMorning, ctx)).toMatchObject({ kind: 'end', status: 'canceled', reason: 'opted_out' });
    expect(decideRun(facts(contact({ email: 'x@lead.invalid' })), tuesdayMorning, ctx)).toMatchObject({ kind: 'end', status: 'failed', reason: 'missing_email' });
    expect(decideRun(facts(contact({ email: null })), tuesdayMorning, ctx)).toMatchObject({ kind: 'end', status: 'failed', reason: 'missing_email' });
  });

  it('pauses with the sequence, holds for an archived sequence or a paused rule, fails a step without a template', () => {
    expect(decideRun(facts({ sequence: { state: 'paused', is_active: true, deleted: false } }), tuesdayMorning, ctx)).toEqual({ kind: 'pause_by_sequence', reason: 'paused_sequence' });
    const recheck = new Date(tuesdayMorning.getTime() + 15 * 60_000);
    expect(decideRun(facts({ sequence: { state: 'active', is_active: false, deleted: false } }), tuesdayMorning, ctx)).toMatchObject({ kind: 'hold', reason: 'archived_sequence', until: recheck });
    expect(decideRun(facts({ rule: { status: 'paused', timezone: 'UTC', send_window_json: null } }), tuesdayMorning, ctx)).toMatchObject({ kind: 'hold', reason: 'paused_rule', until: recheck });
    expect(decideRun(facts({ step: { type: 'email', template_id: null } }), tuesdayMorning, ctx)).toMatchObject({ kind: 'end', status: 'failed', reason: 'step_without_template' });
    expect(decideRun(facts({ step: null }), tuesdayMorning, ctx)).toMatchObject({ kind: 'end', status: 'completed', reason: 'completed' });
  });

  it('slides to the next opening in the contact timezone, then the rule, then the company', () => {
    // 15:00 UTC is midnight in Tokyo (Wednesday): the contact's window opens at 08:00 Tokyo time.
    expect(decideRun(facts(contact({ timezone: 'Asia/Tokyo' })), tuesdayMorning, ctx)).toMatchObject({
      kind: 'hold', reason: 'window_closed', until: new Date('2026-03-10T23:00:00Z'),
    });
    const rule = { status: 'active', timezone: 'Europe/Berlin', send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 9, end_hour: 12 } };
    // 16:00 in Berlin: closed until Wednesday 09:00 CET.
    expect(decideRun(facts({ rule }), tuesdayMorning, ctx)).toMatchObject({ kind: 'hold', reason: 'window_closed', until: new Date('2026-03-11T08:00:00Z') });
    // An unknown contact zone falls back to the rule's.
    expect(runWindow({ ...contact({ timezone: 'Mars/Olympus' }), rule }, 'UTC').timezone).toBe('Europe/Berlin');
    expect(runWindow({ ...contact({ timezone: 'America/Chicago' }), rule }, 'UTC')).toEqual({ days: [1, 2, 3, 4, 5], start_hour: 9, end_hour: 12, timezone: 'America/Chicago' });
  });

  it('keeps holidays closed (US federal by default)', () => {
    // Thanksgiving 2026 (Thursday 26 November), 11:00 in New York: closed until Friday 08:00.
    const thanksgiving = new Date('2026-11-26T16:00:00Z');
    expect(decideRun(facts(), thanksgiving, ctx)).toMatchObject({ kind: 'hold', reason: 'window_closed', until: new Date('2026-11-27T13:00:00Z') });
    expect(decideRun(facts(), thanksgiving, { ...ctx, holidays: [] })).toMatchObject({ kind: 'send' });
  });

  it('counts cap days in the company timezone and waits for the next day opening', () => {
    expect(capDayOf(new Date('2026-03-10T03:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    const window: SendWindow = { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18, timezone: 'America/Los_Angeles' };
    // Friday 2026-03-13 late in New York: next cap day is Saturday; the window opens Monday 08:00 in Los Angeles.
    expect(capHoldUntil(new Date('2026-03-13T20:00:00Z'), window, 'America/New_York', [])).toEqual(new Date('2026-03-16T15:00:00Z'));
  });

  it('advances from the actual send: delay, move-date anchor, passed anchor, last step', () => {
    const window: SendWindow = { days: [1, 2, 3, 4, 5, 6, 7], start_hour: 0, end_hour: 24, timezone: 'UTC' };
    const sentAt = new Date('2026-03-10T15:00:00Z');
    expect(afterSend({ step_order: 2, delay_seconds: 3600, wait_until: null }, sentAt, window, null, [])).toEqual({ kind: 'advance', step: 2, at: new Date('2026-03-10T16:00:00Z') });
    const anchor = { anchor: 'move_date', offset_days: -2, send_hour: 9 };
    expect(afterSend({ step_order: 3, delay_seconds: 0, wait_until: anchor }, sentAt, window, '2026-04-01', [])).toEqual({ kind: 'advance', step: 3, at: new Date('2026-03-30T09:00:00Z') });
    expect(afterSend({ step_order: 3, delay_seconds: 0, wait_until: anchor }, sentAt, window, '2026-03-11', [])).toEqual({ kind: 'end', status: 'completed', reason: 'move_date_passed' });
    expect(afterSend({ step_order: 3, delay_seconds: 0, wait_until: anchor }, sentAt, window, null, [])).toEqual({ kind: 'end', status: 'completed', reason: 'no_move_date' });
    expect(afterSend(null, sentAt, window, null, [])).toEqual({ kind: 'end', status: 'completed', reason: 'completed' });
  });
});

/** A small seeded generator (mulberry32), so a failing case can be replayed from its seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'America/Phoenix', 'Europe/London', 'Europe/Berlin', 'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'Pacific/Apia'];
// Around the 2026 DST changes of both hemispheres, plus the turn of the year.
const ANCHORS = ['2026-03-08T00:00:00Z', '2026-03-29T00:00:00Z', '2026-04-05T00:00:00Z', '2026-10-04T00:00:00Z', '2026-10-25T00:00:00Z', '2026-11-01T00:00:00Z', '2026-12-31T00:00:00Z'];

describe('run decision policy, properties over random timezones, windows, holidays and DST changes', () => {
  it('never decides to send outside the window, and every hold or next step lands inside it, never earlier than asked', () => {
    for (let seed = 1; seed <= 120; seed += 1) {
      const random = rng(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
      const zone = pick(ZONES);
      const start = Math.floor(random() * 46) / 2;
      const end = Math.min(24, start + 0.5 + Math.floor(random() * 24) / 2);
      const days = [1, 2, 3, 4, 5, 6, 7].filter(() => random() < 0.6);
      if (days.length === 0) days.push(1 + Math.floor(random() * 7));
      const rule = { status: 'active', timezone: zone, send_window_json: { days, start_hour: start, end_hour: end } };
      const base = DateTime.fromISO(pick(ANCHORS)).toMillis();
      const holidays = new Set<string>(random() < 0.5 ? usFederalHolidays(2026, 2027) : []);
      for (let k = 0; k < 3; k += 1) holidays.add(DateTime.fromMillis(base + Math.floor(random() * 10) * 86_400_000, { zone }).toISODate() as string);
      const c = { ...ctx, companyTimezone: pick(ZONES), holidays };
      const window = runWindow({ ...contact({ timezone: null }), rule }, c.companyTimezone);
      for (let i = 0; i < 10; i += 1) {
        const now = new Date(base + Math.floor(random() * 7 * 86_400_000));
        const decision = decideRun(facts({ rule }), now, c);
        const context = `seed ${seed}, ${zone} ${JSON.stringify(rule.send_window_json)} at ${now.toISOString()}`;
        if (decision.kind === 'send') expect([context, isOpen(now, window, holidays)]).toEqual([context, true]);
        else {
          expect([context, decision.kind]).toEqual([context, 'hold']);
          if (decision.kind !== 'hold') continue;
          expect([context, isOpen(decision.until, window, holidays), decision.until >= now]).toEqual([context, true, true]);
        }
        const delay = Math.floor(random() * 5 * 86_400);
        const next = afterSend({ step_order: 2, delay_seconds: delay, wait_until: null }, now, window, null, holidays);
        if (next.kind !== 'advance') throw new Error(`advance expected: ${context}`);
        expect([context, isOpen(next.at, window, holidays), next.at.getTime() >= now.getTime() + delay * 1000]).toEqual([context, true, true]);
        const capped = capHoldUntil(now, window, c.companyTimezone, holidays);
        expect([context, isOpen(capped, window, holidays), capDayOf(capped, c.companyTimezone) > capDayOf(now, c.companyTimezone)]).toEqual([context, true, true]);
      }
    }
  });
});
