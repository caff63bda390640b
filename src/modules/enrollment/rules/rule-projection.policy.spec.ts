import { projectRule, todayIn } from './rule-projection.policy';

const base = { dailySequenceLimit: 100, dailyOrgLimit: 1000, startDate: '2026-01-01', today: '2026-03-10' };

describe('rule preview projection', () => {
  it('should need ceil(total / cap) days without an end date, projecting the cap per day', () => {
    expect(projectRule({ ...base, totalEligible: 250, endDate: null })).toEqual({ days_remaining: 3, daily_projection: 100 });
    expect(projectRule({ ...base, totalEligible: 40, endDate: null })).toEqual({ days_remaining: 1, daily_projection: 40 });
    expect(projectRule({ ...base, totalEligible: 0, endDate: null })).toEqual({ days_remaining: 0, daily_projection: 0 });
  });

  it('should use the smaller of the sequence and org caps', () => {
    expect(projectRule({ ...base, dailyOrgLimit: 30, totalEligible: 100, endDate: null })).toEqual({ days_remaining: 4, daily_projection: 30 });
  });

  it('should count the days left to the end date (both included) and spread the eligible contacts over them', () => {
    expect(projectRule({ ...base, totalEligible: 50, endDate: '2026-03-19' })).toEqual({ days_remaining: 10, daily_projection: 5 });
    expect(projectRule({ ...base, totalEligible: 51, endDate: '2026-03-19' })).toEqual({ days_remaining: 10, daily_projection: 6 });
    expect(projectRule({ ...base, totalEligible: 5000, endDate: '2026-03-10' })).toEqual({ days_remaining: 1, daily_projection: 100 });
  });

  it('should count from the start date when it is still ahead, and give 0 once the end date has passed', () => {
    expect(projectRule({ ...base, startDate: '2026-03-15', totalEligible: 10, endDate: '2026-03-16' })).toEqual({ days_remaining: 2, daily_projection: 5 });
    expect(projectRule({ ...base, totalEligible: 10, endDate: '2026-03-09' })).toEqual({ days_remaining: 0, daily_projection: 0 });
  });

  it("should take today's date in the rule timezone", () => {
    const now = new Date('2026-03-10T02:00:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-10');
    expect(todayIn('America/New_York', now)).toBe('2026-03-09');
  });
});
