import { firstRunAt, readAnchor } from './first-run.policy';
import { DEFAULT_SEND_WINDOW } from 'src/modules/sequences/schedule/send-window.policy';

describe('firstRunAt', () => {
  const window = { ...DEFAULT_SEND_WINDOW, timezone: 'America/New_York' };
  // Wednesday 2026-03-04 10:00 in New York (15:00 UTC).
  const now = new Date('2026-03-04T15:00:00Z');

  it('should wait the delay from now when the step is not anchored, inside the window', () => {
    expect(firstRunAt({ step: { delay_seconds: 3600, wait_until: null }, moveDate: null, window, now })).toEqual({ at: new Date('2026-03-04T16:00:00Z') });
  });

  it('should move a delay that ends after hours to the next opening (Thursday 08:00 New York)', () => {
    expect(firstRunAt({ step: { delay_seconds: 10 * 3600, wait_until: null }, moveDate: null, window, now })).toEqual({ at: new Date('2026-03-05T13:00:00Z') });
  });

  it('should pass over a holiday, which closes the whole day', () => {
    const run = firstRunAt({ step: { delay_seconds: 10 * 3600, wait_until: null }, moveDate: null, window, now, holidays: ['2026-03-05'] });
    expect(run).toEqual({ at: new Date('2026-03-06T13:00:00Z') });
  });

  it('should send an anchored step offset_days from the move date at send_hour', () => {
    const step = { delay_seconds: 0, wait_until: { anchor: 'move_date' as const, offset_days: -7, send_hour: 9 } };
    // Move Friday 2026-04-17 → Friday 2026-04-10 09:00 EDT = 13:00 UTC.
    expect(firstRunAt({ step, moveDate: '2026-04-17', window, now })).toEqual({ at: new Date('2026-04-10T13:00:00Z') });
  });

  it('should skip with no_move_date or move_date_passed for an anchored step', () => {
    const step = { delay_seconds: 0, wait_until: { anchor: 'move_date' as const, offset_days: -7, send_hour: 9 } };
    expect(firstRunAt({ step, moveDate: null, window, now })).toEqual({ skip: 'no_move_date' });
    expect(firstRunAt({ step, moveDate: '2026-03-01', window, now })).toEqual({ skip: 'move_date_passed' });
    expect(firstRunAt({ step, moveDate: '2026-03-08', window, now })).toEqual({ skip: 'move_date_passed' });
  });
});

describe('readAnchor', () => {
  it('should read a move-date anchor and ignore anything else', () => {
    expect(readAnchor({ anchor: 'move_date', offset_days: 3, send_hour: 10 })).toEqual({ anchor: 'move_date', offset_days: 3, send_hour: 10 });
    expect(readAnchor(null)).toBeNull();
    expect(readAnchor({ anchor: 'created_at', offset_days: 3, send_hour: 10 })).toBeNull();
    expect(readAnchor({ anchor: 'move_date', offset_days: '3', send_hour: 10 })).toBeNull();
  });
});
