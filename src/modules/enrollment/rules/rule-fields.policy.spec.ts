import { EnrollmentRulesError } from './enrollment-rules.errors';
import { checkRuleFields, criteriaWords, ruleChanges, ruleEditSummary } from './rule-fields.policy';

describe('rule fields', () => {
  const base = checkRuleFields({ name: 'Spring', start_date: '2026-03-01' });

  it('fills the defaults and refuses what create refuses, listing every problem', () => {
    expect(base).toMatchObject({ name: 'Spring', dateField: 'created_at', timezone: 'UTC', endDate: null, caps: { daily_org_limit: 1000, daily_sequence_limit: 100 } });
    let refused: unknown;
    try {
      checkRuleFields({ name: 'x', start_date: '2026-03-02', end_date: '2026-03-01', timezone: 'Mars/Base' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(EnrollmentRulesError);
    expect((refused as EnrollmentRulesError).message).toBe('end_date must not be before start_date');
    expect(() => checkRuleFields({ name: ' ', start_date: '2026-03-01' })).toThrow('Name and start date are required');
  });

  it('says what changed in words, with old and new values, and nothing for an unchanged rule', () => {
    const after = checkRuleFields({
      name: 'Spring', start_date: '2026-03-01', end_date: '2026-04-30', date_field: 'first_seen_at', include_future: true,
      send_window_json: { days: [1, 2], start_hour: 9 },
      criteria_json: { filters: [{ field: 'move_date', op: 'within_next_days', value: 30 }], exclusions: ['no_email'] },
    });
    expect(ruleChanges(base, base)).toEqual([]);
    expect(ruleChanges(base, after)).toEqual([
      { field: 'Date field', from: 'Contact created', to: 'First seen' },
      { field: 'End date', from: 'none', to: '2026-04-30' },
      { field: 'Include future contacts', from: 'no', to: 'yes' },
      { field: 'Send days', from: 'Mon, Tue, Wed, Thu, Fri', to: 'Mon, Tue' },
      { field: 'Send hours', from: '8:00–18:00', to: '9:00–18:00' },
      { field: 'Criteria', from: 'everyone', to: 'Move date within the next 30 days; excluding no email' },
    ]);
    expect(ruleEditSummary('Spring', [{ field: 'Name', from: '"A"', to: '"Spring"' }])).toBe('Rule "Spring" edited: Name "A" → "Spring"');
    expect(criteriaWords({ filters: [{ field: 'lead_score', op: 'between', value: [10, 20] }], exclusions: [] })).toBe('Lead score between 10 and 20');
  });
});
