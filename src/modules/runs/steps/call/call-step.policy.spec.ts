import { callDueAt, callTaskTitle, DEFAULT_CALL_ROUTES, dueWords, parseCallConfig, storedCallConfig } from './call-step.policy';

describe('call step policy', () => {
  it('fills the defaults: 48 hours, a booking reaches the goal, dead ends end the run, the rest go on', () => {
    expect(parseCallConfig(null, 1, 3)).toEqual({ config: { expire_hours: 48, routes: DEFAULT_CALL_ROUTES }, problems: [] });
    expect(DEFAULT_CALL_ROUTES).toMatchObject({ booked: 'goal', not_interested: 'end', wrong_number: 'end', no_answer: 'next' });
  });

  it('takes routes to next, end, goal or a later step, and expiry hours', () => {
    const { config, problems } = parseCallConfig({ expire_hours: 4, routes: { no_answer: 3, voicemail: 'end', answered: 'goal' } }, 1, 3);
    expect(problems).toEqual([]);
    expect(config).toEqual({ expire_hours: 4, routes: { ...DEFAULT_CALL_ROUTES, no_answer: 3, voicemail: 'end', answered: 'goal' } });
  });

  it('refuses a branch that does not go forward (no loops), unknown outcomes and settings, and bad hours, naming the step', () => {
    expect(parseCallConfig({ expire_hours: 0, routes: { no_answer: 2, answered: 5, maybe: 'next', voicemail: 'later' }, colour: 'red' }, 2, 4).problems).toEqual([
      'Step 2: config has an unknown setting "colour"',
      'Step 2: expire_hours must be a whole number of hours from 1 to 720',
      'Step 2: routes.no_answer: step 2 is not a later step of this sequence (branches only go forward, to steps 3–4)',
      'Step 2: routes.answered: step 5 is not a later step of this sequence (branches only go forward, to steps 3–4)',
      'Step 2: routes: unknown call outcome "maybe" (one of answered, no_answer, voicemail, wrong_number, not_interested, booked, rescheduled)',
      'Step 2: routes.voicemail must be next, end, goal or a later step number',
    ]);
    expect(parseCallConfig('call them', 1, 2).problems).toEqual(['Step 1: config must be an object with expire_hours and routes']);
    // What the engine reads of a malformed stored config: the defaults.
    expect(storedCallConfig('call them', 1)).toEqual({ expire_hours: 48, routes: DEFAULT_CALL_ROUTES });
  });

  it("is due by the close of the send window's day where the run sends, at least an hour ahead", () => {
    // 15:00 UTC = 10:00 in Chicago (CST): due at 18:00 Chicago = 00:00 UTC next day.
    expect(callDueAt(new Date('2026-11-24T15:00:00Z'), { end_hour: 18, timezone: 'America/Chicago' })).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(callDueAt(new Date('2026-11-24T17:30:00Z'), { end_hour: 18, timezone: 'UTC' })).toEqual(new Date('2026-11-24T18:30:00Z'));
  });

  it('words the task and its due time', () => {
    expect(callTaskTitle('Dana Whitfield', 3, 'New lead follow-up')).toBe('Call Dana Whitfield — step 3 of New lead follow-up');
    const now = new Date('2026-11-24T15:00:00Z');
    expect(dueWords(new Date('2026-11-24T21:00:00Z'), now, 'America/New_York')).toBe('today 4 pm');
    expect(dueWords(new Date('2026-11-25T21:30:00Z'), now, 'America/New_York')).toBe('Nov 25, 4:30 pm');
  });
});
