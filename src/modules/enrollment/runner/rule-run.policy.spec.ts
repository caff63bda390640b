import { capDay, ruleCaps, ruleRange } from './rule-run.policy';
import { ruleWindow } from 'src/modules/sequences/schedule/send-window.policy';

describe('rule run policy', () => {
  it('reads the caps and falls back to the defaults for missing or malformed limits', () => {
    expect(ruleCaps({ daily_org_limit: 50, daily_sequence_limit: 5 })).toEqual({ org: 50, sequence: 5 });
    expect(ruleCaps({})).toEqual({ org: 1000, sequence: 100 });
    expect(ruleCaps({ daily_org_limit: -1, daily_sequence_limit: '7' })).toEqual({ org: 1000, sequence: 100 });
    expect(ruleCaps({ daily_org_limit: 0 })).toEqual({ org: 0, sequence: 100 });
  });

  it('builds the send window in the rule timezone', () => {
    expect(ruleWindow({ days: [6, 7], start_hour: 9, end_hour: 12 }, 'America/Chicago')).toEqual({ days: [6, 7], start_hour: 9, end_hour: 12, timezone: 'America/Chicago' });
    expect(ruleWindow(null, 'UTC')).toEqual({ days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18, timezone: 'UTC' });
  });

  it('counts the cap day in the rule timezone', () => {
    const now = new Date('2026-03-10T03:30:00Z');
    expect(capDay(now, 'UTC')).toBe('2026-03-10');
    expect(capDay(now, 'America/New_York')).toBe('2026-03-09');
    expect(capDay(now, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(() => capDay(now, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('bounds the date field by whole local days and, without include_future, by the start moment', () => {
    const activated = new Date('2026-01-15T12:00:00Z');
    expect(ruleRange({ start_date: '2026-01-01', end_date: '2026-01-31', include_future: false, activated_at: activated, timezone: 'America/New_York' })).toEqual({
      from: '2026-01-01T05:00:00.000Z',
      until: '2026-02-01T05:00:00.000Z',
      notAfter: '2026-01-15T12:00:00.000Z',
    });
    expect(ruleRange({ start_date: '2026-01-01', end_date: null, include_future: true, activated_at: activated, timezone: 'UTC' })).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      until: null,
      notAfter: null,
    });
  });
});
