import { describeCondition, parseStepCondition, storedCondition } from './step-condition.policy';

describe('step condition policy', () => {
  it('takes filters of the rule language, has_phone included; none or an empty list is no condition', () => {
    expect(parseStepCondition({ filters: [{ field: 'has_phone', op: 'eq', value: false }] }, 'skip_if'))
      .toEqual({ condition: { filters: [{ field: 'has_phone', op: 'eq', value: false }] }, problems: [] });
    expect(parseStepCondition({ filters: [{ field: 'origin_state', op: 'in', value: ['tx', 'ca'] }] }, 'stop_if').condition)
      .toEqual({ filters: [{ field: 'origin_state', op: 'in', value: ['TX', 'CA'] }] });
    expect(parseStepCondition(null, 'skip_if')).toEqual({ condition: null, problems: [] });
    expect(parseStepCondition({ filters: [] }, 'skip_if')).toEqual({ condition: null, problems: [] });
  });

  it('names every problem with the condition it is in, and refuses exclusions', () => {
    expect(parseStepCondition({ filters: [{ field: 'has_phone', op: 'eq', value: 'no' }, { field: 'shoe_size', op: 'eq', value: 9 }] }, 'skip_if').problems)
      .toEqual(['skip_if: filters[0].value: Value must be true or false', 'skip_if: filters[1].field: Unknown field "shoe_size"']);
    expect(parseStepCondition('phone', 'stop_if').problems).toEqual(['stop_if: the condition must be an object with filters and exclusions']);
    expect(parseStepCondition({ filters: [{ field: 'status', op: 'eq', value: 'booked' }], exclusions: ['bounced'] }, 'stop_if').problems)
      .toEqual(['stop_if: exclusions are not used in a step condition; use filters']);
  });

  it('says a condition as a person would', () => {
    const say = (filters: unknown[]): string => describeCondition(storedCondition({ filters }) ?? { filters: [] });
    expect(say([{ field: 'has_phone', op: 'eq', value: false }])).toBe('no phone number');
    expect(say([{ field: 'has_phone', op: 'eq', value: true }, { field: 'status', op: 'eq', value: 'booked' }])).toBe('has a phone number and status is booked');
    expect(say([{ field: 'lead_source', op: 'not_in', value: ['web_form', 'manual', 'email'] }])).toBe('lead source is not web form, manual or email');
    expect(say([{ field: 'days_until_move', op: 'lte', value: 3 }])).toBe('at most 3 days until the move');
    expect(say([{ field: 'days_until_move', op: 'between', value: [2, 5] }])).toBe('2–5 days until the move');
    expect(say([{ field: 'lead_score', op: 'gte', value: 50 }])).toBe('lead score at least 50');
    expect(say([{ field: 'move_date', op: 'within_next_days', value: 7 }])).toBe('move date within the next 7 days');
    expect(say([{ field: 'move_date', op: 'between', value: ['2026-12-01', '2026-12-31'] }])).toBe('move date 2026-12-01 to 2026-12-31');
  });

  it('reads a stored condition that no longer parses as none (it never holds)', () => {
    expect(storedCondition({ filters: [{ field: 'gone_field', op: 'eq', value: 1 }] })).toBeNull();
    expect(storedCondition(null)).toBeNull();
  });
});
