import { SendWindowError } from './send-window.errors';
import {
  DEFAULT_SEND_WINDOW, anchoredRun, assertSendWindow, isOpen, nextOpenSlot, scheduleFirstRun, scheduleNextRun, sendWindowProblems, type SendWindow,
} from './send-window.policy';
import { usFederalHolidays } from './us-holidays';

const weekdays = (timezone: string, start_hour = 8, end_hour = 18): SendWindow => ({ days: [1, 2, 3, 4, 5], start_hour, end_hour, timezone });
const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());
const at = (s: string): Date => new Date(s);

describe('send window validation', () => {
  it('accepts the rule default', () => {
    expect(sendWindowProblems(DEFAULT_SEND_WINDOW)).toEqual([]);
  });

  it('lists every problem with a coded error', () => {
    const bad = { days: [0, 8], start_hour: 18, end_hour: 8, timezone: 'Mars/Base' };
    expect(sendWindowProblems(bad)).toEqual(['days must be weekdays 1-7 (1 = Monday)', 'start_hour must be before end_hour', 'Unknown timezone "Mars/Base"']);
    try {
      assertSendWindow(bad);
      throw new Error('expected a SendWindowError');
    } catch (error) {
      expect(error).toBeInstanceOf(SendWindowError);
      expect((error as SendWindowError).code).toBe('SEND_WINDOW_INVALID');
      expect((error as SendWindowError).details.problems).toHaveLength(3);
    }
  });

  it('rejects hours out of range, equal hours, empty days and a missing timezone', () => {
    expect(sendWindowProblems({ days: [], start_hour: -1, end_hour: 25, timezone: '' })).toEqual([
      'days must be a non-empty list of weekdays 1-7',
      'start_hour must be a number from 0 to 23.98 in whole minutes',
      'end_hour must be a number from 0.02 to 24 in whole minutes',
      'timezone is required',
    ]);
    expect(sendWindowProblems({ days: [1], start_hour: 9, end_hour: 9, timezone: 'UTC' })).toEqual(['start_hour must be before end_hour']);
    expect(sendWindowProblems(null)).toEqual(['Send window must be an object']);
    expect(() => nextOpenSlot(at('2026-11-23T10:00:00Z'), { ...DEFAULT_SEND_WINDOW, end_hour: 30 })).toThrow(SendWindowError);
  });
});

describe('nextOpenSlot', () => {
  it('returns from itself inside the window, also exactly at the opening', () => {
    expect(iso(nextOpenSlot(at('2026-11-23T12:34:56.789Z'), DEFAULT_SEND_WINDOW))).toBe('2026-11-23T12:34:56.789Z');
    expect(iso(nextOpenSlot(at('2026-11-23T08:00:00Z'), DEFAULT_SEND_WINDOW))).toBe('2026-11-23T08:00:00.000Z');
  });

  it('moves an early time to the opening of the same day', () => {
    expect(iso(nextOpenSlot(at('2026-11-23T03:00:00Z'), DEFAULT_SEND_WINDOW))).toBe('2026-11-23T08:00:00.000Z');
  });

  it('treats end_hour as exclusive', () => {
    expect(isOpen(at('2026-11-23T17:59:59.999Z'), DEFAULT_SEND_WINDOW)).toBe(true);
    expect(isOpen(at('2026-11-23T18:00:00Z'), DEFAULT_SEND_WINDOW)).toBe(false);
    expect(iso(nextOpenSlot(at('2026-11-23T18:00:00Z'), DEFAULT_SEND_WINDOW))).toBe('2026-11-24T08:00:00.000Z');
  });

  it('skips weekends: Friday evening goes to Monday morning', () => {
    expect(iso(nextOpenSlot(at('2026-11-27T19:00:00Z'), DEFAULT_SEND_WINDOW))).toBe('2026-11-30T08:00:00.000Z');
    expect(isOpen(at('2026-11-28T12:00:00Z'), DEFAULT_SEND_WINDOW)).toBe(false);
  });

  it('a window spanning the whole day is open at any time of an allowed day, including midnight', () => {
    const allDay: SendWindow = { days: [1, 2, 3, 4, 5, 6, 7], start_hour: 0, end_hour: 24, timezone: 'America/New_York' };
    expect(isOpen(at('2026-11-23T05:00:00Z'), allDay)).toBe(true);
    expect(isOpen(at('2026-11-24T04:59:59Z'), allDay)).toBe(true);
    expect(iso(nextOpenSlot(at('2026-11-28T23:59:00Z'), allDay))).toBe('2026-11-28T23:59:00.000Z');
    const weekdaysAllDay: SendWindow = { ...allDay, days: [1, 2, 3, 4, 5] };
    expect(iso(nextOpenSlot(at('2026-11-28T12:00:00Z'), weekdaysAllDay))).toBe('2026-11-30T05:00:00.000Z');
  });

  it('crosses the year boundary (New Year holiday included)', () => {
    const holidays = usFederalHolidays(2026, 2027);
    expect(iso(nextOpenSlot(at('2026-12-31T20:00:00Z'), DEFAULT_SEND_WINDOW, holidays))).toBe('2027-01-04T08:00:00.000Z');
    expect(iso(nextOpenSlot(at('2026-12-31T20:00:00Z'), DEFAULT_SEND_WINDOW))).toBe('2027-01-01T08:00:00.000Z');
  });

  it('skips holidays: Thanksgiving 2026 and the observed Independence Day (Friday July 3, 2026)', () => {
    const ny = weekdays('America/New_York', 9, 17);
    const holidays = usFederalHolidays(2026, 2026);
    expect(iso(nextOpenSlot(at('2026-11-26T15:00:00Z'), ny, holidays))).toBe('2026-11-27T14:00:00.000Z');
    expect(isOpen(at('2026-11-26T15:00:00Z'), ny, holidays)).toBe(false);
    expect(isOpen(at('2026-11-26T15:00:00Z'), ny)).toBe(true);
    expect(iso(nextOpenSlot(at('2026-07-02T22:00:00Z'), ny, new Set(holidays)))).toBe('2026-07-06T13:00:00.000Z');
  });

  describe('timezones', () => {
    it('America/Los_Angeles uses its own local hours (PST in winter)', () => {
      expect(iso(nextOpenSlot(at('2026-11-23T12:00:00Z'), weekdays('America/Los_Angeles')))).toBe('2026-11-23T16:00:00.000Z');
      expect(iso(nextOpenSlot(at('2026-06-15T12:00:00Z'), weekdays('America/Los_Angeles')))).toBe('2026-06-15T15:00:00.000Z');
    });

    it('America/Phoenix has no DST: same UTC opening in winter and summer', () => {
      expect(iso(nextOpenSlot(at('2026-01-05T00:00:00Z'), weekdays('America/Phoenix')))).toBe('2026-01-05T15:00:00.000Z');
      expect(iso(nextOpenSlot(at('2026-07-06T00:00:00Z'), weekdays('America/Phoenix')))).toBe('2026-07-06T15:00:00.000Z');
    });

    it('Asia/Kolkata half-hour offset; the local weekday decides, not the UTC one', () => {
      expect(iso(nextOpenSlot(at('2026-11-23T00:00:00Z'), weekdays('Asia/Kolkata')))).toBe('2026-11-23T02:30:00.000Z');
      // Sunday 20:00 UTC is already Monday 01:30 in Kolkata.
      expect(iso(nextOpenSlot(at('2026-11-22T20:00:00Z'), weekdays('Asia/Kolkata')))).toBe('2026-11-23T02:30:00.000Z');
      expect(isOpen(at('2026-11-23T12:29:00Z'), weekdays('Asia/Kolkata'))).toBe(true);
      expect(isOpen(at('2026-11-23T12:30:00Z'), weekdays('Asia/Kolkata'))).toBe(false);
    });
  });

  describe('DST', () => {
    const everyDay = (timezone: string, start_hour: number, end_hour: number): SendWindow => ({ days: [1, 2, 3, 4, 5, 6, 7], start_hour, end_hour, timezone });

    it('New York spring forward: an 02:30 opening that does not exist opens at 03:00 EDT', () => {
      const w = everyDay('America/New_York', 2.5, 5);
      expect(iso(nextOpenSlot(at('2026-03-08T05:00:00Z'), w))).toBe('2026-03-08T07:00:00.000Z');
      expect(isOpen(at('2026-03-08T06:59:59Z'), w)).toBe(false);
      expect(isOpen(at('2026-03-08T07:00:00Z'), w)).toBe(true);
      // The next day is ordinary: 02:30 EDT.
      expect(iso(nextOpenSlot(at('2026-03-08T09:00:00Z'), w))).toBe('2026-03-09T06:30:00.000Z');
    });

    it('New York spring forward: an 08:00 window keeps its local hour across the change', () => {
      const w = everyDay('America/New_York', 8, 18);
      expect(iso(nextOpenSlot(at('2026-03-07T23:30:00Z'), w))).toBe('2026-03-08T12:00:00.000Z');
      expect(iso(nextOpenSlot(at('2026-03-06T23:30:00Z'), w))).toBe('2026-03-07T13:00:00.000Z');
    });

    it('New York fall back: a repeated 01:30 opening opens at its first occurrence (EDT)', () => {
      const w = everyDay('America/New_York', 1.5, 3);
      expect(iso(nextOpenSlot(at('2026-11-01T04:00:00Z'), w))).toBe('2026-11-01T05:30:00.000Z');
      // During the repeated hour the clock reads 01:10 EST: closed until it reads 01:30 again.
      expect(isOpen(at('2026-11-01T06:10:00Z'), w)).toBe(false);
      expect(iso(nextOpenSlot(at('2026-11-01T06:10:00Z'), w))).toBe('2026-11-01T06:30:00.000Z');
      const day = everyDay('America/New_York', 8, 18);
      expect(iso(nextOpenSlot(at('2026-11-01T02:00:00Z'), day))).toBe('2026-11-01T13:00:00.000Z');
    });

    it('Europe/London spring forward (01:00 → 02:00) and fall back', () => {
      const w = everyDay('Europe/London', 1.25, 4);
      expect(iso(nextOpenSlot(at('2026-03-29T00:30:00Z'), w))).toBe('2026-03-29T01:00:00.000Z');
      expect(iso(nextOpenSlot(at('2026-03-29T04:00:00Z'), w))).toBe('2026-03-30T00:15:00.000Z');
      const day = everyDay('Europe/London', 9, 17);
      expect(iso(nextOpenSlot(at('2026-10-24T18:00:00Z'), day))).toBe('2026-10-25T09:00:00.000Z');
      expect(iso(nextOpenSlot(at('2026-10-23T18:00:00Z'), day))).toBe('2026-10-24T08:00:00.000Z');
      const fallBack = everyDay('Europe/London', 1.5, 3);
      expect(iso(nextOpenSlot(at('2026-10-24T23:00:00Z'), fallBack))).toBe('2026-10-25T00:30:00.000Z');
    });
  });
});

describe('scheduling', () => {
  it('scheduleFirstRun adds the delay then slides into the window', () => {
    expect(iso(scheduleFirstRun(at('2026-11-23T10:00:00Z'), 3600, DEFAULT_SEND_WINDOW))).toBe('2026-11-23T11:00:00.000Z');
    expect(iso(scheduleFirstRun(at('2026-11-23T17:30:00Z'), 3600, DEFAULT_SEND_WINDOW))).toBe('2026-11-24T08:00:00.000Z');
    expect(iso(scheduleFirstRun(at('2026-11-23T10:00:00Z'), 0, DEFAULT_SEND_WINDOW))).toBe('2026-11-23T10:00:00.000Z');
  });

  it('scheduleNextRun never returns earlier than previous send plus delay', () => {
    const from = at('2026-11-27T16:00:00Z');
    const next = scheduleNextRun(from, 86400, DEFAULT_SEND_WINDOW);
    expect(iso(next)).toBe('2026-11-30T08:00:00.000Z');
    expect(next.getTime()).toBeGreaterThanOrEqual(from.getTime() + 86400 * 1000);
  });

  it('rejects negative or non-finite delays', () => {
    expect(() => scheduleFirstRun(at('2026-11-23T10:00:00Z'), -1, DEFAULT_SEND_WINDOW)).toThrow('Delay must be a non-negative number of seconds');
    expect(() => scheduleNextRun(at('2026-11-23T10:00:00Z'), Number.NaN, DEFAULT_SEND_WINDOW)).toThrow(SendWindowError);
  });
});

describe('anchoredRun', () => {
  const ny = weekdays('America/New_York', 8, 18);
  const now = at('2026-11-23T12:00:00Z');

  it('7 days before the move at 10:00 local', () => {
    expect(iso(anchoredRun('2026-12-17', -7, 10, ny, { now }))).toBe('2026-12-10T15:00:00.000Z');
  });

  it('slides a weekend anchor into the window', () => {
    // 2026-12-12 is a Saturday → Monday 2026-12-14 08:00 EST.
    expect(iso(anchoredRun('2026-12-19', -7, 10, ny, { now }))).toBe('2026-12-14T13:00:00.000Z');
  });

  it('returns null when the anchored moment is already past', () => {
    expect(anchoredRun('2026-11-25', -7, 10, ny, { now })).toBeNull();
  });

  it('returns null when a before-the-move step could only go out on or after the move date', () => {
    // Day before a Sunday move is Saturday; the next open slot is Monday, after the move.
    expect(anchoredRun('2026-12-13', -1, 10, ny, { now })).toBeNull();
  });

  it('after the move (positive offset): a holiday anchor moves to the next opening', () => {
    expect(iso(anchoredRun('2026-11-23', 3, 9, ny, { now, holidays: usFederalHolidays(2026, 2026) }))).toBe('2026-11-27T13:00:00.000Z');
  });

  it('validates its arguments', () => {
    expect(() => anchoredRun('12/17/2026', -7, 10, ny, { now })).toThrow('moveDate must be a date (yyyy-MM-dd)');
    expect(() => anchoredRun('2026-02-30', 1.5, 25, ny, { now })).toThrow(
      'moveDate must be a date (yyyy-MM-dd); offsetDays must be a whole number of days; sendHour must be a number from 0 to 23.98 in whole minutes',
    );
  });
});
