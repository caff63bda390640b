/**
 * A step's conditions (`skip_if`, `stop_if`): the enrollment rules' filter language (criteria.schema.ts), filters
 * only — every filter must hold for the condition to hold. Stored as `{ filters: [...] }`; no filters is no condition
 * (stored as null). Exclusions are refused here: they name who a rule leaves out, which reads backwards in a
 * condition ("skip if … not bounced"); the filters say everything a step needs, has_phone included.
 */
import { CriteriaError } from './criteria.errors';
import { parseCriteria, type CriteriaFilter, type Scalar } from './criteria.schema';

export interface StepCondition {
  filters: CriteriaFilter[];
}

export type StepConditionName = 'skip_if' | 'stop_if';

/** The condition normalised (null for none), or every problem with it, each starting with the condition's name. */
export function parseStepCondition(json: unknown, name: StepConditionName): { condition: StepCondition | null; problems: string[] } {
  if (json === null || json === undefined) return { condition: null, problems: [] };
  try {
    const criteria = parseCriteria(json);
    if (criteria.exclusions.length > 0) return { condition: null, problems: [`${name}: exclusions are not used in a step condition; use filters`] };
    return { condition: criteria.filters.length === 0 ? null : { filters: criteria.filters }, problems: [] };
  } catch (error) {
    if (!(error instanceof CriteriaError)) throw error;
    return { condition: null, problems: error.details.problems.map((problem) => (problem.path === 'criteria_json' ? `${name}: ${problem.message.replace('criteria_json', 'the condition')}` : `${name}: ${problem.path}: ${problem.message}`)) };
  }
}

const words = (value: Scalar): string => (typeof value === 'string' ? value.replace(/_/g, ' ') : String(value));
const list = (value: Scalar | Scalar[]): string => {
  const values = (Array.isArray(value) ? value : [value]).map(words);
  return values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
};
const pair = (value: Scalar | Scalar[]): [string, string] => (Array.isArray(value) ? [words(value[0]), words(value[1])] : [words(value), words(value)]);

const NAMES: Record<string, string> = {
  lead_source: 'lead source', status: 'status', origin_state: 'origin state', destination_state: 'destination state',
  lifecycle_stage: 'lifecycle stage', consent_status: 'consent', move_date: 'move date', lead_score: 'lead score',
  created_at: 'created', first_seen_at: 'first seen',
};

/** One filter as a person says it: "no phone number", "status is booked", "at most 3 days until the move". */
export function describeFilter({ field, op, value }: CriteriaFilter): string {
  if (field === 'has_phone') return value === true ? 'has a phone number' : 'no phone number';
  if (field === 'days_until_move') {
    if (op === 'between') return `${pair(value).join('–')} days until the move`;
    const qualifier = op === 'gte' ? 'at least ' : op === 'lte' ? 'at most ' : '';
    return `${qualifier}${words(value as Scalar)} days until the move`;
  }
  const name = NAMES[field];
  switch (op) {
    case 'eq':
    case 'in': return `${name} is ${list(value)}`;
    case 'not_in': return `${name} is not ${list(value)}`;
    case 'gte': return `${name} on or after ${words(value as Scalar)}`.replace(/^(lead score) on or after/, '$1 at least');
    case 'lte': return `${name} on or before ${words(value as Scalar)}`.replace(/^(lead score) on or before/, '$1 at most');
    case 'between': return `${name} ${pair(value).join(' to ')}`;
    case 'within_next_days': return `${name} within the next ${words(value as Scalar)} days`;
  }
}

/** A whole condition in words, its filters joined by "and". */
export const describeCondition = (condition: StepCondition): string => condition.filters.map(describeFilter).join(' and ');

/** A stored condition (jsonb) back as a condition; null when it is none or no longer parses (it then never holds). */
export function storedCondition(json: unknown): StepCondition | null {
  const { condition, problems } = parseStepCondition(json, 'skip_if');
  return problems.length === 0 ? condition : null;
}
