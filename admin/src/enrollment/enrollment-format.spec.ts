import { describe, expect, it } from 'vitest';
import { toCriteriaFilter } from './criteria-fields';
import { cityState, enrollmentStateBadge, relativeCreated, ruleStatusBadge, unenrollReason } from './enrollment-format';

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
});
