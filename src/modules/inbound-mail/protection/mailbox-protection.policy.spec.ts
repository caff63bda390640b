import { pauseVerdict } from './mailbox-protection.policy';

const settings = { policyDomains: 3, policyWindowHours: 24, windowSends: 1000, hardBouncePercent: 5, complaintPercent: 0.3, minEvents: 3 };
const record = (extra: Partial<Parameters<typeof pauseVerdict>[0]> = {}) => ({ policyDomains: [], sends: 1000, hardBounces: 0, complaints: 0, ...extra });

describe(pauseVerdict.name, () => {
  it('should not pause on one or two refusing domains, and pause at the third distinct one, naming them', () => {
    expect(pauseVerdict(record({ policyDomains: ['a.example'] }), settings)).toBeNull();
    expect(pauseVerdict(record({ policyDomains: ['a.example', 'b.example'] }), settings)).toBeNull();
    expect(pauseVerdict(record({ policyDomains: ['a.example', 'b.example', 'c.example'] }), settings)).toEqual({
      rule: 'policy_domains', reason: 'Receiving servers of 3 recipient domains refused our mail within 24 h (a.example, b.example, c.example); the limit is 3',
    });
  });

  it('should pause on a hard-bounce rate at the limit, but never on fewer events than the minimum', () => {
    expect(pauseVerdict(record({ sends: 100, hardBounces: 4 }), settings)).toBeNull();
    expect(pauseVerdict(record({ sends: 100, hardBounces: 5 }), settings)).toEqual({ rule: 'hard_bounce_rate', reason: 'Hard bounces on 5 of the last 100 sends (5.0%); the limit is 5%' });
    expect(pauseVerdict(record({ sends: 10, hardBounces: 2 }), settings)).toBeNull();
    expect(pauseVerdict(record({ sends: 0, hardBounces: 3 }), settings)).toBeNull();
  });

  it('should pause on a complaint rate of 0.3% of the last sends', () => {
    expect(pauseVerdict(record({ complaints: 2 }), settings)).toBeNull();
    expect(pauseVerdict(record({ complaints: 3 }), settings)).toEqual({ rule: 'complaint_rate', reason: 'Spam complaints on 3 of the last 1000 sends (0.30%); the limit is 0.3%' });
    expect(pauseVerdict(record({ sends: 2000, complaints: 5 }), settings)).toBeNull();
  });
});
