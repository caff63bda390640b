import { CriteriaError } from './criteria.errors';
import { parseCriteria } from './criteria.schema';

/** The problems parseCriteria reports, as 'path: message'. */
function problemsOf(json: unknown): string[] {
  try {
    parseCriteria(json);
  } catch (error) {
    expect(error).toBeInstanceOf(CriteriaError);
    expect((error as CriteriaError).code).toBe('CRITERIA_INVALID');
    return (error as CriteriaError).details.problems.map((p) => `${p.path}: ${p.message}`);
  }
  throw new Error('expected a CriteriaError');
}

describe('parseCriteria', () => {
  it('accepts an empty or missing criteria_json', () => {
    expect(parseCriteria(undefined)).toEqual({ filters: [], exclusions: [] });
    expect(parseCriteria(null)).toEqual({ filters: [], exclusions: [] });
    expect(parseCriteria({})).toEqual({ filters: [], exclusions: [] });
  });

  it('accepts every field with its operators and normalises values', () => {
    const criteria = parseCriteria({
      filters: [
        { field: 'lead_source', op: 'in', value: ['email', 'web_form', 'email'] },
        { field: 'status', op: 'not_in', value: ['lost'] },
        { field: 'origin_state', op: 'eq', value: 'tx' },
        { field: 'destination_state', op: 'in', value: ['ca', 'NY'] },
        { field: 'lifecycle_stage', op: 'eq', value: 'mql' },
        { field: 'consent_status', op: 'eq', value: 'opted_in' },
        { field: 'move_date', op: 'between', value: ['2026-12-01', '2026-12-31'] },
        { field: 'move_date', op: 'within_next_days', value: 30 },
        { field: 'days_until_move', op: 'between', value: [7, 60] },
        { field: 'lead_score', op: 'gte', value: 50 },
        { field: 'created_at', op: 'between', value: ['2026-01-01', '2026-06-30T12:00:00Z'] },
        { field: 'first_seen_at', op: 'lte', value: '2026-11-01T00:00:00-05:00' },
      ],
      exclusions: ['unsubscribed', 'bounced', 'unsubscribed'],
    });
    expect(criteria.filters[0].value).toEqual(['email', 'web_form']);
    expect(criteria.filters[2].value).toBe('TX');
    expect(criteria.filters[3].value).toEqual(['CA', 'NY']);
    expect(criteria.filters).toHaveLength(12);
    expect(criteria.exclusions).toEqual(['unsubscribed', 'bounced']);
  });

  it('reports unknown fields, operators and exclusions with exact messages, all at once', () => {
    expect(problemsOf({
      filters: [
        { field: 'x', op: 'eq', value: 1 },
        { field: 'lead_source', op: 'y', value: 'email' },
        { field: 'lead_source', op: 'gte', value: 'email' },
        { field: 'created_at', op: 'eq', value: '2026-01-01' },
      ],
      exclusions: ['nope', 42],
      extra: true,
    })).toEqual([
      'criteria_json: Unknown property "extra"',
      'filters[0].field: Unknown field "x"',
      'filters[1].op: Unknown operator "y" for lead_source',
      'filters[2].op: Unknown operator "gte" for lead_source',
      'filters[3].op: Unknown operator "eq" for created_at',
      'exclusions[0]: Unknown exclusion "nope"',
      'exclusions[1]: Unknown exclusion "42"',
    ]);
  });

  it('reports wrong shapes and value types', () => {
    expect(problemsOf('filters')).toEqual(['criteria_json: criteria_json must be an object with filters and exclusions']);
    expect(problemsOf({ filters: {}, exclusions: 'bounced' })).toEqual(['filters: filters must be a list', 'exclusions: exclusions must be a list']);
    expect(problemsOf({
      filters: [
        'lead_source',
        { op: 'eq', value: 1 },
        { field: 'lead_score', value: 1 },
        { field: 'lead_score', op: 'gte', value: '50' },
        { field: 'lead_score', op: 'gte', value: 1.5 },
        { field: 'lead_score', op: 'gte' },
        { field: 'lead_source', op: 'eq', value: ['email'] },
        { field: 'lead_source', op: 'eq', value: 'fax' },
        { field: 'lifecycle_stage', op: 'in', value: ['lead', 'vip'] },
        { field: 'origin_state', op: 'eq', value: 'Texas' },
        { field: 'origin_state', op: 'in', value: [] },
        { field: 'move_date', op: 'eq', value: '2026-02-30' },
        { field: 'move_date', op: 'between', value: ['2026-12-31', '2026-12-01'] },
        { field: 'move_date', op: 'between', value: ['2026-12-01'] },
        { field: 'move_date', op: 'within_next_days', value: -1 },
        { field: 'created_at', op: 'gte', value: '2026-01-01T10:00:00' },
        { field: 'status', op: 'eq', value: 5 },
        { field: 'lead_score', op: 'eq', value: 1, extra: 1 },
      ],
    })).toEqual([
      'filters[0]: Filter must be an object with field, op and value',
      'filters[1].field: Field is required',
      'filters[2].op: Operator is required',
      'filters[3].value: Value must be a whole number',
      'filters[4].value: Value must be a whole number',
      'filters[5].value: Value is required',
      'filters[6].value: Value must be a single value, not a list',
      'filters[7].value: Unknown value "fax" for lead_source',
      'filters[8].value[1]: Unknown value "vip" for lifecycle_stage',
      'filters[9].value: Value must be a two-letter state code',
      'filters[10].value: Value must be a non-empty list',
      'filters[11].value: Value must be a date (yyyy-MM-dd)',
      'filters[12].value: from must not be after to',
      'filters[13].value: Value must be a [from, to] pair',
      'filters[14].value: Value must be a whole number of days from 0 to 3650',
      'filters[15].value: Value must be a date (yyyy-MM-dd) or an ISO date-time with an offset',
      'filters[16].value: Value must be a string',
      'filters[17]: Unknown property "extra"',
    ]);
  });

  it('caps filters at 20, lists at 100 values and text at 100 characters', () => {
    const filter = { field: 'lead_score', op: 'gte', value: 1 };
    expect(parseCriteria({ filters: Array.from({ length: 20 }, () => filter) }).filters).toHaveLength(20);
    expect(problemsOf({ filters: Array.from({ length: 21 }, () => filter) })).toEqual(['filters: Too many filters (maximum 20)']);
    const values = Array.from({ length: 101 }, (_, i) => `s${i}`);
    expect(problemsOf({ filters: [{ field: 'status', op: 'in', value: values }] })).toEqual(['filters[0].value: Too many values (maximum 100)']);
    expect(parseCriteria({ filters: [{ field: 'status', op: 'in', value: values.slice(0, 100) }] }).filters[0].value).toHaveLength(100);
    expect(problemsOf({ filters: [{ field: 'status', op: 'eq', value: 'x'.repeat(101) }] })).toEqual(['filters[0].value: Value is too long (maximum 100 characters)']);
    expect(problemsOf({ filters: [{ field: 'f'.repeat(500), op: 'eq', value: 1 }] })).toEqual([`filters[0].field: Unknown field "${'f'.repeat(100)}"`]);
  });

  it('the error message joins every problem', () => {
    expect(() => parseCriteria({ filters: [{ field: 'x', op: 'eq', value: 1 }], exclusions: ['y'] })).toThrow(
      'filters[0].field: Unknown field "x"; exclusions[0]: Unknown exclusion "y"',
    );
  });
});
