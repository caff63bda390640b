import { describe, expect, it } from 'vitest';
import { criteriaSummary, toCriteriaFilter, toFilterDraft } from './criteria-fields';
import { cityState, contactLocalTime, enrollmentStateBadge, lastRunSentence, relativeCreated, ruleStatusBadge, TIME_ZONES, unenrollReason } from './enrollment-format';

describe('enrollment display rules', () => {
  it('shows an unknown rule status as Draft and an unknown enrollment state as Pending', () => {
    expect(ruleStatusBadge('paused').label).toBe('Paused');
    expect(ruleStatusBadge('archived').label).toBe('Draft');
    expect(enrollmentStateBadge('cancelled').label).toBe('Canceled');
    expect(enrollmentStateBadge('queued').label).toBe('Pending');
  });

  it('explains a disabled Unenroll', () => {
    expect(unenrollReason('already_ended')).toBe('Enrollment already ended');
    expect(unenrollReason('not_active')).toBe('Only active/pending enrollments can be canceled');
    expect(unenrollReason('permission_denied')).toBe('You lack permission to unenroll');
    expect(unenrollReason('something_else')).toBe('Unavailable');
    expect(unenrollReason(null)).toBe('Unavailable');
  });

  it('writes places as "city, state" or a dash', () => {
    expect(cityState('Austin', 'TX')).toBe('Austin, TX');
    expect(cityState(null, 'TX')).toBe('TX');
    expect(cityState(null, null)).toBe('—');
  });

  it('writes created dates relative to now', () => {
    const now = new Date('2026-11-23T15:00:00');
    expect(relativeCreated('2026-11-23T01:00:00', now)).toBe('Today');
    expect(relativeCreated('2026-11-22T23:00:00', now)).toBe('Yesterday');
    expect(relativeCreated('2026-11-18T12:00:00', now)).toBe('5d ago');
    expect(relativeCreated('2026-11-09T12:00:00', now)).toBe('2w ago');
    expect(relativeCreated('2026-09-01T12:00:00', now)).toBe(new Date('2026-09-01T12:00:00').toLocaleDateString());
  });

  it('types criteria values for their operator', () => {
    expect(toCriteriaFilter({ field: 'origin_state', op: 'in', value: 'TX, CA' })).toEqual({ field: 'origin_state', op: 'in', value: ['TX', 'CA'] });
    expect(toCriteriaFilter({ field: 'lead_score', op: 'between', value: '10, 50' })).toEqual({ field: 'lead_score', op: 'between', value: [10, 50] });
    expect(toCriteriaFilter({ field: 'move_date', op: 'within_next_days', value: ' 30 ' })).toEqual({ field: 'move_date', op: 'within_next_days', value: 30 });
    expect(toCriteriaFilter({ field: 'lead_score', op: 'gte', value: '40' })).toEqual({ field: 'lead_score', op: 'gte', value: 40 });
  });

  it("says why the last run enrolled whom it did, largest reason first, 'today' or the run's date", () => {
    const now = new Date(2026, 10, 27, 15, 0);
    const run = {
      at: new Date(2026, 10, 27, 14, 0).toISOString(), enrolled: 0, enrolled_today: 0, cap_reached: false, scanned: 17, complete: true,
      skipped: { joined_after_start: 2, enrolled_before: 15 },
    };
    expect(lastRunSentence(run, now)).toBe('Enrolled 0 today: 15 enrolled by this rule before, 2 added after the rule started');
    expect(lastRunSentence({ ...run, at: new Date(2026, 10, 26, 9, 0).toISOString(), enrolled_today: 100, skipped: { daily_cap: 1200 } }, now))
      .toBe(`Enrolled 100 on Nov 26, 2026: ${(1200).toLocaleString()} over the daily cap`);
    expect(lastRunSentence({ ...run, enrolled_today: 3, skipped: {} }, now)).toBe('Enrolled 3 today');
    expect(lastRunSentence({ ...run, complete: false, scanned: 10000, skipped: { excluded: 10000 } }, now))
      .toBe(`Enrolled 0 today: ${(10000).toLocaleString()} left out by the criteria (counted over the first ${(10000).toLocaleString()} contacts)`);
    expect(lastRunSentence(null, now)).toBeNull();
  });

  it('reads criteria in words and turns stored filters back into editable rows', () => {
    expect(criteriaSummary({
      filters: [{ field: 'created_at', op: 'gte', value: '2026-01-01' }, { field: 'move_date', op: 'within_next_days', value: 30 }, { field: 'lead_source', op: 'in', value: ['web_form', 'email'] }],
      exclusions: ['bounced', 'in_other_active_sequence'],
    })).toBe('Created at least 2026-01-01; Move date within the next 30 days; Lead source is one of web_form, email; excluding Bounced, In another active sequence');
    expect(criteriaSummary({ filters: [], exclusions: [] })).toBe('Everyone');
    expect(toFilterDraft({ field: 'lead_score', op: 'between', value: [10, 50] })).toEqual({ field: 'lead_score', op: 'between', value: '10, 50' });
    expect(toCriteriaFilter(toFilterDraft({ field: 'lead_score', op: 'between', value: [10, 50] }))).toEqual({ field: 'lead_score', op: 'between', value: [10, 50] });
  });

  it('lists real IANA zones for the timezone picker, UTC first and once', () => {
    expect(TIME_ZONES[0]).toBe('UTC');
    expect(TIME_ZONES.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(TIME_ZONES).toContain('America/Chicago');
    expect(TIME_ZONES).not.toContain('Mars/Base');
  });
});

describe('contactLocalTime', () => {
  it("gives the contact's zone and the time there, or nothing without a known zone", () => {
    const now = new Date('2026-11-27T15:41:00Z');
    expect(contactLocalTime('America/Chicago', now)).toBe('America/Chicago · 9:41 AM');
    expect(contactLocalTime('America/New_York', now)).toBe('America/New_York · 10:41 AM');
    expect(contactLocalTime(null, now)).toBeNull();
    expect(contactLocalTime('Mars/Olympus_Mons', now)).toBeNull();
  });
});
