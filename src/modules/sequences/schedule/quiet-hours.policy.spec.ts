import { narrowWindow, parseQuietHours } from './quiet-hours.policy';

const window = { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18, timezone: 'America/Chicago' };

describe('quiet hours policy', () => {
  it('takes whole hours, start before end; none is null', () => {
    expect(parseQuietHours({ start_hour: 9, end_hour: 11 })).toEqual({ hours: { start_hour: 9, end_hour: 11 }, problems: [] });
    expect(parseQuietHours(null)).toEqual({ hours: null, problems: [] });
    expect(parseQuietHours({ start_hour: 11, end_hour: 9 }).problems).toEqual(['quiet_hours.start_hour must be before end_hour']);
    expect(parseQuietHours({ start_hour: 9.5, end_hour: 30, tz: 'x' }).problems).toEqual([
      'quiet_hours has an unknown setting "tz"', 'quiet_hours.start_hour must be a whole hour from 0 to 23', 'quiet_hours.end_hour must be a whole hour from 1 to 24',
    ]);
    expect(parseQuietHours('9-11').problems).toEqual(['quiet_hours must be an object with start_hour and end_hour']);
  });

  it("narrows the window's hours for the step, keeping its days and zone; the step's hours win where they do not overlap", () => {
    expect(narrowWindow(window, { start_hour: 9, end_hour: 11 })).toEqual({ ...window, start_hour: 9, end_hour: 11 });
    expect(narrowWindow(window, { start_hour: 6, end_hour: 10 })).toEqual({ ...window, start_hour: 8, end_hour: 10 });
    expect(narrowWindow(window, { start_hour: 6, end_hour: 7 })).toEqual({ ...window, start_hour: 6, end_hour: 7 });
    expect(narrowWindow(window, null)).toBe(window);
    expect(narrowWindow(window, { start_hour: 'nine' })).toBe(window);
  });
});
