import { CriteriaError } from './criteria.errors';
import { compileCriteria, type CompileOptions } from './criteria.policy';
import { parseCriteria } from './criteria.schema';

const options: CompileOptions = { contactAlias: 'c', firstParamIndex: 1 };
const compile = (json: unknown, extra: Partial<CompileOptions> = {}) => compileCriteria(parseCriteria(json), { ...options, ...extra });
const one = (field: string, op: string, value: unknown, extra: Partial<CompileOptions> = {}) => compile({ filters: [{ field, op, value }] }, extra);

describe('compileCriteria: operators', () => {
  it('nothing to filter compiles to TRUE', () => {
    expect(compile({})).toEqual({ sql: 'TRUE', params: [] });
  });

  it('eq, in, not_in on text, state and vocabulary fields', () => {
    expect(one('lead_source', 'eq', 'email')).toEqual({ sql: '(c.latest_lead_source = $1::text)', params: ['email'] });
    expect(one('status', 'in', ['new', 'quoted'])).toEqual({ sql: '(c.latest_lead_status = ANY($1::text[]))', params: [['new', 'quoted']] });
    expect(one('origin_state', 'not_in', ['tx'])).toEqual({ sql: '((c.origin_state IS NULL OR c.origin_state <> ALL($1::bpchar[])))', params: [['TX']] });
    expect(one('destination_state', 'eq', 'ca')).toEqual({ sql: '(c.destination_state = $1::bpchar)', params: ['CA'] });
    expect(one('lifecycle_stage', 'in', ['lead', 'mql'])).toEqual({ sql: '(c.lifecycle_stage = ANY($1::text[]))', params: [['lead', 'mql']] });
    expect(one('consent_status', 'eq', 'opted_in')).toEqual({ sql: '(c.consent_status = $1::text)', params: ['opted_in'] });
  });

  it('eq, gte, lte, between on numbers', () => {
    expect(one('lead_score', 'eq', 10)).toEqual({ sql: '(c.lead_score = $1::int)', params: [10] });
    expect(one('lead_score', 'gte', 50)).toEqual({ sql: '(c.lead_score >= $1::int)', params: [50] });
    expect(one('lead_score', 'lte', 80)).toEqual({ sql: '(c.lead_score <= $1::int)', params: [80] });
    expect(one('lead_score', 'between', [50, 80])).toEqual({ sql: '(c.lead_score BETWEEN $1::int AND $2::int)', params: [50, 80] });
  });

  it('has_phone: a phone that is not empty, compared with the given true or false', () => {
    expect(one('has_phone', 'eq', false)).toEqual({ sql: "((c.phone IS NOT NULL AND btrim(c.phone) <> '') = $1::boolean)", params: [false] });
    expect(() => one('has_phone', 'in', [true])).toThrow(CriteriaError);
    expect(() => one('has_phone', 'eq', 'yes')).toThrow(CriteriaError);
  });

  it('move_date ranges and within_next_days (database date or a given today)', () => {
    expect(one('move_date', 'between', ['2026-12-01', '2026-12-31'])).toEqual({ sql: '(c.latest_move_date BETWEEN $1::date AND $2::date)', params: ['2026-12-01', '2026-12-31'] });
    expect(one('move_date', 'gte', '2026-12-01')).toEqual({ sql: '(c.latest_move_date >= $1::date)', params: ['2026-12-01'] });
    expect(one('move_date', 'within_next_days', 30)).toEqual({ sql: '(c.latest_move_date BETWEEN CURRENT_DATE AND CURRENT_DATE + $1::int)', params: [30] });
    expect(one('move_date', 'within_next_days', 30, { today: '2026-11-23' })).toEqual({ sql: '(c.latest_move_date BETWEEN $1::date AND $1::date + $2::int)', params: ['2026-11-23', 30] });
  });

  it('days_until_move counts from today', () => {
    // As a move_date range, so the move_date indexes serve it.
    expect(one('days_until_move', 'between', [7, 60])).toEqual({ sql: '(c.latest_move_date BETWEEN CURRENT_DATE + $1::int AND CURRENT_DATE + $2::int)', params: [7, 60] });
    expect(one('days_until_move', 'lte', 14, { today: '2026-11-23' })).toEqual({ sql: '(c.latest_move_date <= $1::date + $2::int)', params: ['2026-11-23', 14] });
    expect(one('days_until_move', 'gte', -3, { today: '2026-11-23' })).toEqual({ sql: '(c.latest_move_date >= $1::date + $2::int)', params: ['2026-11-23', -3] });
    expect(one('days_until_move', 'eq', 7)).toEqual({ sql: '(c.latest_move_date = CURRENT_DATE + $1::int)', params: [7] });
  });

  it('created_at / first_seen_at: a date covers the whole day in the timezone; a date-time is used as given', () => {
    expect(one('created_at', 'between', ['2026-01-01', '2026-01-31'])).toEqual({
      sql: '(c.created_at >= $1::timestamptz AND c.created_at < $2::timestamptz)', params: ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    });
    expect(one('created_at', 'gte', '2026-01-01', { timezone: 'America/New_York' })).toEqual({ sql: '(c.created_at >= $1::timestamptz)', params: ['2026-01-01T05:00:00.000Z'] });
    expect(one('first_seen_at', 'lte', '2026-11-01T00:00:00-05:00')).toEqual({ sql: '(c.first_seen_at <= $1::timestamptz)', params: ['2026-11-01T05:00:00.000Z'] });
    expect(one('first_seen_at', 'lte', '2026-06-30', { timezone: 'Asia/Kolkata' })).toEqual({ sql: '(c.first_seen_at < $1::timestamptz)', params: ['2026-06-30T18:30:00.000Z'] });
  });
});

describe('compileCriteria: exclusions', () => {
  const exclusion = (name: string) => compile({ exclusions: [name] });

  it('each exclusion is fixed SQL with no parameters', () => {
    expect(exclusion('in_other_active_sequence')).toEqual({
      sql: "(NOT EXISTS (SELECT 1 FROM sequence_enrollments crit_se WHERE crit_se.contact_id = c.id AND crit_se.status IN ('pending', 'active', 'paused')))", params: [],
    });
    expect(exclusion('replied_or_booked')).toEqual({ sql: '(NOT c.replied_or_booked)', params: [] });
    expect(exclusion('unsubscribed')).toEqual({ sql: '(c.unsubscribed_at IS NULL)', params: [] });
    expect(exclusion('bounced')).toEqual({ sql: '(c.bounced_at IS NULL)', params: [] });
    expect(exclusion('suppressed').sql).toBe("(c.unsubscribed_at IS NULL AND c.bounced_at IS NULL AND c.consent_status <> 'opted_out')");
    expect(exclusion('no_email').sql).toBe("(c.email IS NOT NULL AND btrim(c.email) <> '')");
    expect(exclusion('placeholder_email').sql).toBe("((c.email IS NULL OR (lower(btrim(c.email)) NOT LIKE '%.invalid' AND lower(btrim(c.email)) NOT LIKE '%@invalid')))");
  });

  it('uses the given aliases', () => {
    const compiled = compile({ filters: [{ field: 'status', op: 'eq', value: 'new' }], exclusions: ['bounced', 'in_other_active_sequence'] }, { contactAlias: 'ct' });
    expect(compiled.sql).toBe("(ct.latest_lead_status = $1::text) AND (ct.bounced_at IS NULL) AND (NOT EXISTS (SELECT 1 FROM sequence_enrollments crit_se WHERE crit_se.contact_id = ct.id AND crit_se.status IN ('pending', 'active', 'paused')))");
  });
});

describe('compileCriteria: safety and numbering', () => {
  const hostile = ["'; DROP TABLE contacts; --", '$1', 'a\\b\\', '"quoted" \' $2::text'];

  it('hostile values end up only in params', () => {
    const compiled = compile({ filters: [{ field: 'status', op: 'in', value: hostile }, ...hostile.map((value) => ({ field: 'status', op: 'eq', value }))] });
    expect(compiled.sql).toBe('(c.latest_lead_status = ANY($1::text[])) AND (c.latest_lead_status = $2::text) AND (c.latest_lead_status = $3::text) AND (c.latest_lead_status = $4::text) AND (c.latest_lead_status = $5::text)');
    expect(compiled.params).toEqual([hostile, ...hostile]);
    for (const value of ['DROP', '\\', '"', "'"]) expect(compiled.sql).not.toContain(value);
  });

  it('hostile field names, operators and exclusions are rejected, never compiled', () => {
    expect(() => compile({ filters: [{ field: 'status = status; DROP TABLE contacts; --', op: 'eq', value: 'x' }] })).toThrow(CriteriaError);
    expect(() => compile({ filters: [{ field: 'status', op: '= 1 OR 1', value: 'x' }] })).toThrow('Unknown operator "= 1 OR 1" for status');
    expect(() => compile({ exclusions: ['bounced) OR (TRUE'] })).toThrow('Unknown exclusion "bounced) OR (TRUE"');
  });

  it('rejects unsafe aliases and bad options', () => {
    const criteria = parseCriteria({});
    expect(() => compileCriteria(criteria, { ...options, contactAlias: 'c; DROP TABLE x' })).toThrow('options: contactAlias must be a plain lower-case SQL identifier');
    expect(() => compileCriteria(criteria, { ...options, contactAlias: 'crit_se' })).toThrow('contactAlias must be a plain lower-case SQL identifier');
    expect(() => compileCriteria(criteria, { ...options, firstParamIndex: 0, today: 'today', timezone: 'Nowhere/City' })).toThrow(
      'options: firstParamIndex must be a whole number from 1; options: today must be a date (yyyy-MM-dd); options: Unknown timezone "Nowhere/City"',
    );
  });

  it('numbers placeholders from firstParamIndex', () => {
    const compiled = compile({
      filters: [
        { field: 'lead_score', op: 'between', value: [1, 2] },
        { field: 'move_date', op: 'within_next_days', value: 5 },
        { field: 'days_until_move', op: 'gte', value: 3 },
        { field: 'lead_source', op: 'eq', value: 'email' },
      ],
    }, { firstParamIndex: 4, today: '2026-11-23' });
    expect(compiled.sql).toBe('(c.lead_score BETWEEN $4::int AND $5::int) AND (c.latest_move_date BETWEEN $6::date AND $6::date + $7::int) AND (c.latest_move_date >= $6::date + $8::int) AND (c.latest_lead_source = $9::text)');
    expect(compiled.params).toEqual([1, 2, '2026-11-23', 5, 3, 'email']);
  });

  it('is deterministic', () => {
    const json = { filters: [{ field: 'status', op: 'in', value: ['a', 'b'] }, { field: 'created_at', op: 'between', value: ['2026-01-01', '2026-02-01'] }], exclusions: ['suppressed', 'no_email'] };
    expect(compile(json)).toEqual(compile(JSON.parse(JSON.stringify(json)) as unknown));
  });
});
