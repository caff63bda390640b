import type { RuleCriteriaFilter, RuleExclusion } from '../api/types';

type Operator = RuleCriteriaFilter['op'];
type Kind = 'text' | 'int' | 'date';

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
];

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

const kindOf = (field: string): Kind => CRITERIA_FIELDS.find((spec) => spec.field === field)?.kind ?? 'text';

const one = (text: string, kind: Kind): string | number => (kind === 'int' ? Number(text) : text);

/** The typed value in the shape the operator takes: a list for in / not_in, [from, to] for between, days as a number. */
export const toCriteriaFilter = (draft: FilterDraft): RuleCriteriaFilter => {
  const kind = kindOf(draft.field);
  const parts = draft.value.split(',').map((part) => part.trim()).filter(Boolean);
  if (draft.op === 'in' || draft.op === 'not_in') return { field: draft.field, op: draft.op, value: parts.map((part) => one(part, kind)) };
  if (draft.op === 'between') return { field: draft.field, op: draft.op, value: parts.slice(0, 2).map((part) => one(part, kind)) };
  if (draft.op === 'within_next_days') return { field: draft.field, op: draft.op, value: Number(draft.value.trim()) };
  return { field: draft.field, op: draft.op, value: one(draft.value.trim(), kind) };
};
