/**
 * Pure pieces of one rule run: the caps and send window a rule carries (with the rule defaults for anything
 * missing), the day its caps count in, and the instants bounding its date field.
 */
import { DateTime } from 'luxon';
import { DEFAULT_DAILY_ORG_LIMIT, DEFAULT_DAILY_SEQUENCE_LIMIT } from './rule-runner.constants';

export interface RuleCaps {
  org: number;
  sequence: number;
}

export interface RuleRange {
  /** Inclusive: the start of start_date in the rule's timezone. */
  from: string;
  /** Exclusive: the start of the day after end_date in the rule's timezone; null without an end date. */
  until: string | null;
  /** Inclusive: without include_future, the moment the rule was started; null when later contacts may join. */
  notAfter: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const cap = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The rule's daily caps; a missing or malformed limit falls back to the default (1000 org, 100 sequence). */
export function ruleCaps(capsJson: unknown): RuleCaps {
  const caps = isRecord(capsJson) ? capsJson : {};
  return { org: cap(caps.daily_org_limit, DEFAULT_DAILY_ORG_LIMIT), sequence: cap(caps.daily_sequence_limit, DEFAULT_DAILY_SEQUENCE_LIMIT) };
}

/** The calendar date (yyyy-MM-dd) of `now` in `timezone`: the day the daily caps count in. */
export function capDay(now: Date, timezone: string): string {
  const day = DateTime.fromJSDate(now, { zone: timezone }).toISODate();
  if (day === null) throw new RangeError(`Unknown timezone ${timezone}`);
  return day;
}

/** The instants bounding the rule's date field (see RuleRange). */
export function ruleRange(rule: { start_date: string; end_date: string | null; include_future: boolean; activated_at: Date; timezone: string }): RuleRange {
  const startOf = (date: string): DateTime => DateTime.fromISO(date, { zone: rule.timezone }).startOf('day');
  const from = startOf(rule.start_date);
  if (!from.isValid) throw new RangeError(`Invalid start date ${rule.start_date} or timezone ${rule.timezone}`);
  return {
    from: from.toUTC().toISO() ?? '',
    until: rule.end_date === null ? null : (startOf(rule.end_date).plus({ days: 1 }).toUTC().toISO() ?? null),
    notAfter: rule.include_future ? null : rule.activated_at.toISOString(),
  };
}
