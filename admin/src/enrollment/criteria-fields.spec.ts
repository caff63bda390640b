import { describe, expect, it } from 'vitest';
import { CRITERIA_FIELDS, criteriaSummary, criteriaValueLabel, filterSummary, toCriteriaFilter, toFilter, toFilterDraft } from './criteria-fields';

describe('criteria fields: has_phone', () => {
  it('is offered as "Has phone number", is only, yes or no', () => {
    expect(CRITERIA_FIELDS.find((spec) => spec.field === 'has_phone')).toEqual({ field: 'has_phone', label: 'Has phone number', kind: 'bool', ops: ['eq'], values: ['true', 'false'] });
    expect(criteriaValueLabel('has_phone', 'true')).toBe('Yes');
    expect(criteriaValueLabel('has_phone', 'false')).toBe('No');
    expect(criteriaValueLabel('lifecycle_stage', 'true')).toBe('true');
  });

  it('sends a boolean, not the text "true", and reads one back as a row', () => {
    expect(toFilter({ field: 'has_phone', op: 'eq', value: 'false' })).toEqual({ field: 'has_phone', op: 'eq', value: false });
    expect(toFilter({ field: 'has_phone', op: 'eq', value: ' true ' })).toEqual({ field: 'has_phone', op: 'eq', value: true });
    expect(toCriteriaFilter({ field: 'has_phone', op: 'eq', value: 'true' })).toEqual({ field: 'has_phone', op: 'eq', value: true });
    // Anything else stays as typed, for the server to refuse in its words.
    expect(toFilter({ field: 'has_phone', op: 'eq', value: '' })).toEqual({ field: 'has_phone', op: 'eq', value: '' });
    expect(toFilterDraft({ field: 'has_phone', op: 'eq', value: false })).toEqual({ field: 'has_phone', op: 'eq', value: 'false' });
  });

  it('keeps text values as text for the other fields', () => {
    expect(toFilter({ field: 'status', op: 'eq', value: 'true' })).toEqual({ field: 'status', op: 'eq', value: 'true' });
    expect(toFilter({ field: 'lead_score', op: 'eq', value: '7' })).toEqual({ field: 'lead_score', op: 'eq', value: 7 });
  });

  it('reads it as Yes / No in words', () => {
    expect(filterSummary({ field: 'has_phone', op: 'eq', value: false })).toBe('Has phone number is No');
    expect(criteriaSummary({ filters: [{ field: 'has_phone', op: 'eq', value: 'true' }], exclusions: ['bounced'] })).toBe('Has phone number is Yes; excluding Bounced');
  });
});
