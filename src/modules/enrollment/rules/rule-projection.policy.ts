import { DateTime } from 'luxon';

/**
 * Rule preview figures, from the number of eligible contacts now, the daily caps and the rule's dates. All dates are
 * calendar dates (yyyy-MM-dd) in the rule's timezone; "today" is today's date there.
 *
 * - daily cap = min(daily_sequence_limit, daily_org_limit): the most contacts the rule may enroll in one day.
 * - days_remaining:
 *   - with an end date: the calendar days the rule still has, counted from max(today, start_date) to end_date,
 *     both included (0 once the end date has passed);
 *   - without an end date: the days needed to enroll every eligible contact at the daily cap,
 *     ceil(total_eligible / daily cap) (0 when nobody is eligible).
 * - daily_projection: contacts expected to be enrolled per day:
 *   - with an end date: the eligible contacts spread evenly over the remaining days, ceil(total / days_remaining),
 *     never above the daily cap (0 when no day remains);
 *   - without an end date: min(total_eligible, daily cap).
 * Days are calendar days: the caps are per day and do not depend on the send window's weekdays.
 */
export interface ProjectionInput {
  totalEligible: number;
  dailySequenceLimit: number;
  dailyOrgLimit: number;
  startDate: string;
  endDate: string | null;
  /** Today in the rule's timezone, yyyy-MM-dd. */
  today: string;
}

export interface Projection {
  daily_projection: number;
  days_remaining: number;
}

const day = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'UTC' });

export function projectRule(input: ProjectionInput): Projection {
  const cap = Math.max(0, Math.min(input.dailySequenceLimit, input.dailyOrgLimit));
  const total = Math.max(0, input.totalEligible);
  if (input.endDate === null) {
    return { days_remaining: total === 0 || cap === 0 ? 0 : Math.ceil(total / cap), daily_projection: Math.min(total, cap) };
  }
  const from = DateTime.max(day(input.today), day(input.startDate));
  const days = Math.max(0, Math.round(day(input.endDate).diff(from, 'days').days) + 1);
  return { days_remaining: days, daily_projection: days === 0 ? 0 : Math.min(cap, Math.ceil(total / days)) };
}

/** Today's date (yyyy-MM-dd) in an IANA zone. */
export const todayIn = (zone: string, now: Date = new Date()): string => DateTime.fromJSDate(now, { zone }).toISODate() as string;
