import { describe, expect, it } from 'vitest';
import { savedStep } from './test/sequence-test-kit';
import { draftOf, newStep, stepConditions, stepInput, stepReady } from './designer-rules';
import { conditionDrafts, conditionsComplete, conditionsInput, conditionSummary, hasConditions } from './step-conditions';

const NO_PHONE = { filters: [{ field: 'has_phone', op: 'eq', value: false }] };

describe('step conditions', () => {
  it('reads a stored condition as rows, and none from null or a malformed one', () => {
    expect(conditionDrafts(NO_PHONE)).toEqual([{ field: 'has_phone', op: 'eq', value: 'false' }]);
    expect(conditionDrafts({ filters: [{ field: 'lead_score', op: 'between', value: [10, 50] }, { field: 'x', op: 'nope', value: 1 }, 'junk'] }))
      .toEqual([{ field: 'lead_score', op: 'between', value: '10, 50' }]);
    expect(conditionDrafts(null)).toEqual([]);
    expect(conditionDrafts({ filters: 'all' })).toEqual([]);
  });

  it('sends { filters } with typed values, or null for none', () => {
    expect(conditionsInput({ skip_if: [{ field: 'has_phone', op: 'eq', value: 'false' }], stop_if: [] })).toEqual({ skip_if: NO_PHONE, stop_if: null });
    expect(conditionsInput({ skip_if: [], stop_if: [{ field: 'lifecycle_stage', op: 'in', value: 'sql, customer' }] }))
      .toEqual({ skip_if: null, stop_if: { filters: [{ field: 'lifecycle_stage', op: 'in', value: ['sql', 'customer'] }] } });
  });

  it('says a condition in words, leaving out rows not filled in', () => {
    expect(conditionSummary([{ field: 'has_phone', op: 'eq', value: 'false' }, { field: 'lead_score', op: 'gte', value: '50' }])).toBe('Has phone number is No and Lead score at least 50');
    expect(conditionSummary([{ field: 'lead_score', op: 'gte', value: ' ' }])).toBe('');
    expect(conditionsComplete({ skip_if: [{ field: 'lead_score', op: 'gte', value: '' }], stop_if: [] })).toBe(false);
    expect(conditionsComplete({ skip_if: [{ field: 'has_phone', op: 'eq', value: 'true' }], stop_if: [] })).toBe(true);
    expect(hasConditions({ skip_if: [], stop_if: [] })).toBe(false);
  });

  it('passes unedited conditions back as stored; edited ones go as { filters } or null', () => {
    const loaded = draftOf(savedStep(1, 't1', 0, { skip_if: NO_PHONE }));
    expect(stepConditions(loaded)).toEqual({ skip_if: [{ field: 'has_phone', op: 'eq', value: 'false' }], stop_if: [] });
    expect(stepInput(loaded)).toMatchObject({ skip_if: NO_PHONE, stop_if: null });
    const edited = { ...loaded, conditions: { skip_if: [], stop_if: [{ field: 'has_phone', op: 'eq' as const, value: 'true' }] } };
    expect(stepInput(edited)).toMatchObject({ skip_if: null, stop_if: { filters: [{ field: 'has_phone', op: 'eq', value: true }] } });
    // A new step sends no conditions until they are edited.
    expect(stepInput(newStep(1))).not.toHaveProperty('skip_if');
  });

  it('waits for edited conditions to be filled in before a step is ready to autosave', () => {
    const step = draftOf(savedStep(1));
    expect(stepReady([step], 0)).toBe(true);
    expect(stepReady([{ ...step, conditions: { skip_if: [{ field: 'lifecycle_stage', op: 'eq', value: '' }], stop_if: [] } }], 0)).toBe(false);
    expect(stepReady([{ ...step, conditions: { skip_if: [{ field: 'lifecycle_stage', op: 'eq', value: 'sql' }], stop_if: [] } }], 0)).toBe(true);
  });
});
