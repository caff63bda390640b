import type { RuleCriteriaFilter, RuleExclusion } from '../api/types';

type Operator = RuleCriteriaFilter['op'];
type Kind = 'text' | 'int' | 'date' | 'bool';

/** The rule filter language as the server reads it: each field, its operators and the kind of its values. */
export const CRITERIA_FIELDS: ReadonlyArray<{ field: string; label: string; kind: Kind; ops: readonly Operator[]; values?: readonly string[] }> = [
  { field: 'lead_source', label: 'Lead source', kind: 'text', ops: ['eq', 'in', 'not_in'], values: ['email', 'inbound_call', 'web_form', 'manual'] },
  { field: 'status', label: 'Opportunity status', kind: 'text', ops: ['eq', 'in', 'not_in'] },
  { field: 'origin_state', label: 'Origin state', kind: 'text', ops: ['eq', 'in', 'not_in'] },
  { field: 'destination_state', label: 'Destination state', kind: 'text', ops: ['eq', 'in', 'not_in'] },
  { field: 'lifecycle_stage', label: 'Lifecycle stage', kind: 'text', ops: ['eq', 'in', 'not_in'], values: ['lead', 'mql', 'sql', 'customer'] },
  { field: 'consent_status', label: 'Consent status', kind: 'text', ops: ['eq', 'in', 'not_in'], values: ['opted_in', 'opted_out', 'unknown'] },
  { field: 'move_date', label: 'Move date', kind: 'date', ops: ['eq', 'gte', 'lte', 'between', 'within_next_days'] },
  { field: 'days_until_move', label: 'Days until move', kind: 'int', ops: ['eq', 'gte', 'lte', 'between'] },
  { field: 'lead_score', label: 'Lead score', kind: 'int', ops: ['eq', 'gte', 'lte', 'between'] },
  { field: 'created_at', label: 'Created', kind: 'date', ops: ['gte', 'lte', 'between'] },
  { field: 'first_seen_at', label: 'First seen', kind: 'date', ops: ['gte', 'lte', 'between'] },
  { field: 'has_phone', label: 'Has phone number', kind: 'bool', ops: ['eq'], values: ['true', 'false'] },
];

/** How a yes/no field's values read: true as Yes, false as No. */
export const BOOLEAN_LABELS: Readonly<Record<string, string>> = { true: 'Yes', false: 'No' };

export const OPERATOR_LABELS: Readonly<Record<Operator, string>> = {
  eq: 'is',
  in: 'is one of',
  not_in: 'is not one of',
  gte: 'at least',
  lte: 'at most',
  between: 'between',
  within_next_days: 'within the next N days',
};

export const EXCLUSION_LABELS: Readonly<Record<RuleExclusion, string>> = {
  in_other_active_sequence: 'In another active sequence',
  replied_or_booked: 'Replied or booked',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  suppressed: 'Suppressed',
  no_email: 'No email',
  placeholder_email: 'Placeholder email',
};

/** A filter row as typed: the value is text ("a, b" for lists and ranges). */
export interface FilterDraft {
  field: string;
  op: Operator;
  value: string;
}

/** One value of a filter as the server reads it. */
export type CriteriaScalar = string | number | boolean;

/** A filter as the server reads it (the rules' criteria and the steps' skip_if / stop_if); has_phone's value is a boolean. */
export interface CriteriaFilter {
  field: string;
  op: Operator;
  value: CriteriaScalar | CriteriaScalar[];
}

const kindOf = (field: string): Kind => CRITERIA_FIELDS.find((spec) => spec.field === field)?.kind ?? 'text';

/** A typed word in its kind: a number for int, true / false for bool (anything else stays text, for the server to refuse). */
const one = (text: string, kind: Kind): CriteriaScalar => {
  if (kind === 'int') return Number(text);
  if (kind === 'bool' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
};

/** The typed value in the shape the operator takes: a list for in / not_in, [from, to] for between, days as a number, yes/no as a boolean. */
export const toFilter = (draft: FilterDraft): CriteriaFilter => {
  const kind = kindOf(draft.field);
  const parts = draft.value.split(',').map((part) => part.trim()).filter(Boolean);
  if (draft.op === 'in' || draft.op === 'not_in') return { field: draft.field, op: draft.op, value: parts.map((part) => one(part, kind)) };
  if (draft.op === 'between') return { field: draft.field, op: draft.op, value: parts.slice(0, 2).map((part) => one(part, kind)) };
  if (draft.op === 'within_next_days') return { field: draft.field, op: draft.op, value: Number(draft.value.trim()) };
  return { field: draft.field, op: draft.op, value: one(draft.value.trim(), kind) };
};

/**
 * toFilter for a rule's criteria_json. The generated CriteriaFilterDto names no boolean value, though the server takes
 * one (its value is validated by the filter language, has_phone's as true / false): hence the cast.
 */
export const toCriteriaFilter = (draft: FilterDraft): RuleCriteriaFilter => toFilter(draft) as RuleCriteriaFilter;

/** A stored filter as the builder's row shows it: lists and ranges as "a, b", a boolean as 'true' / 'false'. */
export const toFilterDraft = (filter: { field: string; op: Operator; value: unknown }): FilterDraft => ({
  field: filter.field,
  op: filter.op,
  value: Array.isArray(filter.value) ? filter.value.map(String).join(', ') : String(filter.value ?? ''),
});

/** A field of the filter language in people's words ('Created', 'Move date'); an unknown one as it is. */
export const criteriaFieldLabel = (field: string): string => CRITERIA_FIELDS.find((spec) => spec.field === field)?.label ?? field;

/** A value as the builder shows it: a yes/no field's 'true' as Yes, anything else as it is. */
export const criteriaValueLabel = (field: string, value: string): string => (kindOf(field) === 'bool' ? BOOLEAN_LABELS[value] ?? value : value);

const valueWords = (filter: { field: string; op: Operator; value: unknown }): string => {
  if (filter.op === 'between' && Array.isArray(filter.value)) return filter.value.map(String).join(' and ');
  if (filter.op === 'within_next_days') return `${String(filter.value)} days`;
  return Array.isArray(filter.value) ? filter.value.map(String).join(', ') : criteriaValueLabel(filter.field, String(filter.value));
};

/** One filter in words: "Lead score at least 50", "Has phone number is No". */
export const filterSummary = (filter: { field: string; op: Operator; value: unknown }): string =>
  `${criteriaFieldLabel(filter.field)} ${OPERATOR_LABELS[filter.op] === 'within the next N days' ? 'within the next' : OPERATOR_LABELS[filter.op]} ${valueWords(filter)}`;

/** A rule's criteria in words: "Lead source is one of web_form, email; Lead score at least 50; excluding Bounced", or "Everyone". */
export const criteriaSummary = (criteria: { filters: RuleCriteriaFilter[]; exclusions: RuleExclusion[] }): string => {
  const filters = criteria.filters.map(filterSummary);
  const exclusions = criteria.exclusions.length > 0 ? [`excluding ${criteria.exclusions.map((exclusion) => EXCLUSION_LABELS[exclusion] ?? exclusion).join(', ')}`] : [];
  const parts = [...filters, ...exclusions];
  return parts.length > 0 ? parts.join('; ') : 'Everyone';
};
