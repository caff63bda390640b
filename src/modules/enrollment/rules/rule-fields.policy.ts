/**
 * The fields of an enrollment rule as create and edit take them: one validation for both (every problem listed), and
 * the words a History line uses for what an edit changed.
 */
import { DateTime, IANAZone } from 'luxon';
import { CriteriaError } from 'src/modules/sequences/criteria/criteria.errors';
import { type Criteria, parseCriteria } from 'src/modules/sequences/criteria/criteria.schema';
import { sendWindowProblems } from 'src/modules/sequences/schedule/send-window.policy';
import { type DateField, MAX_DAILY_CAP, RULE_DEFAULTS } from './enrollment-rules.constants';
import { EnrollmentRulesError, EnrollmentRulesErrorCode, invalidRule, REQUIRED_MESSAGE } from './enrollment-rules.errors';

/** What a caller sends for a rule (create body, or an edit merged onto the stored rule). */
export interface RuleFieldsInput {
  name?: string;
  description?: string;
  date_field?: DateField;
  start_date?: string;
  end_date?: string | null;
  include_future?: boolean;
  criteria_json?: unknown;
  caps_json?: unknown;
  send_window_json?: unknown;
  timezone?: string;
}

export interface RuleCapsJson { daily_org_limit: number; daily_sequence_limit: number }
export interface RuleWindowJson { days: number[]; start_hour: number; end_hour: number }

/** A rule's fields checked and with their defaults. */
export interface RuleFields {
  name: string;
  description: string;
  dateField: DateField;
  startDate: string;
  endDate: string | null;
  includeFuture: boolean;
  criteria: Criteria;
  caps: RuleCapsJson;
  sendWindow: RuleWindowJson;
  timezone: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isDate = (value: string): boolean => ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
/**
 * The dates a rule may run between: far-off years ("1900-01-01" to "9999-12-31") only overflow the projection and
 * the runner's date arithmetic, and no rule of a moving company means them.
 */
const RULE_DATES = { min: '2000-01-01', max: '2099-12-31' } as const;
const withinRuleYears = (value: string): boolean => value >= RULE_DATES.min && value <= RULE_DATES.max;

/** Caps: absent keys take the defaults; given ones must be whole numbers from 1 (the two caps are independent). */
function checkCaps(raw: unknown, problems: string[]): RuleCapsJson {
  const caps: RuleCapsJson = { ...RULE_DEFAULTS.caps };
  if (raw === undefined || raw === null) return caps;
  if (!isRecord(raw)) {
    problems.push('caps_json must be an object with daily_org_limit and daily_sequence_limit');
    return caps;
  }
  for (const key of Object.keys(raw)) if (!(key in caps)) problems.push(`caps_json: Unknown property "${key.slice(0, 100)}"`);
  for (const key of ['daily_org_limit', 'daily_sequence_limit'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_DAILY_CAP) {
      problems.push(`caps_json.${key} must be a whole number from 1 to ${MAX_DAILY_CAP}`);
    } else caps[key] = value;
  }
  return caps;
}

/** Send window: absent keys take the defaults; checked in the rule's timezone. */
function checkWindow(raw: unknown, timezone: string, problems: string[]): RuleWindowJson {
  const window: RuleWindowJson = { ...RULE_DEFAULTS.sendWindow, days: [...RULE_DEFAULTS.sendWindow.days] };
  if (raw === undefined || raw === null) return window;
  if (!isRecord(raw)) {
    problems.push('send_window_json must be an object with days, start_hour and end_hour');
    return window;
  }
  for (const key of Object.keys(raw)) if (!(key in window)) problems.push(`send_window_json: Unknown property "${key.slice(0, 100)}"`);
  const merged = { ...window, ...Object.fromEntries(Object.entries(raw).filter(([key]) => key in window)) } as RuleWindowJson;
  for (const problem of sendWindowProblems({ ...merged, timezone })) problems.push(`send_window_json: ${problem}`);
  return merged;
}

/**
 * Checks a rule's fields: name and start date required ('Name and start date are required'), dates from 2000 to
 * 2099 and in order, a real IANA timezone, caps, send window and criteria. Throws with every problem listed.
 */
export function checkRuleFields(body: RuleFieldsInput): RuleFields {
  const name = body.name?.trim() ?? '';
  const startDate = body.start_date?.trim() ?? '';
  if (name === '' || startDate === '') throw new EnrollmentRulesError(EnrollmentRulesErrorCode.ValidationFailed, REQUIRED_MESSAGE, {}, [REQUIRED_MESSAGE]);

  const problems: string[] = [];
  const endDate = body.end_date === undefined || body.end_date === null || body.end_date.trim() === '' ? null : body.end_date.trim();
  if (!isDate(startDate)) problems.push('start_date must be a date (yyyy-MM-dd)');
  else if (!withinRuleYears(startDate)) problems.push(`start_date must be from ${RULE_DATES.min} to ${RULE_DATES.max}`);
  if (endDate !== null && !isDate(endDate)) problems.push('end_date must be a date (yyyy-MM-dd)');
  else if (endDate !== null && !withinRuleYears(endDate)) problems.push(`end_date must be from ${RULE_DATES.min} to ${RULE_DATES.max}`);
  else if (endDate !== null && isDate(startDate) && endDate < startDate) problems.push('end_date must not be before start_date');
  const timezone = body.timezone?.trim() || RULE_DEFAULTS.timezone;
  const zoneOk = IANAZone.isValidZone(timezone);
  if (!zoneOk) problems.push(`Unknown timezone "${timezone.slice(0, 64)}"`);
  const caps = checkCaps(body.caps_json, problems);
  const sendWindow = checkWindow(body.send_window_json, zoneOk ? timezone : RULE_DEFAULTS.timezone, problems);
  let criteria: Criteria = { filters: [], exclusions: [] };
  try {
    criteria = parseCriteria(body.criteria_json);
  } catch (error) {
    if (!(error instanceof CriteriaError)) throw error;
    const listed = error.details.problems.map((p) => `criteria_json.${p.path}: ${p.message}`);
    if (problems.length === 0) throw new EnrollmentRulesError(EnrollmentRulesErrorCode.CriteriaInvalid, listed[0] ?? 'Invalid criteria', {}, listed);
    problems.push(...listed);
  }
  if (problems.length > 0) throw invalidRule(problems);
  return {
    name,
    description: body.description ?? '',
    dateField: body.date_field ?? RULE_DEFAULTS.dateField,
    startDate,
    endDate,
    includeFuture: body.include_future ?? RULE_DEFAULTS.includeFuture,
    criteria,
    caps,
    sendWindow,
    timezone,
  };
}

/** People's words for the date fields and criteria fields (the admin's labels). */
export const DATE_FIELD_WORDS: Readonly<Record<DateField, string>> = { created_at: 'Contact created', first_seen_at: 'First seen' };
const CRITERIA_FIELD_WORDS: Readonly<Record<string, string>> = {
  lead_source: 'Lead source', status: 'Opportunity status', origin_state: 'Origin state', destination_state: 'Destination state',
  lifecycle_stage: 'Lifecycle stage', consent_status: 'Consent status', move_date: 'Move date', days_until_move: 'Days until move',
  lead_score: 'Lead score', created_at: 'Created', first_seen_at: 'First seen',
};
const OPERATOR_WORDS: Readonly<Record<string, string>> = {
  eq: 'is', in: 'is one of', not_in: 'is not one of', gte: 'at least', lte: 'at most', between: 'between', within_next_days: 'within the next',
};
const EXCLUSION_WORDS: Readonly<Record<string, string>> = {
  in_other_active_sequence: 'in another active sequence', replied_or_booked: 'replied or booked', unsubscribed: 'unsubscribed',
  bounced: 'bounced', suppressed: 'suppressed', no_email: 'no email', placeholder_email: 'placeholder email',
};
const WEEKDAY_WORDS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const valueWords = (op: string, value: unknown): string => {
  if (op === 'between' && Array.isArray(value)) return value.map(String).join(' and ');
  if (op === 'within_next_days') return `${String(value)} days`;
  return Array.isArray(value) ? value.map(String).join(', ') : String(value);
};

/** "Lead source is one of web_form, email; Lead score at least 50; excluding bounced", or "everyone". */
export function criteriaWords(criteria: Criteria): string {
  const filters = criteria.filters.map((f) => `${CRITERIA_FIELD_WORDS[f.field] ?? f.field} ${OPERATOR_WORDS[f.op] ?? f.op} ${valueWords(f.op, f.value)}`);
  const exclusions = criteria.exclusions.length > 0 ? [`excluding ${criteria.exclusions.map((e) => EXCLUSION_WORDS[e] ?? e).join(', ')}`] : [];
  const parts = [...filters, ...exclusions];
  return parts.length > 0 ? parts.join('; ') : 'everyone';
}

const quoted = (text: string): string => (text === '' ? '(none)' : `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`);
const hours = (window: RuleWindowJson): string => `${window.start_hour}:00–${window.end_hour}:00`;
const days = (window: RuleWindowJson): string => window.days.map((day) => WEEKDAY_WORDS[day - 1] ?? String(day)).join(', ') || '(none)';

/** One changed field in words: its label and the old and new values as people read them. */
export interface RuleChange { field: string; from: string; to: string }

/** What an edit changes, field by field, in words ('Daily sequence cap', '100' → '50'); empty when nothing does. */
export function ruleChanges(before: RuleFields, after: RuleFields): RuleChange[] {
  const pairs: Array<[string, string, string]> = [
    ['Name', quoted(before.name), quoted(after.name)],
    ['Description', quoted(before.description), quoted(after.description)],
    ['Date field', DATE_FIELD_WORDS[before.dateField], DATE_FIELD_WORDS[after.dateField]],
    ['Start date', before.startDate, after.startDate],
    ['End date', before.endDate ?? 'none', after.endDate ?? 'none'],
    ['Include future contacts', before.includeFuture ? 'yes' : 'no', after.includeFuture ? 'yes' : 'no'],
    ['Daily organisation cap', String(before.caps.daily_org_limit), String(after.caps.daily_org_limit)],
    ['Daily sequence cap', String(before.caps.daily_sequence_limit), String(after.caps.daily_sequence_limit)],
    ['Send days', days(before.sendWindow), days(after.sendWindow)],
    ['Send hours', hours(before.sendWindow), hours(after.sendWindow)],
    ['Timezone', before.timezone, after.timezone],
    ['Criteria', criteriaWords(before.criteria), criteriaWords(after.criteria)],
  ];
  return pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => ({ field, from, to }));
}

/** 'Rule "Spring" edited: Daily sequence cap 100 → 50; Timezone UTC → America/Chicago'. */
export const ruleEditSummary = (ruleName: string, changes: RuleChange[]): string =>
  `Rule "${ruleName}" edited: ${changes.map((change) => `${change.field} ${change.from} → ${change.to}`).join('; ')}`;
