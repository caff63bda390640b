/**
 * The enrollment rule filter language (criteria_json) and its validation.
 *
 * criteria_json = { filters: Filter[], exclusions: Exclusion[] } (both optional, default empty). Every filter must
 * hold (AND); every exclusion removes the contacts it names.
 *
 * Filter = { field, op, value }:
 * | field              | ops                                        | value                                     |
 * |--------------------|--------------------------------------------|-------------------------------------------|
 * | lead_source        | eq, in, not_in                             | email, inbound_call, web_form, manual     |
 * | status             | eq, in, not_in                             | opportunity status text                   |
 * | origin_state       | eq, in, not_in                             | two-letter state code (upper-cased)       |
 * | destination_state  | eq, in, not_in                             | two-letter state code (upper-cased)       |
 * | lifecycle_stage    | eq, in, not_in                             | lead, mql, sql, customer                  |
 * | consent_status     | eq, in, not_in                             | opted_in, opted_out, unknown              |
 * | move_date          | eq, gte, lte, between, within_next_days    | yyyy-MM-dd; within_next_days: days 0-3650 |
 * | days_until_move    | eq, gte, lte, between                      | whole days (negative = already moved)     |
 * | lead_score         | eq, gte, lte, between                      | whole number                              |
 * | created_at         | gte, lte, between                          | yyyy-MM-dd or ISO date-time with offset   |
 * | first_seen_at      | gte, lte, between                          | yyyy-MM-dd or ISO date-time with offset   |
 * | has_phone          | eq                                         | true or false                             |
 * in / not_in take a list (1-100 values); between takes [from, to] with from ≤ to; text values are at most 100
 * characters. At most 20 filters.
 *
 * Exclusions: in_other_active_sequence, replied_or_booked, unsubscribed, bounced, suppressed, no_email,
 * placeholder_email (duplicates are dropped).
 */
import { DateTime } from 'luxon';
import { LEAD_SOURCES } from 'src/modules/leads/opportunities/entities/opportunity.entity';
import { CriteriaError, type CriteriaProblem } from './criteria.errors';

export const MAX_FILTERS = 20;
export const MAX_VALUES = 100;
export const MAX_VALUE_LENGTH = 100;
export const MAX_WITHIN_DAYS = 3650;

export const LIFECYCLE_STAGES = ['lead', 'mql', 'sql', 'customer'] as const;
export const CONSENT_STATUSES = ['opted_in', 'opted_out', 'unknown'] as const;

export const OPERATORS = ['eq', 'in', 'not_in', 'gte', 'lte', 'between', 'within_next_days'] as const;
export type CriteriaOperator = (typeof OPERATORS)[number];

export const EXCLUSIONS = [
  'in_other_active_sequence', 'replied_or_booked', 'unsubscribed', 'bounced', 'suppressed', 'no_email', 'placeholder_email',
] as const;
export type CriteriaExclusion = (typeof EXCLUSIONS)[number];

/** text: strings; state: two-letter codes; date: yyyy-MM-dd; int: whole numbers; instant: date or date-time; bool: true or false. */
export type FieldKind = 'text' | 'state' | 'date' | 'int' | 'instant' | 'bool';

interface FieldSpec {
  kind: FieldKind;
  ops: readonly CriteriaOperator[];
  /** Allowed values, for closed vocabularies. */
  values?: readonly string[];
}

const LIST_OPS = ['eq', 'in', 'not_in'] as const;
const RANGE_OPS = ['eq', 'gte', 'lte', 'between'] as const;
const INSTANT_OPS = ['gte', 'lte', 'between'] as const;

export const FIELD_SPECS = {
  lead_source: { kind: 'text', ops: LIST_OPS, values: LEAD_SOURCES },
  status: { kind: 'text', ops: LIST_OPS },
  origin_state: { kind: 'state', ops: LIST_OPS },
  destination_state: { kind: 'state', ops: LIST_OPS },
  lifecycle_stage: { kind: 'text', ops: LIST_OPS, values: LIFECYCLE_STAGES },
  consent_status: { kind: 'text', ops: LIST_OPS, values: CONSENT_STATUSES },
  move_date: { kind: 'date', ops: [...RANGE_OPS, 'within_next_days'] },
  days_until_move: { kind: 'int', ops: RANGE_OPS },
  lead_score: { kind: 'int', ops: RANGE_OPS },
  created_at: { kind: 'instant', ops: INSTANT_OPS },
  first_seen_at: { kind: 'instant', ops: INSTANT_OPS },
  has_phone: { kind: 'bool', ops: ['eq'] },
} as const satisfies Record<string, FieldSpec>;

export type CriteriaField = keyof typeof FIELD_SPECS;
export const FIELDS = Object.keys(FIELD_SPECS) as CriteriaField[];

export type Scalar = string | number | boolean;
export type FilterValue = Scalar | Scalar[];

export interface CriteriaFilter {
  field: CriteriaField;
  op: CriteriaOperator;
  /** eq/gte/lte/within_next_days: one value; in/not_in: a list; between: [from, to]. */
  value: FilterValue;
}

export interface Criteria {
  filters: CriteriaFilter[];
  exclusions: CriteriaExclusion[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const STATE = /^[A-Za-z]{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const has = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Bounds that keep every comparison inside what the database's date and integer arithmetic can hold (a days_until_move
 * of 1e9, or a created_at in year 1 or 9999, overflowed it: a 500 on preview and a runner failing every minute).
 */
const MAX_WHOLE = 100_000;
const YEARS = { min: 1900, max: 2199 } as const;
const OUT_OF_YEARS = `Value must be a date from ${YEARS.min}-01-01 to ${YEARS.max}-12-31`;
const withinYears = (at: DateTime): boolean => at.year >= YEARS.min && at.year <= YEARS.max;

/** The value normalised, or a problem message. */
type Checked = { ok: true; value: Scalar } | { ok: false; message: string };

function checkScalar(field: CriteriaField, value: unknown): Checked {
  const spec: FieldSpec = FIELD_SPECS[field];
  switch (spec.kind) {
    case 'bool':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: 'Value must be true or false' };
    case 'int':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { ok: false, message: 'Value must be a whole number' };
      return Math.abs(value) <= MAX_WHOLE ? { ok: true, value } : { ok: false, message: `Value must be a whole number from -${MAX_WHOLE} to ${MAX_WHOLE}` };
    case 'date':
      if (!(typeof value === 'string' && ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid)) return { ok: false, message: 'Value must be a date (yyyy-MM-dd)' };
      return withinYears(DateTime.fromISO(value, { zone: 'UTC' })) ? { ok: true, value } : { ok: false, message: OUT_OF_YEARS };
    case 'instant': {
      const valid = typeof value === 'string' && (ISO_DATE.test(value) || ISO_DATE_TIME.test(value)) && DateTime.fromISO(value, { setZone: true }).isValid;
      if (!valid) return { ok: false, message: 'Value must be a date (yyyy-MM-dd) or an ISO date-time with an offset' };
      return withinYears(DateTime.fromISO(value, { setZone: true })) ? { ok: true, value } : { ok: false, message: OUT_OF_YEARS };
    }
    case 'state':
      if (typeof value !== 'string') return { ok: false, message: 'Value must be a string' };
      return STATE.test(value) ? { ok: true, value: value.toUpperCase() } : { ok: false, message: 'Value must be a two-letter state code' };
    case 'text':
      if (typeof value !== 'string') return { ok: false, message: 'Value must be a string' };
      if (value.length > MAX_VALUE_LENGTH) return { ok: false, message: `Value is too long (maximum ${MAX_VALUE_LENGTH} characters)` };
      if (spec.values !== undefined && !spec.values.includes(value)) return { ok: false, message: `Unknown value "${value}" for ${field}` };
      return { ok: true, value };
  }
}

/** Compares two checked values of one field (numbers, or ISO strings of one kind). */
const after = (a: Scalar, b: Scalar): boolean =>
  typeof a === 'number' && typeof b === 'number' ? a > b : DateTime.fromISO(String(a), { zone: 'UTC' }).toMillis() > DateTime.fromISO(String(b), { zone: 'UTC' }).toMillis();

function checkValue(field: CriteriaField, op: CriteriaOperator, value: unknown, path: string, problems: CriteriaProblem[]): FilterValue | undefined {
  const add = (message: string): undefined => {
    problems.push({ path, message });
    return undefined;
  };
  if (value === undefined) return add('Value is required');
  if (op === 'within_next_days') {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_WITHIN_DAYS
      ? value
      : add(`Value must be a whole number of days from 0 to ${MAX_WITHIN_DAYS}`);
  }
  if (op === 'in' || op === 'not_in') {
    if (!Array.isArray(value) || value.length === 0) return add('Value must be a non-empty list');
    if (value.length > MAX_VALUES) return add(`Too many values (maximum ${MAX_VALUES})`);
    const out: Scalar[] = [];
    const before = problems.length;
    value.forEach((item, index) => {
      const checked = checkScalar(field, item);
      if (checked.ok) out.push(checked.value);
      else problems.push({ path: `${path}[${index}]`, message: checked.message });
    });
    return problems.length === before ? [...new Set(out)] : undefined;
  }
  if (op === 'between') {
    if (!Array.isArray(value) || value.length !== 2) return add('Value must be a [from, to] pair');
    const from = checkScalar(field, value[0]);
    const to = checkScalar(field, value[1]);
    if (!from.ok) problems.push({ path: `${path}[0]`, message: from.message });
    if (!to.ok) problems.push({ path: `${path}[1]`, message: to.message });
    if (!from.ok || !to.ok) return undefined;
    return after(from.value, to.value) ? add('from must not be after to') : [from.value, to.value];
  }
  if (Array.isArray(value)) return add('Value must be a single value, not a list');
  const checked = checkScalar(field, value);
  return checked.ok ? checked.value : add(checked.message);
}

function parseFilter(raw: unknown, path: string, problems: CriteriaProblem[]): CriteriaFilter | undefined {
  if (!isRecord(raw)) {
    problems.push({ path, message: 'Filter must be an object with field, op and value' });
    return undefined;
  }
  for (const key of Object.keys(raw)) if (!['field', 'op', 'value'].includes(key)) problems.push({ path, message: `Unknown property "${key}"` });
  if (typeof raw.field !== 'string' || raw.field === '') {
    problems.push({ path: `${path}.field`, message: 'Field is required' });
    return undefined;
  }
  if (!has(FIELDS, raw.field)) {
    problems.push({ path: `${path}.field`, message: `Unknown field "${raw.field.slice(0, MAX_VALUE_LENGTH)}"` });
    return undefined;
  }
  const field = raw.field;
  const ops: readonly CriteriaOperator[] = FIELD_SPECS[field].ops;
  if (typeof raw.op !== 'string' || raw.op === '') {
    problems.push({ path: `${path}.op`, message: 'Operator is required' });
    return undefined;
  }
  if (!has(ops, raw.op)) {
    problems.push({ path: `${path}.op`, message: `Unknown operator "${raw.op.slice(0, MAX_VALUE_LENGTH)}" for ${field}` });
    return undefined;
  }
  const value = checkValue(field, raw.op, raw.value, `${path}.value`, problems);
  return value === undefined ? undefined : { field, op: raw.op, value };
}

/** Validates criteria_json; throws CriteriaError listing every problem. Returns the normalised criteria. */
export function parseCriteria(json: unknown): Criteria {
  const problems: CriteriaProblem[] = [];
  const source = json === null || json === undefined ? {} : json;
  if (!isRecord(source)) throw new CriteriaError([{ path: 'criteria_json', message: 'criteria_json must be an object with filters and exclusions' }]);
  for (const key of Object.keys(source)) {
    if (key !== 'filters' && key !== 'exclusions') problems.push({ path: 'criteria_json', message: `Unknown property "${key}"` });
  }
  const filters: CriteriaFilter[] = [];
  const rawFilters = source.filters ?? [];
  if (!Array.isArray(rawFilters)) problems.push({ path: 'filters', message: 'filters must be a list' });
  else if (rawFilters.length > MAX_FILTERS) problems.push({ path: 'filters', message: `Too many filters (maximum ${MAX_FILTERS})` });
  else {
    rawFilters.forEach((raw, index) => {
      const filter = parseFilter(raw, `filters[${index}]`, problems);
      if (filter !== undefined) filters.push(filter);
    });
  }
  const exclusions: CriteriaExclusion[] = [];
  const rawExclusions = source.exclusions ?? [];
  if (!Array.isArray(rawExclusions)) problems.push({ path: 'exclusions', message: 'exclusions must be a list' });
  else {
    rawExclusions.forEach((raw, index) => {
      if (!has(EXCLUSIONS, raw)) {
        const shown = typeof raw === 'string' ? raw.slice(0, MAX_VALUE_LENGTH) : JSON.stringify(raw)?.slice(0, MAX_VALUE_LENGTH) ?? String(raw);
        problems.push({ path: `exclusions[${index}]`, message: `Unknown exclusion "${shown}"` });
      } else if (!exclusions.includes(raw)) exclusions.push(raw);
    });
  }
  if (problems.length > 0) throw new CriteriaError(problems);
  return { filters, exclusions };
}
